import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeSelectField, type NativeSelectFieldProps } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

const options = [
  { value: '', label: 'All payment methods' },
  { value: 'WISE', label: 'Wise' },
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
];

function Controlled({ onValue, ...props }: Partial<NativeSelectFieldProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NativeSelectField
      label="Payment method"
      options={options}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('<NativeSelectField/>', () => {
  it('is a combobox named by its label, showing the chosen option', () => {
    renderWithProviders(
      <NativeSelectField label="Payment method" options={options} value="WISE" onChange={jest.fn()} />,
    );
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('WISE');
    expect(within(select).getByRole('option', { name: 'Wise' })).toHaveProperty('selected', true);
    expect(within(select).getAllByRole('option')).toHaveLength(3);
  });

  it('hands the chosen value to onChange', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    await user.selectOptions(select, 'Bank transfer');
    expect(onValue).toHaveBeenLastCalledWith('BANK_TRANSFER');
    expect(select).toHaveValue('BANK_TRANSFER');
    await user.selectOptions(select, 'All payment methods');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('keeps the label up even on the empty option, which a native select always shows', () => {
    renderWithProviders(<Controlled />);
    expect(screen.getByText('Payment method', { selector: 'label' })).toHaveAttribute('data-shrink', 'true');
  });

  it('announces its helper text and an error', () => {
    renderWithProviders(<Controlled error helperText="Choose a payment method" />);
    const select = screen.getByRole('combobox', { name: 'Payment method' });
    expect(select).toHaveAccessibleDescription('Choose a payment method');
    expect(select.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
  });

  it('marks required and disabled selects', () => {
    renderWithProviders(<Controlled required disabled />);
    const select = screen.getByRole('combobox', { name: /Payment method/ });
    expect(select).toBeRequired();
    expect(select).toBeDisabled();
  });

  it('marks each option with its own language', () => {
    const languages = [
      { value: 'en', label: 'English', lang: 'en-US' },
      { value: 'de', label: 'Deutsch', lang: 'de-DE' },
    ];
    renderWithProviders(<NativeSelectField label="Language" options={languages} value="en" onChange={jest.fn()} />);
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');
  });
});
