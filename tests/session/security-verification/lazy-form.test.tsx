import { screen, within } from '@testing-library/react';
import { startMocks } from '../../mocks/mock-harness';
import { clearSession, renderWithProviders, seedSession } from '../../support/render-with-providers';
import { VerifyPage } from './verification-harness';

// The verification form is its own chunk, loaded when the dialog opens. A failed load (offline, a new
// deploy) is said inside the dialog with a Retry; the page behind it stays.

let mockFailedLoads = 0;
jest.mock('@/session/security-verification/verification-form', () => {
  if (mockFailedLoads === 0) {
    mockFailedLoads += 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return jest.requireActual('@/session/security-verification/verification-form');
});

startMocks();
beforeEach(() => clearSession());

it('a form that fails to load says so in the dialog, keeps the page, and Retry loads it', async () => {
  seedSession('trader');
  const { user } = renderWithProviders(<VerifyPage />, { url: '/en/p2p/buy/detail/AD1' });
  await user.click(screen.getByRole('button', { name: 'verify' }));
  const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
  expect(await within(dialog).findByText('The request failed. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'verify', hidden: true })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('textbox', { name: 'SMS verification code' })).toBeInTheDocument();
  expect(mockFailedLoads).toBe(1);
});
