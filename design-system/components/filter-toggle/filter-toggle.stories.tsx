import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryValue } from '../../showcase/use-story-value';
import { FilterToggle, type FilterToggleProps } from './filter-toggle';

/** The ad list's "Online only", labelled as the list labels it (ads texts). */
function OnlineOnly({ active: initial, onToggle, ...props }: FilterToggleProps) {
  const { t } = useTranslation();
  const [active, setActive] = useStoryValue(initial, () => onToggle());
  return (
    <FilterToggle {...props} active={active} label={t('ads:list.onlineOnly')} onToggle={() => setActive(!active)} />
  );
}

const meta = {
  title: 'Design system/FilterToggle',
  component: FilterToggle,
  render: (args) => <OnlineOnly key={String(args.active)} {...args} />,
  args: { active: false, label: '', onToggle: fn(), disabled: false },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof FilterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const On: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Disabled: Story = { args: { disabled: true } };
