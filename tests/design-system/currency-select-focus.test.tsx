import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AssetSelect, type CurrencyOption } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

// Its own file: the stand-in field is only there while the search popup's code has not been loaded in this module
// registry.
const assets: CurrencyOption[] = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'USDT', name: 'Tether' },
];

describe('<CurrencySelect/> reached with the keyboard', () => {
  it('takes the focus over when its picker loads but opens only on an arrow key, and not again on focus', async () => {
    const { user } = renderWithProviders(
      <>
        <AssetSelect options={assets} value="USDT" onChange={jest.fn()} />
        <button type="button">Next</button>
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Crypto' });
    fireEvent.focus(standIn);
    // The loaded picker replaces the stand-in and has the focus, with its list closed.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Crypto' })).not.toBe(standIn));
    const picker = screen.getByRole('combobox', { name: 'Crypto' });
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /BTC/ })).toBeInTheDocument();

    // Tabbing away closes it; tabbing back does not open it again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(picker).toHaveFocus();
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
