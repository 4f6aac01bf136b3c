import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedOrder, type Book, type OrderSeed } from '@mocks/state/seed';
import { getState } from '@mocks/state/store';
import { SCREEN_WAIT_MS, expectStoryText, storyPage, storyTexts } from '../../../../.storybook/story-play';
import { OrderScreen } from './order-screen';

// Each story seeds the trader's order in its stage (mocks/state/seed.ts) and holds the simulated counterparty back,
// so the order stays in that stage while a developer looks at it.

/** One id for all stories: the mock data is fresh in each. */
const ORDER_ID = '2606150000000001';
const BUYING: Book = 'USDT/USD/BUY';
const SELLING: Book = 'USDT/USD/SELL';
/** Holds the counterparty's next move and the system's release back a day. */
const HOLD_MS = 24 * 60 * 60_000;

const meta = {
  title: 'Screens/Order',
  component: OrderScreen,
  args: { params: { orderId: ORDER_ID } },
  parameters: {
    layout: 'padded',
    session: 'trader',
    routing: { url: `/{lang}/p2p/order?orderId=${ORDER_ID}` },
    mocks: { counterpartyDelayMs: HOLD_MS },
  },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function orderStory(book: Book, stage: OrderSeed['stage'], stepTitleKey: string): Story {
  return {
    parameters: { mocks: { seed: () => seedOrder({ orderId: ORDER_ID, book, stage }) } },
    play: (context: StoryContext) => expectOrder(context, stepTitleKey),
  };
}

async function expectOrder(context: StoryContext, stepTitleKey: string) {
  const { t } = storyTexts(context);
  const page = storyPage(context.canvasElement);
  await expect(
    await page.findByRole('heading', { level: 2, name: t(stepTitleKey) }, { timeout: SCREEN_WAIT_MS }),
  ).toBeInTheDocument();
  // The chat renders after the rest of the order; its log holds the trade's messages so far.
  const chat = await page.findByRole('log', { name: t('chat:label') }, { timeout: SCREEN_WAIT_MS });
  await waitFor(() => expect(chat.querySelectorAll('li').length).toBeGreaterThan(0), { timeout: SCREEN_WAIT_MS });
}

export const BuyerPendingPayment = orderStory(BUYING, 'PENDING_PAYMENT', 'orders:step.payTitle');
export const BuyerPendingCryptoReceipt = orderStory(BUYING, 'PAID', 'orders:step.awaitReleaseTitle');
export const BuyerPendingRelease = orderStory(BUYING, 'PENDING_RELEASE', 'orders:step.releasingTitle');
export const BuyerCompleted = orderStory(BUYING, 'COMPLETED', 'orders:step.completedTitle');
export const BuyerCanceled = orderStory(BUYING, 'CANCELED', 'orders:step.canceledTitle');
export const BuyerAppeal = orderStory(BUYING, 'IN_PROCESS', 'orders:step.inProcessTitle');
export const BuyerFailed = orderStory(BUYING, 'FAILED', 'orders:step.failedTitle');

export const SellerPendingPayment = orderStory(SELLING, 'PENDING_PAYMENT', 'orders:step.awaitPaymentTitle');
export const SellerPendingFiatReceipt = orderStory(SELLING, 'PAID', 'orders:step.checkPaymentTitle');
export const SellerPendingRelease = orderStory(SELLING, 'PENDING_RELEASE', 'orders:step.releasingTitle');
export const SellerCompleted = orderStory(SELLING, 'COMPLETED', 'orders:step.completedTitle');
export const SellerCanceled = orderStory(SELLING, 'CANCELED', 'orders:step.canceledTitle');
export const SellerAppeal = orderStory(SELLING, 'IN_PROCESS', 'orders:step.inProcessTitle');
export const SellerFailed = orderStory(SELLING, 'FAILED', 'orders:step.failedTitle');

/** A completed order on which the trader left feedback: theirs shown with Change, and the counterparty's. */
export const BuyerCompletedFeedbackLeft: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'COMPLETED' });
        const at = Date.now() - 60_000;
        getState().orders.get(ORDER_ID)!.feedbackGiven = {
          rating: 'NEGATIVE',
          comment: 'Released late, answered in the chat though.',
          createdAt: at,
          updatedAt: at,
        };
      },
    },
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const page = storyPage(context.canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('orders:feedback.yours') }, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: t('orders:feedback.change') })).toBeInTheDocument();
  },
};

