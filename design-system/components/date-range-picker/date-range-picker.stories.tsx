import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useStoryValue } from '../../showcase/use-story-value';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

function DateRangeStory({ value: initial, onChange, ...props }: DateRangePickerProps) {
  const [value, change] = useStoryValue(initial, onChange);
  return <DateRangePicker {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <DateRangeStory key={JSON.stringify(args.value)} {...args} />,
  args: { value: {}, onChange: fn(), disabled: false },
  argTypes: {
    value: { control: 'object' },
    min: { control: 'text' },
    max: { control: 'text' },
    fromLabel: { control: false },
    toLabel: { control: false },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Range: Story = { args: { value: { from: '2026-01-01', to: '2026-01-31' } } };
/** The start after the end: the message under the end date. */
export const Invalid: Story = { args: { value: { from: '2026-02-01', to: '2026-01-01' } } };
export const Limited: Story = { args: { min: '2025-12-01', max: '2026-01-31' } };
export const Disabled: Story = { args: { value: { from: '2026-01-01' }, disabled: true } };
