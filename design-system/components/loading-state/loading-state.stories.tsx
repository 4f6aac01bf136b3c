import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './loading-state';

const meta = {
  title: 'Design system/LoadingState',
  component: LoadingState,
  args: { variant: 'skeleton', rows: 3, rowHeight: 48 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['skeleton', 'spinner'] },
    rows: { control: { type: 'number', min: 1, max: 20 } },
    rowHeight: { control: 'object' },
    label: { control: false },
  },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Skeleton: Story = {};
export const Spinner: Story = { args: { variant: 'spinner' } };
/** The ad list's rows: 150 px cards below 900 px, 67 px table lines above (switch the viewport). */
export const ListRows: Story = { args: { rows: 5, rowHeight: { xs: 150, md: 67 } } };
