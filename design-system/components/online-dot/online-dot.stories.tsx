import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlineDot } from './online-dot';

const meta = {
  title: 'Design system/OnlineDot',
  component: OnlineDot,
  args: { online: true, showLabel: true },
} satisfies Meta<typeof OnlineDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const Offline: Story = { args: { online: false } };
/** The dot alone: the word is still read by screen readers. */
export const DotOnly: Story = { args: { showLabel: false } };
