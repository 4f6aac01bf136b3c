import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingIcon } from './rating-icon';

const meta = {
  title: 'Design system/RatingIcon',
  component: RatingIcon,
  args: { positive: true },
} satisfies Meta<typeof RatingIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, which read the word beside it. */
export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('data-rating', 'positive');
  },
};

export const Negative: Story = {
  args: { positive: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('data-rating', 'negative');
  },
};
