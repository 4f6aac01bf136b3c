import { screen, within } from '@testing-library/react';
import { OrderStatus, type OrderRole } from '@/api/generated/models';
import { OrderStep, STEP_BY_STATUS } from '@/features/orders/steps/order-step';
import { STEPPER_BY_STATUS } from '@/features/orders/model/order-flow';
import { idleActions, orderFixture } from './order-fixture';
import { renderWithProviders } from '../../support/render-with-providers';

// Which buttons each step offers, for every OrderStatus × role (Back to P2P is on the page, outside the step, for
// everyone).

jest.mock('@/session/security-verification/use-security-verification', () => ({
  useSecurityVerification: () => ({ ask: jest.fn(), close: jest.fn(), element: null }),
}));

const PAID = "I've Paid";
const CANCEL = 'Cancel order';
const RELEASE = 'Received & Release crypto';
const APPEAL = 'Appeal';
const PROOF = 'Attach payment proof';
const COPY_ID = 'Copy order ID';

const EXPECTED: Record<OrderStatus, Record<OrderRole, string[]>> = {
  PENDING_PAYMENT: { BUYER: [PAID, CANCEL], SELLER: [] },
  PENDING_FIAT_RECEIPT: { BUYER: [PROOF, APPEAL], SELLER: [RELEASE, APPEAL] },
  PENDING_CRYPTO_RECEIPT: { BUYER: [PROOF, APPEAL], SELLER: [RELEASE, APPEAL] },
  PENDING_RELEASE: { BUYER: [], SELLER: [] },
  // The success panel: the order id to copy; its ways on are links (tested below).
  COMPLETED: { BUYER: [COPY_ID], SELLER: [COPY_ID] },
  CANCELED: { BUYER: [], SELLER: [] },
  FAILED: { BUYER: [], SELLER: [] },
  IN_PROCESS: { BUYER: [], SELLER: [] },
};

const CASES = Object.values(OrderStatus).flatMap((status) =>
  (['BUYER', 'SELLER'] as const).map((role) => [status, role] as const),
);

it('has one step and one stepper for every generated status', () => {
  expect(Object.keys(STEP_BY_STATUS).sort()).toEqual(Object.values(OrderStatus).sort());
  expect(Object.keys(STEPPER_BY_STATUS).sort()).toEqual(Object.values(OrderStatus).sort());
  expect(CASES).toHaveLength(16);
});

describe.each(CASES)('%s as %s', (status, role) => {
  it(`offers exactly: ${EXPECTED[status][role].join(', ') || 'no action'}`, async () => {
    renderWithProviders(<OrderStep order={orderFixture(status, role)} actions={idleActions()} />);
    const step = screen.getByRole('region');
    const names = within(step)
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual(EXPECTED[status][role]);
    // Every step explains itself with a heading.
    expect(within(step).getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

it('hides Cancel when the server says the order can no longer be canceled', async () => {
  renderWithProviders(
    <OrderStep order={orderFixture('PENDING_PAYMENT', 'BUYER', { cancelable: false })} actions={idleActions()} />,
  );
  expect(screen.queryByRole('button', { name: CANCEL })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: PAID })).toBeEnabled();
});

it('hides Appeal when the server says the order is not appealable', async () => {
  renderWithProviders(
    <OrderStep order={orderFixture('PENDING_FIAT_RECEIPT', 'SELLER', { appealable: false })} actions={idleActions()} />,
  );
  expect(screen.queryByRole('button', { name: APPEAL })).not.toBeInTheDocument();
});

it('counts Appeal down to the window the order states, and says when it opens', async () => {
  const opensAt = new Date(Date.now() + 4 * 60_000 + 30_000).toISOString();
  const order = orderFixture('PENDING_CRYPTO_RECEIPT', 'BUYER', {
    appealable: false,
    appeal: { opensAt, closesAt: null, current: null },
  });
  renderWithProviders(<OrderStep order={order} actions={idleActions()} />);
  const appeal = screen.getByRole('button', { name: /^Appeal/ });
  expect(appeal).toBeDisabled();
  expect(appeal).toHaveTextContent(/04:[23]\d/);
  expect(appeal).toHaveAccessibleDescription(
    /^You can appeal from .+, once the seller has had time to check your payment\.$/,
  );
});

it('offers Appeal on a canceled order to the buyer while the order allows it, saying until when', async () => {
  const now = Date.now();
  const order = orderFixture('CANCELED', 'BUYER', {
    appealable: true,
    appeal: {
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 86_000_000).toISOString(),
      current: null,
    },
  });
  renderWithProviders(<OrderStep order={order} actions={idleActions()} />);
  expect(screen.getByRole('button', { name: APPEAL })).toHaveAccessibleDescription(
    /^Paid, but the order was canceled\? You can appeal until .+\.$/,
  );
});

it('disables every action while one is being sent', async () => {
  const actions = { ...idleActions(), pending: 'PAID' as const };
  renderWithProviders(<OrderStep order={orderFixture('PENDING_PAYMENT', 'BUYER')} actions={actions} />);
  expect(screen.getByRole('button', { name: PAID })).toBeDisabled();
  expect(screen.getByRole('button', { name: CANCEL })).toBeDisabled();
});

describe.each(['BUYER', 'SELLER'] as const)('the completed order as %s', (role) => {
  it('shows what was received, the order id, and the ways on: the same advertisement again and back to P2P', () => {
    const order = orderFixture('COMPLETED', role);
    renderWithProviders(<OrderStep order={order} actions={idleActions()} />, { url: '/en/p2p/order' });
    const step = screen.getByRole('region', { name: 'Order completed' });
    expect(within(step).getByText('You received')).toBeInTheDocument();
    // The buyer's figure is the crypto after the fee; the seller's is the fiat that came in.
    expect(within(step).getByTestId('order-amount')).toHaveTextContent(role === 'BUYER' ? order.asset : order.fiat);
    // The label, then the number with its copy button beside it (they stay together when the line wraps).
    const number = within(step).getByText(order.orderId);
    expect(within(number).getByRole('button', { name: 'Copy order ID' })).toBeInTheDocument();
    expect(number.closest('p')).toHaveTextContent(`Order ID ${order.orderId}`);
    const side = order.side === 'B' ? 'buy' : 'sell';
    expect(within(step).getByRole('link', { name: 'Trade again' })).toHaveAttribute(
      'href',
      `/en/p2p/${side}/detail/${order.adNo}`,
    );
    expect(within(step).getByRole('link', { name: 'Back to P2P' })).toHaveAttribute('href', '/en/p2p');
  });
});
