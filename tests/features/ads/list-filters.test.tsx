import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { listSearch, parseListFilters } from '@/features/ads/list-filters';
import { useListFilters } from '@/features/ads/hooks/use-list-filters';
import { readLastListChoice, saveLastListChoice } from '@/shared/last-list-choice';

const defaults = { asset: 'USDT', fiat: 'USD' };
const parse = (query: string) => parseListFilters(new URLSearchParams(query), defaults);

describe('ad list filters in the URL', () => {
  it('reads asset, fiat, amount and payment method', () => {
    expect(parse('asset=btc&fiat=eur&amount=1,250.5&payMethod=wise')).toEqual({
      asset: 'BTC',
      fiat: 'EUR',
      amount: '1250.5',
      payMethod: 'WISE',
      sort: '',
      online: false,
      verified: false,
      mine: false,
    });
  });

  it('reads the order and the show-only toggles, and writes them back in one order', () => {
    const filters = parse('mine=1&sort=trades_desc&online=1&verified=1&fiat=EUR');
    expect(filters).toMatchObject({ sort: 'TRADES_DESC', online: true, verified: true, mine: true });
    expect(listSearch(filters).toString()).toBe('asset=USDT&fiat=EUR&sort=TRADES_DESC&online=1&verified=1&mine=1');
    expect(listSearch(parse('')).toString()).toBe('asset=USDT&fiat=USD');
  });

  it.each([
    ['asset=<script>&fiat=US D', { asset: 'USDT', fiat: 'USD' }],
    ['amount=abc', { amount: '' }],
    ['amount=-5', { amount: '' }],
    ['payMethod=a%20b', { payMethod: '' }],
    ['sort=NEWEST&online=yes&mine=true', { sort: '', online: false, mine: false }],
  ])('falls back to defaults for bad values: %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });
});

describe('the /p2p default-home guard memory', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the last side, asset and fiat', () => {
    saveLastListChoice({ side: 'sell', asset: 'BTC', fiat: 'EUR' });
    expect(readLastListChoice()).toEqual({ side: 'sell', asset: 'BTC', fiat: 'EUR' });
  });

  it.each([
    ['not json'],
    [JSON.stringify({ side: 'steal', asset: 'BTC', fiat: 'EUR' })],
    [JSON.stringify({ side: 'buy', asset: '../x', fiat: 'EUR' })],
  ])('ignores a corrupt or foreign value: %s', (raw) => {
    localStorage.setItem('p2p.lastList', raw);
    expect(readLastListChoice()).toBeNull();
  });
});

describe('useListFilters', () => {
  it('keeps both of two quick changes: each starts from the URL as it is, not as the last render saw it', async () => {
    const defaults = { asset: 'USDT', fiat: 'USD' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/en/p2p/buy?fiat=EUR']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListFilters(defaults), location: useLocation() }), { wrapper });
    act(() => {
      result.current.list.update({ sort: 'TRADES_DESC' });
      result.current.list.update({ online: true });
    });
    await waitFor(() => expect(result.current.location.search).toBe('?asset=USDT&fiat=EUR&sort=TRADES_DESC&online=1'));
    expect(result.current.list.filters).toMatchObject({ sort: 'TRADES_DESC', online: true, fiat: 'EUR' });
  });
});
