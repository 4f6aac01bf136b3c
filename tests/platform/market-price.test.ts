import { distanceFromMarket, marketPriceFrom } from '@/platform/use-market-price';

// The market price of a crypto in a fiat comes from two rates against USD.
const RATES = [
  { asset: 'USDT', quote: 'USD', rate: '1.0002' },
  { asset: 'BTC', quote: 'USD', rate: '84250.12' },
  { asset: 'EUR', quote: 'USD', rate: '1.08695652' },
];

describe('marketPriceFrom', () => {
  it('divides the coin rate by the fiat rate, in decimals', () => {
    expect(marketPriceFrom(RATES, 'USDT', 'EUR')).toBe('0.92018400147229440236');
    expect(marketPriceFrom(RATES, 'BTC', 'EUR')).toMatch(/^77510\.11/);
  });

  it('takes USD as one, with no rate needed for it', () => {
    expect(marketPriceFrom(RATES, 'BTC', 'USD')).toBe('84250.12');
  });

  it.each([
    ['no rates at all', undefined, 'USDT', 'EUR'],
    ['the fiat missing', RATES, 'USDT', 'VND'],
    ['the coin missing', RATES, 'ETH', 'EUR'],
    ['a zero fiat rate', [...RATES.slice(0, 2), { asset: 'EUR', quote: 'USD', rate: '0' }], 'USDT', 'EUR'],
    ['a malformed rate', [{ asset: 'USDT', quote: 'USD', rate: 'abc' }], 'USDT', 'USD'],
    ['a rate in another quote', [{ asset: 'USDT', quote: 'EUR', rate: '0.92' }], 'USDT', 'USD'],
  ])('hides the figure with %s', (_case, rates, asset, fiat) => {
    expect(marketPriceFrom(rates, asset, fiat)).toBeUndefined();
  });
});

describe('distanceFromMarket', () => {
  it('is the ratio above or below the market', () => {
    expect(distanceFromMarket('1.018', '1')).toBe('0.018');
    expect(distanceFromMarket('0.95', '1')).toBe('-0.05');
    expect(distanceFromMarket('1', '1')).toBe('0');
  });

  it('is undefined without a usable market price', () => {
    expect(distanceFromMarket('1', undefined)).toBeUndefined();
    expect(distanceFromMarket('1', '0')).toBeUndefined();
    expect(distanceFromMarket('x', '1')).toBeUndefined();
  });
});
