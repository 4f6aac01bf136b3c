import type { Meta, StoryObj } from '@storybook/react-vite';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { sampleFiats } from '../../showcase/sample-data';
import { useStoryValue } from '../../showcase/use-story-value';
import { SelectField, type SelectFieldProps } from './select-field';

const fiatCodes = sampleFiats.map(({ code }) => code);

function SelectStory({ value: initial, onChange, showEmpty, ...props }: Omit<SelectFieldProps, 'children'>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [value, change] = useStoryValue(initial, onChange);
  return (
    <SelectField
      {...props}
      showEmpty={showEmpty}
      label={t('currency.fiat')}
      helperText={props.error ? t('validation:required') : props.helperText}
      value={value}
      onChange={change}
    >
      {showEmpty && <MenuItem value="">{t('my-orders:filters.all')}</MenuItem>}
      {sampleFiats.map(({ code, name }) => (
        <MenuItem key={code} value={code}>
          {`${code} · ${name ?? code}`}
        </MenuItem>
      ))}
    </SelectField>
  );
}

const meta = {
  title: 'Design system/SelectField',
  component: SelectStory,
  render: (args) => <SelectStory key={args.value} {...args} />,
  args: {
    label: '',
    value: 'USD',
    onChange: fn(),
    size: 'medium',
    showEmpty: false,
    error: false,
    disabled: false,
    required: false,
  },
  argTypes: {
    value: { control: 'select', options: ['', ...fiatCodes] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    label: { control: false },
    helperText: { control: false },
  },
} satisfies Meta<typeof SelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
/** An empty value that is a choice of its own, as My orders' filters: 'All' is shown, the label stays above it. */
export const WithAllChoice: Story = { args: { value: '', showEmpty: true } };
export const WithError: Story = { args: { value: '', error: true, required: true } };
export const Disabled: Story = { args: { disabled: true } };
/** A choice from the menu becomes the field's value and is handed to onChange. */
export const ChoosesFromTheMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: new RegExp(`^${fiatCodes[1]!}`) }));
    await expect(args.onChange).toHaveBeenCalledWith(fiatCodes[1]);
    await expect(canvas.getByRole('combobox')).toHaveTextContent(fiatCodes[1]!);
  },
};
