import { fireEvent, screen } from '@testing-library/react';
import { AssetSelect, type CurrencyOption } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

// Its own file: the search popup's code must not have been loaded by an earlier test in this module registry.
const assets: CurrencyOption[] = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'ETH', name: 'Ethereum' },
  { code: 'USDT', name: 'Tether' },
];

describe('<CurrencySelect/> before its search popup has loaded', () => {
  it('shows the selection at once and keeps letters typed while the picker loads', async () => {
    renderWithProviders(<AssetSelect options={assets} value="USDT" onChange={jest.fn()} />);
    const standIn = screen.getByRole('combobox', { name: 'Crypto' });
    expect(standIn).toHaveValue('USDT');
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    // Focus and type in one go, before the picker's code has arrived (fireEvent does not yield to it).
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'eth' } });
    expect(standIn).toHaveValue('eth');
    const picker = await screen.findByRole('combobox', { name: 'Crypto', expanded: true });
    expect(picker).not.toBe(standIn);
    expect(picker).toHaveValue('eth');
    expect(picker).toHaveFocus();
    expect(screen.getByRole('option', { name: /ETH/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /BTC/ })).not.toBeInTheDocument();
  });
});
