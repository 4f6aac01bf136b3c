import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from './fact-list';

const meta = {
  title: 'Design system/FactList',
  component: FactList,
  args: {
    facts: [
      { label: 'Total trades', value: '1,842' },
      { label: 'Completion rate', value: '98.76 %' },
      { label: 'Average release time', value: '2.4 min' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each value follows its label in a description list, so a screen reader reads them together. */
export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['1,842', '98.76 %', '2.4 min']);
  },
};

/** A long value (another user's text) wraps inside its column instead of widening the page. */
export const LongValue: Story = {
  args: { facts: [{ label: 'Nickname', value: 'A'.repeat(80) }] },
};
