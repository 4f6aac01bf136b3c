import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AmountInput, RhfAmountField, RhfTextField, type AmountInputProps } from '@ds';
import { loadTexts, renderWithProviders } from '../support/render-with-providers';

function Harness({
  initial = '',
  onValue,
  ...props
}: Partial<AmountInputProps> & { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Amount"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Amount' });

describe('<AmountInput/>', () => {
  it('accepts typed decimals and hands over strings', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Harness onValue={onValue} maxDecimals={8} />);
    await user.type(input(), '12.34');
    expect(input()).toHaveValue('12.34');
    expect(onValue).toHaveBeenLastCalledWith('12.34');
    expect(onValue.mock.calls.every(([v]) => typeof v === 'string')).toBe(true);
  });

  it('rejects letters and signs', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), '1a-b2');
    expect(input()).toHaveValue('12');
  });

  it('reads a lone comma as the decimal separator where it cannot group thousands, keeping the text', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} />);
    await user.type(input(), '12,5');
    expect(input()).toHaveValue('12,5');
    expect(onValue).toHaveBeenLastCalledWith('12.5');
  });

  it('says so when more decimals are typed than the asset takes, keeps them, and hands over nothing', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} asset="USDT" />);
    await user.type(input(), '1.2345');
    expect(input()).toHaveValue('1.2345');
    expect(input()).toHaveAccessibleDescription('Use at most 2 decimal places.');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it.each([
    ['1,234.56', '1234.56'],
    [' 12.3 ', '12.3'],
    ['.5', '0.5'],
    ['1.234,5', '1234.5'],
    ['1.23456', ''],
  ])('reads pasted %j as %j', async (pasted, expected) => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} maxDecimals={2} />);
    await user.click(input());
    await user.paste(pasted);
    // An unreadable paste hands the form nothing: the empty field's value does not change.
    if (expected) expect(onValue).toHaveBeenLastCalledWith(expected);
    else expect(onValue).not.toHaveBeenCalled();
    expect(input()).toHaveValue(pasted.trim());
    expect(input()).toHaveAttribute('aria-invalid', String(expected === ''));
  });

  it.each([
    ['1,234', '1234'],
    ['1,234,567', '1234567'],
    ['1.234', ''],
    ['12.9', ''],
  ])('reads pasted %j into a yen amount (no decimals) as %j, never cutting decimals off', async (pasted, expected) => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Harness onValue={onValue} asset="JPY" />);
    await user.click(input());
    await user.paste(pasted);
    if (expected) expect(onValue).toHaveBeenLastCalledWith(expected);
    else expect(input()).toHaveAccessibleDescription('Enter a whole amount, without decimals.');
    if (!expected) expect(onValue).not.toHaveBeenCalled();
  });

  it('ignores pasted text that is not an amount', async () => {
    const { user } = renderWithProviders(<Harness initial="5" />);
    await user.click(input());
    await user.paste('abc');
    expect(input()).toHaveValue('5');
  });

  it('shows the asset code and a Max button that fills the maximum, rounded down', async () => {
    const { user } = renderWithProviders(<Harness asset="BTC" max="0.123456789" />);
    expect(screen.getByText('BTC')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input()).toHaveValue('0.12345678');
  });

  it('has no Max button without a max', () => {
    renderWithProviders(<Harness asset="USDT" />);
    expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
  });

  it('opens the decimal keyboard on phones and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<AmountInput label="Amount" value="" onChange={() => undefined} ref={ref} />);
    expect(ref.current).toBe(input());
    expect(input()).toHaveAttribute('inputmode', 'decimal');
  });
});

interface FormValues {
  amount: string;
  note: string;
}

function Form({ onSubmit }: { onSubmit: (v: FormValues) => void }) {
  const { control, handleSubmit, setError } = useForm<FormValues>({ defaultValues: { amount: '', note: '' } });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <RhfAmountField control={control} name="amount" label="Amount" asset="USDT" />
      <RhfTextField control={control} name="note" label="Note" />
      <button type="button" onClick={() => setError('amount', { message: 'ds:state.error' })}>
        fail
      </button>
      <button type="button" onClick={() => setError('note', { message: 'Too long' })}>
        fail note
      </button>
      <button type="submit">submit</button>
    </form>
  );
}

describe("<AmountInput/> in the user's language", () => {
  it.each([
    ['de', '299.7', '299.7', '299,7'],
    ['de', '1.000', '1000', '1.000'],
    ['de', '2.500,75', '2500.75', '2.500,75'],
    ['ru', '1234,56', '1234.56', '1\u00a0234,56'],
    ['en', '1234.56', '1234.56', '1,234.56'],
  ] as const)(
    '%s reads typed %j as %j and writes it %j when the field is left',
    async (lang, typed, canonical, shown) => {
      const user = userEvent.setup();
      const onValue = jest.fn();
      renderWithProviders(<Harness onValue={onValue} maxDecimals={2} />, {
        url: `/${lang}`,
        i18n: await loadTexts(lang),
      });
      await user.type(input(), typed);
      expect(input()).toHaveValue(typed);
      expect(onValue).toHaveBeenLastCalledWith(canonical);
      await user.tab();
      expect((input() as HTMLInputElement).value.replace(/\u202f/g, '\u00a0')).toBe(shown);
    },
  );

  it('shows a value set from outside with the decimal comma in de', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="299.70" maxDecimals={2} />, { url: '/de', i18n: await loadTexts('de') });
    expect(input()).toHaveValue('299,70');
    await user.clear(input());
    await user.type(input(), '12,5');
    expect(input()).toHaveValue('12,5');
  });
});

describe('react-hook-form adapters', () => {
  it('RhfAmountField and RhfTextField submit string values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<Form onSubmit={onSubmit} />);
    await user.type(input(), '1,5');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'hi');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: '1.5', note: 'hi' }, expect.anything());
  });

  it('shows an error message given as an i18n key, translated, or as plain text', async () => {
    const { user } = renderWithProviders(<Form onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByText('The request failed. Please try again.')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'fail note' }));
    expect(screen.getByText('Too long')).toBeInTheDocument();
  });
});
