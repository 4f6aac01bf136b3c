import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { OutlinedField, type OutlinedFieldProps } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

function Controlled(props: Partial<OutlinedFieldProps>) {
  const [value, setValue] = useState('');
  return <OutlinedField label="Note" {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** Class names of the parts of a field: what the theme's overrides and MUI's styles hang on. */
function partsOf(root: Element) {
  const classes = (el: Element | null) => [...(el?.classList ?? [])].filter((c) => c.startsWith('Mui')).sort();
  return {
    root: classes(root).filter((c) => c !== 'MuiTextField-root'),
    label: classes(root.querySelector('label')),
    input: classes(root.querySelector('.MuiInputBase-root')),
    outline: classes(root.querySelector('fieldset')),
    legend: root.querySelector('legend')?.textContent,
    helper: classes(root.querySelector('p')),
  };
}

describe('<OutlinedField/>', () => {
  it('is named by its label and announces its helper text', () => {
    renderWithProviders(
      <OutlinedField label="Note" helperText="At most 200 characters" value="" onChange={jest.fn()} />,
    );
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input).toHaveAccessibleDescription('At most 200 characters');
  });

  it('keeps a given id for the label and the helper text', () => {
    renderWithProviders(<OutlinedField id="note" label="Note" helperText="Optional" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('id', 'note');
    expect(screen.getByText('Optional')).toHaveAttribute('id', 'note-helper-text');
  });

  it('marks an error as invalid and announces its message', () => {
    renderWithProviders(
      <OutlinedField label="Amount" error helperText="Enter an amount" value="" onChange={jest.fn()} />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter an amount');
  });

  it('marks required and disabled fields on the input', () => {
    renderWithProviders(<OutlinedField label="Amount" required disabled value="" onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: /Amount/ });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
  });

  it('types into the input, hands its ref, native props and adornments through', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(
      <Controlled
        inputRef={ref}
        inputProps={{ inputMode: 'decimal' }}
        endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Note' });
    await user.type(input, '12');
    expect(input).toHaveValue('12');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('USDT')).toBeInTheDocument();
  });

  it('is a text area when it grows to lines: Enter types a new line and key presses reach the caller', async () => {
    const user = userEvent.setup();
    const onKeyDown = jest.fn();
    renderWithProviders(<Controlled growToLines={4} onKeyDown={onKeyDown} />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input.tagName).toBe('TEXTAREA');
    await user.type(input, 'first{Enter}second');
    expect(input).toHaveValue('first\nsecond');
    expect(onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }));
  });

  it.each([
    ['plain', {}],
    ['small, required, with an error', { size: 'small', required: true, error: true }],
    ['disabled, not full width', { disabled: true, fullWidth: false }],
  ] as const)('renders the same parts and classes as the themed outlined TextField: %s', (_name, props) => {
    const { container } = renderWithProviders(
      <>
        <TextField label="Note" helperText="Help" value="x" onChange={jest.fn()} {...props} />
        <OutlinedField label="Note" helperText="Help" value="x" onChange={jest.fn()} {...props} />
      </>,
    );
    const [textField, field] = [...container.querySelectorAll('.MuiFormControl-root')];
    expect(partsOf(field!)).toEqual(partsOf(textField!));
  });
  it('grows to a given number of lines as one plain <textarea>, keeping new lines and native props', async () => {
    const { container, user } = renderWithProviders(<Controlled growToLines={4} inputProps={{ maxLength: 1000 }} />);
    const input = screen.getByRole('textbox', { name: 'Note' });
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveValue('one\ntwo');
    expect(input).toHaveAttribute('rows', '2');
    expect(input).toHaveAttribute('maxlength', '1000');
    // No TextareaAutosize: it adds a hidden twin textarea and sets the height inline after measuring.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(input.getAttribute('style') ?? '').not.toMatch(/height/);
  });

  it('keeps its label on the border while empty when asked (shrinkLabel), as TextField with a shrunk label', () => {
    const { container } = renderWithProviders(
      <>
        <TextField label="Code" value="" onChange={jest.fn()} slotProps={{ inputLabel: { shrink: true } }} />
        <OutlinedField label="Code" value="" onChange={jest.fn()} shrinkLabel />
      </>,
    );
    const [textField, field] = [...container.querySelectorAll('.MuiFormControl-root')];
    expect(partsOf(field!)).toEqual(partsOf(textField!));
    expect(field!.querySelector('label')).toHaveAttribute('data-shrink', 'true');
  });
});
