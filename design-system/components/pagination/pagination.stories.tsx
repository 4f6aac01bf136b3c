import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePagination } from '../../showcase/sample-data';
import { useStoryValue } from '../../showcase/use-story-value';
import { Pagination, type PaginationProps } from './pagination';

function PaginationStory({ page: initial, onChange, ...props }: PaginationProps) {
  const [page, change] = useStoryValue(initial, onChange);
  return <Pagination {...props} page={page} onChange={change} />;
}

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  render: (args) => <PaginationStory key={args.page} {...args} />,
  args: {
    page: 1,
    total: samplePagination.total,
    pageSize: samplePagination.pageSize,
    onChange: fn(),
    disabled: false,
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    pageSize: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten pages of 10. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    // The last button goes to the next page.
    await userEvent.click(buttons.at(-1)!);
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};
export const MiddlePage: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 10 } };
/** One page of records: no pagination at all. */
export const SinglePage: Story = { args: { total: 7 } };
export const Disabled: Story = { args: { page: 3, disabled: true } };
