import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { samplePagination } from '@ds/showcase/sample-data';
import { serverError } from '@mocks/handlers/respond';
import { seedTraderHistory } from '@mocks/state/seed';
import { SCREEN_WAIT_MS, expectStoryText, storyPage, storyTexts } from '../../../../.storybook/story-play';
import { PAGE_SIZE } from '../lib/order-query';
import { MyOrdersScreen } from './my-orders-screen';

const ORDER_LIST = '*/api/ctc/query-order-list';

const meta = {
  title: 'Screens/My orders',
  component: MyOrdersScreen,
  parameters: { layout: 'padded', session: 'trader', routing: { url: '/{lang}/p2p/order' } },
} satisfies Meta<typeof MyOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { session: 'new-user' },
  play: (context) => expectStoryText(context, 'my-orders:empty.title'),
};

/** As many orders as the style page's pagination sample, so the pagination runs to the last page. */
export const Paginated: Story = {
  parameters: { mocks: { seed: () => seedTraderHistory(samplePagination.total) } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const pagination = await storyPage(context.canvasElement).findByRole(
      'navigation',
      { name: t('ds:pagination.label') },
      { timeout: SCREEN_WAIT_MS },
    );
    const last = Math.ceil(samplePagination.total / PAGE_SIZE);
    await expect(pagination).toContainElement(
      storyPage(context.canvasElement).getByRole('button', { name: t('ds:pagination.page', { page: last }) }),
    );
  },
};

/** The orders never arrive: the skeleton shaped like the rows, announced once. */
export const Loading: Story = {
  parameters: { msw: [http.get(ORDER_LIST, () => delay('infinite'))] },
  play: (context) => expectStoryText(context, 'my-orders:loading'),
};

/** The list call fails (HTTP 500): the error in place with Retry. */
export const LoadError: Story = {
  parameters: { msw: [http.get(ORDER_LIST, () => serverError())] },
  play: (context) => expectStoryText(context, 'my-orders:loadFailed'),
};
