import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifiedBadges } from './verified-badges';

const meta = {
  title: 'Design system/VerifiedBadges',
  component: VerifiedBadges,
  args: { kyc: true, email: true, phone: true },
} satisfies Meta<typeof VerifiedBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllVerified: Story = {};
export const Mixed: Story = { args: { phone: false } };
export const NoneVerified: Story = { args: { kyc: false, email: false, phone: false } };
