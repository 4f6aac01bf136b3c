import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedOrder, type Book, type OrderSeed } from '@mocks/state/seed';
import { SCREEN_WAIT_MS, storyPage, storyTexts } from '../../../../.storybook/story-play';
import { OrderScreen } from './order-screen';

// The order page (spec §2: /{lang}/p2p/order?orderId=…, login required) signed in as the trader, in every status
// of spec §4 for the buyer and for the seller, with the chat. Each story seeds the trader's order in its stage
// (mocks/state/seed.ts walks it there through the mock order flow, chat included) and holds the simulated
// counterparty back, so the order stays in that stage while a developer looks at it.

/** The story's order: one id for all, the mock data being fresh in every story. */
const ORDER_ID = '2606150000000001';
/** The trader buys USDT from this book's advertiser, and sells USDT to that one's. */
const BUYING: Book = 'USDT/USD/BUY';
const SELLING: Book = 'USDT/USD/SELL';
/** The counterparty's next move (pay, release) and the system's release, a day away. */
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

/** A story of the trader's order in `stage` on `book`, whose play waits for the step's heading and the chat. */
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

/** Buyer, pending payment: pay the seller within the window, then I've Paid (or cancel). */
export const BuyerPendingPayment = orderStory(BUYING, 'PENDING_PAYMENT', 'order:step.payTitle');
/** Buyer, paid (pending crypto receipt): waiting for the seller to release; proof and appeal. */
export const BuyerPendingCryptoReceipt = orderStory(BUYING, 'PAID', 'order:step.awaitReleaseTitle');
/** Buyer, pending release: the seller confirmed receipt, the system releases the crypto. */
export const BuyerPendingRelease = orderStory(BUYING, 'PENDING_RELEASE', 'order:step.releasingTitle');
/** Buyer, completed. */
export const BuyerCompleted = orderStory(BUYING, 'COMPLETED', 'order:step.completedTitle');
/** Buyer, canceled before paying. */
export const BuyerCanceled = orderStory(BUYING, 'CANCELED', 'order:step.canceledTitle');
/** Buyer, appeal: customer service is handling the order. */
export const BuyerAppeal = orderStory(BUYING, 'IN_PROCESS', 'order:step.inProcessTitle');
/** Buyer, failed: the release did not go through. */
export const BuyerFailed = orderStory(BUYING, 'FAILED', 'order:step.failedTitle');

/** Seller, pending payment: waiting for the buyer's payment. */
export const SellerPendingPayment = orderStory(SELLING, 'PENDING_PAYMENT', 'order:step.awaitPaymentTitle');
/** Seller, paid (pending fiat receipt): check the payment, then Received & Release crypto (or appeal). */
export const SellerPendingFiatReceipt = orderStory(SELLING, 'PAID', 'order:step.checkPaymentTitle');
/** Seller, pending release: receipt confirmed, the system releases the crypto. */
export const SellerPendingRelease = orderStory(SELLING, 'PENDING_RELEASE', 'order:step.releasingTitle');
/** Seller, completed. */
export const SellerCompleted = orderStory(SELLING, 'COMPLETED', 'order:step.completedTitle');
/** Seller, canceled: the buyer canceled before paying. */
export const SellerCanceled = orderStory(SELLING, 'CANCELED', 'order:step.canceledTitle');
/** Seller, appeal: customer service is handling the order. */
export const SellerAppeal = orderStory(SELLING, 'IN_PROCESS', 'order:step.inProcessTitle');
/** Seller, failed: the release did not go through. */
export const SellerFailed = orderStory(SELLING, 'FAILED', 'order:step.failedTitle');
