import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SelectField, type SelectFieldProps } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

const OPTIONS = [
  ['', 'All'],
  ['BANK', 'Bank transfer'],
  ['WISE', 'Wise'],
] as const;

const items = () =>
  OPTIONS.map(([value, label]) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  ));

function Controlled(props: Partial<SelectFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <SelectField label="Payment method" {...props} value={value} onChange={setValue}>
      {items()}
    </SelectField>
  );
}

/** Class names of the parts of a field: what the theme's overrides and MUI's styles hang on. */
function partsOf(root: Element) {
  const classes = (el: Element | null) => [...(el?.classList ?? [])].filter((c) => c.startsWith('Mui')).sort();
  return {
    root: classes(root).filter((c) => c !== 'MuiTextField-root'),
    label: classes(root.querySelector('.MuiInputLabel-root')),
    labelTag: root.querySelector('.MuiInputLabel-root')?.tagName,
    input: classes(root.querySelector('.MuiInputBase-root')),
    select: classes(root.querySelector('[role="combobox"]')),
    outline: classes(root.querySelector('fieldset')),
    legend: root.querySelector('legend')?.textContent,
    helper: classes(root.querySelector('p')),
  };
}

describe('<SelectField/>', () => {
  it('is a combobox named by its label; a choice from its menu becomes its value', async () => {
    const { user } = renderWithProviders(<Controlled showEmpty />);
    const select = screen.getByRole('combobox', { name: /Payment method/ });
    expect(select).toHaveTextContent('All');
    await user.click(select);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Wise' }));
    expect(screen.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('Wise');
  });

  it('announces its error message and marks it invalid', () => {
    renderWithProviders(
      <SelectField label="Payment method" value="" onChange={jest.fn()} error required helperText="Choose one">
        {items()}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: /Payment method/ });
    expect(select).toHaveAccessibleDescription('Choose one');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['plain', {}, {}],
    [
      'showing the empty choice',
      { showEmpty: true },
      { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } },
    ],
    [
      'small, required, with an error',
      { size: 'small', required: true, error: true },
      { size: 'small', required: true, error: true },
    ],
    ['disabled', { disabled: true }, { disabled: true }],
  ] as const)(
    'renders the same parts and classes as the themed TextField select: %s',
    (_name, props, textFieldProps) => {
      const { container } = renderWithProviders(
        <>
          <TextField select label="Method" helperText="Help" value="" onChange={jest.fn()} {...textFieldProps}>
            {items()}
          </TextField>
          <SelectField label="Method" helperText="Help" value="" onChange={jest.fn()} {...props}>
            {items()}
          </SelectField>
        </>,
      );
      const [textField, field] = [...container.querySelectorAll('.MuiFormControl-root')];
      expect(partsOf(field!)).toEqual(partsOf(textField!));
    },
  );
});
