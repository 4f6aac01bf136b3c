import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { useStoryValue } from '../../showcase/use-story-value';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

function OutlinedFieldStory({ value: initial, onChange, helperText, ...field }: OutlinedFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useStoryValue(initial ?? '');
  return (
    <OutlinedField
      {...field}
      label={t('common:action.search')}
      value={value}
      helperText={helperText ?? (field.error ? t('validation:required') : undefined)}
      onChange={(event) => {
        setValue(event.target.value);
        onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Design system/OutlinedField',
  component: OutlinedField,
  render: (args) => <OutlinedFieldStory key={String(args.value)} {...args} />,
  args: { value: '', onChange: fn(), size: 'medium', error: false, required: false, disabled: false, fullWidth: true },
  argTypes: {
    value: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    growToLines: { control: { type: 'number', min: 1, max: 10 } },
    label: { control: false },
    helperText: { control: false },
  },
} satisfies Meta<typeof OutlinedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '20260101-000123' } };
/** A required field left empty: the form's message under it, announced with it. */
export const WithError: Story = { args: { error: true, required: true } };
export const Disabled: Story = { args: { value: '20260101-000123', disabled: true } };
export const Small: Story = { args: { size: 'small' } };
/** A text area that grows to 4 lines, then scrolls (the chat composer). */
export const GrowingText: Story = { args: { growToLines: 4 } };
