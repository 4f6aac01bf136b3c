import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ORDER_STATUSES } from './order-status';
import { StatusChip } from './status-chip';

const meta = {
  title: 'Design system/StatusChip',
  component: StatusChip,
  args: { status: 'PENDING_PAYMENT', size: 'small' },
  argTypes: {
    status: { control: 'select', options: ORDER_STATUSES },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneStatus: Story = {};

/** Every order status, in its tone. */
export const EveryStatus: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {ORDER_STATUSES.map((status) => (
        <StatusChip key={status} {...args} status={status} />
      ))}
    </Box>
  ),
};

/** A status the app does not know yet (a newer backend): shown as sent, in grey. */
export const UnknownStatus: Story = {
  args: { status: 'ON_HOLD' as never },
};
