import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryValue } from '../../showcase/use-story-value';
import { FavoriteToggle, type FavoriteToggleProps } from './favorite-toggle';

/** The ad list's favourite pair star, labelled as the list labels it (p2p texts). */
function PairStar({ active: initial, onToggle, ...props }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const [active, setActive] = useStoryValue(initial, () => onToggle());
  const pair = t('ads:favorites.pair', { asset: 'USDT', fiat: 'EUR' });
  return (
    <FavoriteToggle
      {...props}
      active={active}
      label={active ? t('ads:favorites.remove', { pair }) : t('ads:favorites.add', { pair })}
      onToggle={() => setActive(!active)}
    />
  );
}

const meta = {
  title: 'Design system/FavoriteToggle',
  component: FavoriteToggle,
  render: (args) => <PairStar key={String(args.active)} {...args} />,
  args: { active: false, label: '', onToggle: fn(), disabled: false },
  argTypes: { label: { control: false } },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};
export const On: Story = { args: { active: true } };
export const Disabled: Story = { args: { disabled: true } };
