import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ListFilters } from '../list-filters';
import { ListOptions, type ListOptionsProps } from './list-options';

/**
 * The filter bar's "Filter and sort" button and its panel, holding its own choices as the URL would; the box stands
 * for the filter bar the panel unfolds against.
 */
function Options({ onChange, ...initial }: ListOptionsProps) {
  const [state, setState] = useState(initial);
  return (
    <Box sx={{ position: 'relative', minHeight: 380 }}>
      <ListOptions
        {...state}
        onChange={(patch: Partial<ListFilters>) => {
          onChange(patch);
          setState((s) => ({ ...s, ...patch }));
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Screens/Ad list/Filter and sort',
  component: ListOptions,
  render: (args) => <Options {...args} />,
  args: { side: 'buy', sort: '', online: false, verified: false, mine: false, signedIn: true, onChange: fn() },
} satisfies Meta<typeof ListOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on: the button has no count; the panel turns "online only" on, and the count says so. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    const panel = await canvas.findByRole('region');
    const toggles = within(panel).getAllByRole('button', { pressed: false });
    await userEvent.click(toggles[0]!);
    // The toggle shows the choice at once; the list hears of it once that frame is drawn.
    await expect(within(panel).getAllByRole('button', { pressed: true })).toHaveLength(1);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ online: true }));
    await expect(canvas.getByRole('button', { expanded: true })).toHaveAccessibleName(/1/);
  },
};

/** Sorted by trades, online and verified only: the button counts three. */
export const SortedAndNarrowed: Story = {
  args: { sort: 'TRADES_DESC', online: true, verified: true },
  play: async ({ canvasElement, loaded }) => {
    const { t } = (loaded as { i18n: I18n }).i18n;
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      t('ads:list.optionsActive', { count: 3 }),
    );
  },
};

/** Signed out: no "my payment methods". */
export const SignedOut: Story = { args: { signedIn: false } };
