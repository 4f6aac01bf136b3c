import { act, screen } from '@testing-library/react';
import { OrderSummary } from '@/features/orders/components/order-summary';
import { orderFixture } from './order-fixture';
import { renderWithProviders } from '../../support/render-with-providers';

// The step's figures. The amount is the page's largest figure; the pay-by time stands beside it
// while payment is pending; after "I've Paid" the buyer sees the wait move and the seller's usual release time.

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('a buyer who has to pay sees the amount to pay and the pay-by countdown', () => {
  renderWithProviders(
    <OrderSummary order={orderFixture('PENDING_PAYMENT', 'BUYER')} serverOffsetMs={0} onExpire={jest.fn()} />,
  );
  expect(screen.getByText('Amount to pay')).toBeInTheDocument();
  expect(screen.getByTestId('order-amount')).toHaveTextContent('100.00USD');
  expect(screen.getByText('Pay within')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('14:00');
});

it('a seller waiting for the payment sees what comes in and the buyer’s time', () => {
  renderWithProviders(
    <OrderSummary order={orderFixture('PENDING_PAYMENT', 'SELLER')} serverOffsetMs={0} onExpire={jest.fn()} />,
  );
  expect(screen.getByText('You receive')).toBeInTheDocument();
  expect(screen.getByText('The buyer must pay within')).toBeInTheDocument();
});

it('a buyer who has paid sees the waiting time tick and the seller’s usual release time', () => {
  const order = orderFixture('PENDING_CRYPTO_RECEIPT', 'BUYER', {
    paidAt: new Date(Date.now() - 65_000).toISOString(),
    counterparty: { userId: '200100', nickname: 'CryptoMaria', online: true, avgReleaseMinutes: '3.2' },
  });
  renderWithProviders(<OrderSummary order={order} serverOffsetMs={0} onExpire={jest.fn()} />);
  expect(screen.getByText('Amount paid')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getByTestId('order-waiting-elapsed')).toHaveTextContent('01:05');
  act(() => void jest.advanceTimersByTime(2_000));
  expect(screen.getByTestId('order-waiting-elapsed')).toHaveTextContent('01:07');
  expect(screen.getByText('This seller usually releases within 3 minutes.')).toBeInTheDocument();
});

it('without the seller’s release time (an older backend, contract 2.2.0 makes it optional) only the wait shows', () => {
  renderWithProviders(
    <OrderSummary order={orderFixture('PENDING_RELEASE', 'BUYER')} serverOffsetMs={0} onExpire={jest.fn()} />,
  );
  expect(screen.getByTestId('order-waiting-elapsed')).toHaveTextContent('00:30');
  expect(screen.queryByText(/usually releases/)).not.toBeInTheDocument();
});

it('the wait is counted on server time, not on a wrong device clock', () => {
  const order = orderFixture('PENDING_CRYPTO_RECEIPT', 'BUYER', {
    paidAt: new Date(Date.now() - 10_000).toISOString(),
  });
  renderWithProviders(<OrderSummary order={order} serverOffsetMs={120_000} onExpire={jest.fn()} />);
  expect(screen.getByTestId('order-waiting-elapsed')).toHaveTextContent('02:10');
});
