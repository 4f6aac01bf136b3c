import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { sampleFiats } from '../../showcase/sample-data';
import { useStoryValue } from '../../showcase/use-story-value';
import { NativeSelectField, type NativeSelectFieldProps } from './native-select-field';

const fiatOptions = sampleFiats.map(({ code, name }) => ({ value: code, label: `${code} · ${name ?? code}` }));

function NativeSelectStory({ value: initial, onChange, ...props }: NativeSelectFieldProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [value, change] = useStoryValue(initial, onChange);
  return (
    <NativeSelectField
      {...props}
      label={t('currency.fiat')}
      helperText={props.error ? t('validation:required') : props.helperText}
      value={value}
      onChange={change}
    />
  );
}

const meta = {
  title: 'Design system/NativeSelectField',
  component: NativeSelectField,
  render: (args) => <NativeSelectStory key={args.value} {...args} />,
  args: {
    label: '',
    value: 'USD',
    options: fiatOptions,
    onChange: fn(),
    size: 'medium',
    error: false,
    disabled: false,
    required: false,
  },
  argTypes: {
    value: { control: 'select', options: fiatOptions.map((option) => option.value) },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    label: { control: false },
    helperText: { control: false },
  },
} satisfies Meta<typeof NativeSelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const WithError: Story = {
  args: { value: '', options: [{ value: '', label: '—' }, ...fiatOptions], error: true, required: true },
};
export const Disabled: Story = { args: { disabled: true } };
