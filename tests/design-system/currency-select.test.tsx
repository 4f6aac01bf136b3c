import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssetSelect, CurrencyLogo, FiatSelect, type CurrencyOption } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

const assets: CurrencyOption[] = [
  { code: 'BTC', name: 'Bitcoin', logoUrl: 'https://cdn.example/btc.png' },
  { code: 'ETH', name: 'Ethereum', logoUrl: 'https://cdn.example/eth.png' },
  { code: 'USDT', name: 'Tether' },
];

describe('<AssetSelect/>', () => {
  it('finds an asset by name and reports its code', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<AssetSelect options={assets} value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Crypto' }), 'bitc');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.click(within(listbox).getByRole('option', { name: /BTC/ }));
    expect(onChange).toHaveBeenCalledWith('BTC');
  });

  it('finds an asset by code', async () => {
    const { user } = renderWithProviders(<AssetSelect options={assets} value={null} onChange={jest.fn()} />);
    await user.type(screen.getByRole('combobox'), 'usd');
    expect(await screen.findByRole('option', { name: /USDT/ })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderWithProviders(<AssetSelect options={assets} value={null} onChange={jest.fn()} />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it('shows the selected asset with its logo and initials when a logo is missing', async () => {
    const { container, user } = renderWithProviders(<AssetSelect options={assets} value="BTC" onChange={jest.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('BTC');
    expect(container.querySelector('img[src="https://cdn.example/btc.png"]')).toHaveAttribute('alt', '');
    await user.hover(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    const usdt = screen.getByRole('option', { name: /USDT/ });
    expect(usdt.querySelector('img')).toBeNull();
    expect(usdt.querySelector('.MuiAvatar-root')).toHaveTextContent('U');
  });
});

describe('<FiatSelect/>', () => {
  it('is labelled Fiat and can be cleared unless required', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const fiats = [
      { code: 'USD', name: 'US Dollar' },
      { code: 'EUR', name: 'Euro' },
    ];
    const { rerender } = renderWithProviders(<FiatSelect options={fiats} value="USD" onChange={onChange} />);
    // MUI reveals the clear button on hover and focus through CSS visibility, which jsdom does not evaluate.
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('Clear'));
    expect(onChange).toHaveBeenCalledWith(null);
    rerender(<FiatSelect options={fiats} value="USD" onChange={onChange} required />);
    expect(screen.queryByTitle('Clear')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Fiat/ })).toBeInTheDocument();
  });
});

describe('<CurrencyLogo/>', () => {
  it('shows the logo with alt text, and initials after the image fails', () => {
    renderWithProviders(<CurrencyLogo code="BTC" logoUrl="https://cdn.example/broken.png" />);
    const img = screen.getByRole('img', { name: 'BTC logo' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'BTC logo' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('B');
  });
});