/** Paid 10 minutes ago and the seller has not released: Remind seller is ready. */
export const BuyerRemindSeller: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'PAID' });
        const order = getState().orders.get(ORDER_ID)!;
        order.paidAt = Date.now() - 10 * 60_000;
        order.appealCase = true;
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.awaitReleaseTitle');
    const { t } = storyTexts(context);
    await expect(
      storyPage(context.canvasElement).getByRole('button', { name: t('orders:remind.seller') }),
    ).toBeEnabled();
  },
};

/** The buyer has paid and reminded the seller: the seller reads it on the step that asks them to release. */
export const SellerReminded: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: SELLING, stage: 'PAID' });
        getState().orders.get(ORDER_ID)!.remindersReceived = [Date.now() - 60_000];
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.checkPaymentTitle');
    await expect(storyPage(context.canvasElement).getByTestId('reminder-received')).toBeInTheDocument();
  },
};

/** Paid 2 minutes ago: Appeal counts down to the seller's 10 minutes to check the payment. */
export const BuyerAppealCountdown: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'PAID' });
        getState().orders.get(ORDER_ID)!.paidAt = Date.now() - 2 * 60_000;
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.awaitReleaseTitle');
    const { t } = storyTexts(context);
    await expect(
      storyPage(context.canvasElement).getByRole('button', { name: new RegExp(`^${t('orders:action.appeal')}`) }),
    ).toBeDisabled();
  },
};

/** Paid 15 minutes ago and nothing released: the appeal form, open. */
export const BuyerAppealForm: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'PAID' });
        const order = getState().orders.get(ORDER_ID)!;
        order.paidAt = Date.now() - 15 * 60_000;
        order.appealCase = true;
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.awaitReleaseTitle');
    const { t } = storyTexts(context);
    const page = storyPage(context.canvasElement);
    page.getByRole('button', { name: t('orders:action.appeal') }).click();
    await expect(
      await page.findByRole('dialog', { name: t('orders:appeal.formTitle') }, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
  },
};

/** Under appeal, and customer service has asked the trader for proof in the chat. */
export const BuyerAppealAwaitingResponse: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'IN_PROCESS' });
        const appeal = getState().orders.get(ORDER_ID)!.appeal!;
        appeal.state = 'AWAITING_OWNER';
        appeal.joinedAt = Date.now() - 2 * 60_000;
        appeal.askedAt = Date.now() - 60_000;
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.inProcessTitle');
    await expectStoryText(context, 'orders:appeal.state.AWAITING_YOUR_RESPONSE');
  },
};

/** Customer service decided for the buyer: the order completed through the appeal. */
export const BuyerAppealResolved: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: BUYING, stage: 'IN_PROCESS' });
        const order = getState().orders.get(ORDER_ID)!;
        Object.assign(order.appeal!, { state: 'RESOLVED_BUYER', resolvedAt: Date.now() - 60_000 });
        Object.assign(order, { stage: 'COMPLETED', closedAt: Date.now() - 60_000 });
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.completedTitle');
    await expectStoryText(context, 'orders:appeal.state.RESOLVED_BUYER');
  },
};

/** The buyer appealed the trader's sell: the trader reads who opened it, and has no Withdraw. */
export const SellerAppealByBuyer: Story = {
  parameters: {
    mocks: {
      seed: () => {
        seedOrder({ orderId: ORDER_ID, book: SELLING, stage: 'IN_PROCESS' });
        getState().orders.get(ORDER_ID)!.appeal!.openedBy = 'COUNTERPARTY';
      },
    },
  },
  play: async (context) => {
    await expectOrder(context, 'orders:step.inProcessTitle');
    const { t } = storyTexts(context);
    await expect(
      storyPage(context.canvasElement).queryByRole('button', { name: t('orders:appeal.withdraw') }),
    ).not.toBeInTheDocument();
  },
};
