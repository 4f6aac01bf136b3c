import { act, fireEvent, screen } from '@testing-library/react';
import { AssetSelect, type CurrencyOption } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

// Its own file: the search popup's code must not have been loaded by an earlier test in this module registry.
// A failed download of the popup (a flaky network) leaves the stand-in working; the next reach tries
// again and nothing typed is lost.

let mockFailedLoads = 0;
jest.mock('@ds/components/currency-select/currency-autocomplete', () => {
  if (mockFailedLoads === 0) {
    mockFailedLoads += 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return jest.requireActual('@ds/components/currency-select/currency-autocomplete');
});

const assets: CurrencyOption[] = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'ETH', name: 'Ethereum' },
];

it('keeps the stand-in and the letters typed when the picker fails to load, and loads it on the next reach', async () => {
  renderWithProviders(<AssetSelect options={assets} value="BTC" onChange={jest.fn()} />);
  const standIn = screen.getByRole('combobox', { name: 'Crypto' });
  fireEvent.focus(standIn);
  fireEvent.change(standIn, { target: { value: 'et' } });
  // The download fails: the stand-in stays, with the letters.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mockFailedLoads).toBe(1);
  expect(screen.getByRole('combobox', { name: 'Crypto' })).toBe(standIn);
  expect(standIn).toHaveValue('et');

  // The trader reaches for it again: the picker loads, opens, and carries the search on.
  fireEvent.pointerDown(standIn);
  const picker = await screen.findByRole('combobox', { name: 'Crypto', expanded: true });
  expect(picker).not.toBe(standIn);
  expect(picker).toHaveValue('et');
  expect(screen.getByRole('option', { name: /ETH/ })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /BTC/ })).not.toBeInTheDocument();
});
