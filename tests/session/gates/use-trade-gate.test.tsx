import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getSession, setStartupStatus } from '@/session/session-store';
import { runStartup } from '@/session/startup';
import { configureMocks } from '@mocks/handlers';
import { userStateOf } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { clearSession, renderWithProviders, seedSession } from '../../support/render-with-providers';
import { TradePage } from './trade-gate-harness';

// The prerequisite gates through the real mocks (restriction check, accept-term) and real i18n.

startMocks();
beforeEach(() => clearSession());

// hidden: an open modal hides the page behind it from the accessibility tree.
const result = () => screen.getByRole('status', { name: 'result', hidden: true });

async function openGate() {
  const { user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
  await user.click(screen.getByRole('button', { name: 'trade' }));
  return user;
}

describe('useTradeGate', () => {
  it('resolves true at once for a verified trader, with no dialog', async () => {
    seedSession('trader');
    await openGate();
    await waitFor(() => expect(result()).toHaveTextContent('true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new user the phone gate first, with every step ahead and a GO link to Account Security', async () => {
    signInClient('new-user');
    document.cookie = `authorization=${MOCK_USERS['new-user'].authorization}; path=/`;
    document.cookie = `userId=${MOCK_USERS['new-user'].userId}; path=/`;
    await runStartup({ reportStepError: jest.fn() });
    await openGate();
    const dialog = await screen.findByRole('dialog', { name: 'Complete these steps to use P2P' });
    expect(
      within(dialog).getByText('Please finish phone verification on the Account Security page.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('5 steps left:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .slice(0, 5)
        .map((li) => li.textContent),
    ).toEqual([
      'Phone verification',
      'Email verification',
      'Identity verification (KYC)',
      'Two-factor authentication',
      'P2P service agreement',
    ]);
    const go = within(dialog).getByRole('link', { name: 'GO' });
    expect(go).toHaveAttribute('href', '/en/account/security');
    expect(go).toHaveAccessibleDescription(/opens the Account Security page of your exchange account/);
  });

  it('resolves false when the dialog is cancelled', async () => {
    seedSession('trader', { info: { email: '' } });
    const user = await openGate();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Please finish email verification on the Account Security page.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result()).toHaveTextContent('false'));
  });

  it('resolves false when the trader leaves with GO, and uses the language of the URL', async () => {
    seedSession('trader', { info: { twoFactorEnabled: false } });
    const { user } = renderWithProviders(<TradePage />, { url: '/en/p2p/sell/detail/AD1' });
    await user.click(screen.getByRole('button', { name: 'trade' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please set up two-factor authentication before trading.')).toBeInTheDocument();
    // The Account Security rules come with the steps taken there.
    expect(within(dialog).getByText(/withdrawals will be suspended for 24 hours/)).toBeInTheDocument();
    const go = within(dialog).getByRole('link', { name: 'GO' });
    go.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot leave the page
    await user.click(go);
    await waitFor(() => expect(result()).toHaveTextContent('false'));
  });

  it('says when the KYC is under review rather than asking to start it', async () => {
    seedSession('institution');
    await openGate();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your identity verification \(KYC\) is under review/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/steps left/)).not.toBeInTheDocument();
  });

  it('accepts the agreement through accept-term and resolves true (the flag true)', async () => {
    seedSession('trader', { acceptTerm: false });
    userStateOf(MOCK_USERS.trader).acceptTerm = false;
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/ctc/accept-term'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const user = await openGate();
    const dialog = await screen.findByRole('dialog', { name: 'P2P Service Agreement' });
    expect(within(dialog).getByText(/holds the seller's crypto in escrow/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(within(dialog).getByText('Please accept the P2P service agreement.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(result()).toHaveTextContent('true'));
    expect(bodies).toEqual([{ acceptTerm: true }]);
    expect(getSession().tradingFeature?.acceptTerm).toBe(true);
    expect(userStateOf(MOCK_USERS.trader).acceptTerm).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed accept-term next to the button and keeps the dialog', async () => {
    seedSession('trader', { acceptTerm: false });
    server.use(
      http.post('*/api/ctc/accept-term', () =>
        HttpResponse.json({ code: 30000, message: 'acceptTerm must be true.', data: null }),
      ),
    );
    const user = await openGate();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(await within(dialog).findByText('acceptTerm must be true.')).toBeInTheDocument();
    expect(result()).toHaveTextContent('none');
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
  });

  it('stops a restricted region with its fixed text and a link home', async () => {
    seedSession('trader');
    configureMocks({ scenario: 'restricted-region' });
    const user = await openGate();
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' });
    expect(within(dialog).getByText('This product is not available in your region.')).toBeInTheDocument();
    const home = within(dialog).getByRole('link', { name: 'Back to homepage' });
    expect(home).toHaveAttribute('href', '/en');
    await user.click(home);
    await waitFor(() => expect(result()).toHaveTextContent('false'));
  });

  it('waits with a spinner while the start-up data is on its way, then judges', async () => {
    seedSession('trader');
    setStartupStatus('kyc', 'pending');
    await openGate();
    const dialog = await screen.findByRole('dialog', { name: 'Checking your account' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking your account…');
    expect(within(dialog).queryByText(/Account Security/)).not.toBeInTheDocument();
    act(() => setStartupStatus('kyc', 'success'));
    await waitFor(() => expect(result()).toHaveTextContent('true'));
  });

  it('shows a failed restriction check with a retry, never a wrong gate', async () => {
    seedSession('trader');
    server.use(
      http.get(
        '*/api/a/v1/public/restriction-check',
        () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    const user = await openGate();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('We could not check your account. Please try again.')).toBeInTheDocument();
    // The server's message says why.
    expect(within(dialog).getByText('down')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(result()).toHaveTextContent('true'));
  });

  it('asks a signed-out user to log in again and back', async () => {
    await openGate();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fen%2Fp2p%2Fbuy%2Fdetail%2FAD1',
    );
  });
});
