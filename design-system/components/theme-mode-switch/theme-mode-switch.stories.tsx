import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeModeSwitch } from './theme-mode-switch';

const meta = {
  title: 'Design system/ThemeModeSwitch',
  component: ThemeModeSwitch,
} satisfies Meta<typeof ThemeModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts in the toolbar's theme; pressing the other button switches the story's theme (and the `theme` cookie). */
export const Default: Story = {};

export const SwitchToDark: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const [light, dark] = within(canvasElement).getAllByRole('button');
    await userEvent.click(dark!);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(light).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On a phone: one round moon toggle. */
export const Phone: Story = { globals: { viewport: { value: 'w360' } } };
