import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOrderId } from '../../showcase/sample-data';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Design system/CopyButton',
  component: CopyButton,
  // A copy function of the story's own: the page's clipboard is not the story's to write.
  args: { text: sampleOrderId, writeText: fn(() => Promise.resolve()), feedbackMs: 2000 },
  argTypes: {
    text: { control: 'text' },
    feedbackMs: { control: { type: 'number', step: 500 } },
    label: { control: false },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.writeText).toHaveBeenCalledWith(sampleOrderId);
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

/** The clipboard refused: the failure in the error colour. */
export const CopyFailed: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};
