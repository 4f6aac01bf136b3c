import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useKycPrompt } from '@/session/gates';
import { renderWithProviders } from '../support/render-with-providers';

// depositNeedKyc leads to the KYC prompt (the gate's KYC step) before Deposit, and the prompt
// goes away by itself once KYC is no longer needed (e.g. the native app's KYC answered approved).
function DepositHost() {
  const [needed, setNeeded] = useState(true);
  const kyc = useKycPrompt(needed);
  return (
    <>
      <button type="button" onClick={kyc.prompt}>
        deposit
      </button>
      <button type="button" onClick={() => setNeeded(false)}>
        kyc approved
      </button>
      <button type="button" onClick={() => setNeeded(true)}>
        kyc needed again
      </button>
      {kyc.element}
    </>
  );
}

it('opens the KYC step with its GO button, and closes once KYC is no longer needed', async () => {
  renderWithProviders(<DepositHost />, { url: '/en/p2p/sell/detail/AD1', session: 'new-user' });
  expect(screen.queryByRole('dialog')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Please finish identity verification (KYC) on the Account Security page.');
  expect(screen.getByRole('link', { name: 'GO' })).toHaveAttribute('href', '/en/account/security');

  fireEvent.click(screen.getByRole('button', { name: 'kyc approved', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // It does not come back on its own when the check changes again: only the next Deposit asks.
  fireEvent.click(screen.getByRole('button', { name: 'kyc needed again' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes with Cancel and opens again on the next Deposit', async () => {
  renderWithProviders(<DepositHost />, { url: '/en/p2p/sell/detail/AD1', session: 'new-user' });
  fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'deposit' }));
  expect(await screen.findByRole('dialog')).toBeVisible();
});
