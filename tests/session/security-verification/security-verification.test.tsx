import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CodeScene } from '@/api/generated/models';
import { server, startMocks } from '../../mocks/mock-harness';
import { clearSession, renderWithProviders, seedSession } from '../../support/render-with-providers';
import { VerifyPage } from './verification-harness';

// The security verification dialog with real i18n and the real send-code mock (resend after 60 s).

startMocks();
beforeEach(() => clearSession());

// hidden: an open modal hides the page behind it from the accessibility tree.
const result = () => screen.getByRole('status', { name: 'result', hidden: true });
const group = (name: string) => screen.getByRole('group', { name });

async function openDialog(scene: CodeScene = 'CREATE_ORDER') {
  const { user } = renderWithProviders(<VerifyPage scene={scene} />, { url: '/en/p2p/buy/detail/AD1' });
  await user.click(screen.getByRole('button', { name: 'verify' }));
  const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
  // The form is its own chunk, loaded when the dialog first opens: wait for it.
  await within(dialog).findByRole('button', { name: 'Cancel' });
  return { user, dialog };
}

describe('useSecurityVerification', () => {
  it('asks a trader for the SMS, email and authenticator codes of the scene', async () => {
    seedSession('trader');
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Enter the verification codes to place this order.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'SMS verification code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email verification code' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Authenticator app code' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Send code' })).toHaveLength(2);
  });

  it('says what is wrong with each code and keeps what was typed', async () => {
    seedSession('trader');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findAllByText('The field cannot be left blank.')).toHaveLength(3);

    const sms = within(dialog).getByRole('textbox', { name: 'SMS verification code' });
    const email = within(dialog).getByRole('textbox', { name: 'Email verification code' });
    const google = within(dialog).getByRole('textbox', { name: 'Authenticator app code' });
    await user.type(sms, '12345');
    await user.type(email, '12a456');
    await user.type(google, '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getAllByText('Invalid code format. Please try again.')).toHaveLength(3));
    expect(sms).toHaveValue('12345');
    expect(email).toHaveValue('12a456');
    expect(result()).toHaveTextContent('none');

    await user.clear(sms);
    await user.type(sms, '111111');
    await user.clear(email);
    await user.type(email, '222222');
    await user.clear(google);
    await user.type(google, '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        JSON.stringify({ smsCode: '111111', emailCode: '222222', googleCode: '333333' }),
      ),
    );
  });

  it('resolves null when cancelled', async () => {
    seedSession('trader');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result()).toHaveTextContent('null'));
  });

  it('sends an SMS code for the scene and starts the resend countdown from the answer', async () => {
    seedSession('trader');
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/ctc/send-code'))
        void request
          .clone()
          .json()
          .then((b) => sent.push(b));
    });
    const { user } = await openDialog('RELEASE');
    await user.click(within(group('SMS verification code')).getByRole('button', { name: 'Send code' }));
    expect(await within(group('SMS verification code')).findByText('Code sent to +1 415****672.')).toBeInTheDocument();
    const resend = within(group('SMS verification code')).getByRole('button', { name: /^Resend in (60|59) s$/ });
    expect(resend).toBeDisabled();
    expect(sent).toEqual([{ type: 'SMS', scene: 'RELEASE' }]);
    // The email channel has its own button and countdown.
    expect(within(group('Email verification code')).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('offers Resend once the countdown is over', async () => {
    seedSession('trader');
    server.use(
      http.post('*/api/ctc/send-code', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { resendAfterSeconds: 1, expiresInSeconds: 300, maskedTarget: 'al***an@example.com' },
        }),
      ),
    );
    const { user } = await openDialog();
    await user.click(within(group('Email verification code')).getByRole('button', { name: 'Send code' }));
    expect(
      await within(group('Email verification code')).findByRole('button', { name: 'Resend in 1 s' }),
    ).toBeDisabled();
    expect(
      await within(group('Email verification code')).findByRole('button', { name: 'Resend code' }, { timeout: 3000 }),
    ).toBeEnabled();
  });

  it('shows a refused send next to its field', async () => {
    seedSession('trader');
    server.use(
      http.post('*/api/ctc/send-code', () =>
        HttpResponse.json({ code: 30011, message: 'Verification code requested too often. Please wait.', data: null }),
      ),
    );
    const { user } = await openDialog();
    await user.click(within(group('SMS verification code')).getByRole('button', { name: 'Send code' }));
    expect(await within(group('SMS verification code')).findByRole('alert')).toHaveTextContent(
      'Verification code requested too often. Please wait.',
    );
  });

  it('asks to bind a phone and an email first when neither is there, with no Send button', async () => {
    seedSession('new-user');
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Please enter your phone number first.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your email address first.')).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link', { name: 'Account Security' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/account/security', '/en/account/security']);
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('replaces the field by the bind prompt when the server says the phone is gone (30007)', async () => {
    seedSession('trader');
    server.use(
      http.post('*/api/ctc/send-code', () =>
        HttpResponse.json({ code: 30007, message: 'Please bind a phone number first.', data: null }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(group('SMS verification code')).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter your phone number first.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'SMS verification code' })).not.toBeInTheDocument();
  });

  it('explains the new-device check and the account rules for a new device', async () => {
    seedSession('trader', { info: { newDevice: true } });
    const { dialog } = await openDialog('NEW_DEVICE');
    expect(
      within(dialog).getByText('You are signing in from a new device. Additional verification is required.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/withdrawals will be suspended for 24 hours after Google 2FA is turned off/),
    ).toBeInTheDocument();
    // The unbinding rule as it applies to this trader, who has both a phone and an email bound.
    expect(
      within(dialog).getByText('Your phone number can be unbound, as an email address is also bound to your account.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Your email address can be unbound, as a phone number is also bound to your account.'),
    ).toBeInTheDocument();
  });

  it('shows the server instruction as plain text', async () => {
    seedSession('trader', { info: { verifyInstruction: '<b>Use the codes sent today</b>' } });
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('<b>Use the codes sent today</b>')).toBeInTheDocument();
  });
});
