import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getAdvertiserProfile } from '@/api/generated/endpoints/advertisers/advertisers';
import { seedOrder } from '@mocks/state/seed';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';

// Feedback after a trade on the order page and in My orders (docs/product-rules.md §17).

startMocks();
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

const ORDER_ID = '2611280000000001';
const openOrder = (hash = '') =>
  renderWithProviders(appRouteTable(), { url: `/en/p2p/order?orderId=${ORDER_ID}${hash}`, session: 'trader' });

async function feedbackSection() {
  return within(await screen.findByRole('region', { name: /^How was your trade with |^Feedback$/ }));
}

it('invites feedback on a completed order, says what is missing, saves it and counts it on the profile', async () => {
  seedOrder({ orderId: ORDER_ID, book: 'USDT/USD/BUY', stage: 'COMPLETED' });
  const { user } = openOrder();
  const section = await feedbackSection();
  const name = (await screen.findAllByRole('link', { name: /\S/ })).find((a) =>
    a.getAttribute('href')?.includes('/p2p/advertiser/'),
  )!.textContent!;
  expect(section.getByRole('heading', { name: `How was your trade with ${name}?` })).toBeInTheDocument();
  // The counterparty's own feedback on the trader, left a minute after completion.
  expect(section.getByRole('heading', { name: `Feedback from ${name}` })).toBeInTheDocument();

  const comment = section.getByRole('textbox', { name: 'Comment (optional)' });
  await user.type(comment, 'Released <b>late</b>');
  await user.click(section.getByRole('button', { name: 'Submit feedback' }));
  expect(await section.findByRole('alert')).toHaveTextContent('Choose positive or negative.');
  expect(comment).toHaveValue('Released <b>late</b>');

  signInClient('trader');
  const userId = (await screen.findAllByRole('link', { name }))[0]!.getAttribute('href')!.split('/').pop()!;
  const before = await getAdvertiserProfile({ userId });
  await user.click(section.getByRole('button', { name: 'Negative' }));
  await user.click(section.getByRole('button', { name: 'Submit feedback' }));
  const yours = await section.findByRole('heading', { name: 'Your feedback' });
  expect(yours.parentElement).toHaveTextContent('Negative');
  expect(section.getByText('Released <b>late</b>')).toBeInTheDocument();
  expect(section.getByText(/^You can change it until /)).toBeInTheDocument();
  expect((await getAdvertiserProfile({ userId })).feedback.negative).toBe(before.feedback.negative + 1);

  // Changed in place, prefilled with what was left.
  await user.click(section.getByRole('button', { name: 'Change' }));
  expect(section.getByRole('button', { name: 'Negative' })).toHaveAttribute('aria-pressed', 'true');
  expect(section.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Released <b>late</b>');
  await user.click(section.getByRole('button', { name: 'Positive' }));
  await user.click(section.getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(section.getByRole('heading', { name: 'Your feedback' }).parentElement).toHaveTextContent('Positive'),
  );
});

it('a failed save keeps what was typed and says why; a closed window says it can no longer change', async () => {
  seedOrder({ orderId: ORDER_ID, book: 'USDT/USD/BUY', stage: 'COMPLETED' });
  let answer: 'down' | 'closed' = 'down';
  server.use(
    http.post('*/api/ctc/save-order-feedback', () =>
      answer === 'down'
        ? HttpResponse.json({ code: 500, message: 'down' }, { status: 500 })
        : HttpResponse.json({ code: 30014, message: 'closed', data: null }),
    ),
  );
  const { user } = openOrder();
  const section = await feedbackSection();
  await user.click(await section.findByRole('button', { name: 'Positive' }));
  await user.type(section.getByRole('textbox', { name: 'Comment (optional)' }), 'Quick');
  await user.click(section.getByRole('button', { name: 'Submit feedback' }));
  expect(await section.findByText('Your feedback could not be saved.', { exact: false })).toBeInTheDocument();
  expect(section.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Quick');
  expect(section.getByRole('button', { name: 'Positive' })).toHaveAttribute('aria-pressed', 'true');

  answer = 'closed';
  await user.click(section.getByRole('button', { name: 'Submit feedback' }));
  expect(await section.findByText('Feedback can no longer be left or changed on this order.')).toBeInTheDocument();
});

it('My orders marks a completed order without feedback, and the mark leads to its feedback', async () => {
  seedOrder({ orderId: ORDER_ID, book: 'USDT/USD/BUY', stage: 'COMPLETED' });
  const { user, router } = renderWithProviders(appRouteTable(), { url: '/en/p2p/order', session: 'trader' });
  const mark = await screen.findByRole('link', { name: `Leave feedback on order ${ORDER_ID}` });
  expect(mark).toHaveAttribute('href', `/en/p2p/order?orderId=${ORDER_ID}#order-feedback`);
  // Only completed orders can be marked.
  for (const link of screen.getAllByRole('link', { name: /^Leave feedback on order / }))
    expect(link.closest('tr, li, [role="listitem"], .MuiPaper-root')).toHaveTextContent('Completed');
  await user.click(mark);
  expect(router.state.location.hash).toBe('#order-feedback');
  expect(
    await screen.findByRole('heading', { name: /^How was your trade with / }, { timeout: 5000 }),
  ).toBeInTheDocument();
});
