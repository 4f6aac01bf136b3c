import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateOrderFailureCode } from '@/api/generated/models';
import { startMocks } from '../../mocks/mock-harness';
import { clearSession, renderWithProviders, seedSession } from '../../support/render-with-providers';
import { VerifyPage, type Answer } from './verification-harness';

// useVerifiedCall (a new device needs extra verification with 6-digit codes): the one way a guarded call asks for
// security codes and sends them again, with the real dialog and real i18n.

startMocks();
beforeEach(() => {
  clearSession();
  seedSession('trader'); // SMS, email and authenticator codes are all asked for
});

const CODES = { smsCode: '111111', emailCode: '222222', googleCode: '333333' };
const WRONG_CODE = 'A verification code was wrong or has expired. Check the codes and try again.';
// hidden: an open modal hides the page behind it from the accessibility tree.
const result = () => screen.getByRole('status', { name: 'result', hidden: true });
const attempts = () =>
  within(screen.getByRole('list', { name: 'attempts', hidden: true }))
    .queryAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

async function start(answer?: Answer) {
  const { user } = renderWithProviders(<VerifyPage answer={answer} />, { url: '/en/p2p/buy/detail/AD1' });
  await user.click(screen.getByRole('button', { name: 'verify' }));
  return user;
}

async function openedDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Security verification' });
  await within(dialog).findByRole('button', { name: 'Confirm' }); // the form is its own chunk
  return dialog;
}

async function typeCodes(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, codes = CODES) {
  for (const [name, code] of [
    ['SMS verification code', codes.smsCode],
    ['Email verification code', codes.emailCode],
    ['Authenticator app code', codes.googleCode],
  ] as const) {
    await user.clear(field(dialog, name));
    await user.type(field(dialog, name), code);
  }
}

/** Runs the call and answers the first request for codes with CODES; the dialog after that Confirm. */
async function confirmCodes(answer?: Answer) {
  const user = await start(answer);
  const dialog = await openedDialog();
  await typeCodes(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return { user, dialog };
}

describe('useVerifiedCall', () => {
  it('on a new device (30001) asks for the codes and sends the call again with them', async () => {
    const user = await start();
    const dialog = await openedDialog();
    expect(attempts()).toEqual(['null']);
    expect(within(dialog).queryByText(WRONG_CODE)).not.toBeInTheDocument();
    await typeCodes(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(result()).toHaveTextContent(JSON.stringify(CODES)));
    expect(attempts()).toEqual(['null', JSON.stringify(CODES)]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never opens the dialog when the call needs no codes', async () => {
    await start(() => 'ok');
    await waitFor(() => expect(result()).toHaveTextContent('null'));
    expect(attempts()).toEqual(['null']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused code (30006) keeps the dialog open with what was typed, says why, and the next Confirm sends again', async () => {
    const { user, dialog } = await confirmCodes((codes) =>
      !codes
        ? CreateOrderFailureCode.NEW_DEVICE
        : codes.smsCode === '999999'
          ? 'ok'
          : CreateOrderFailureCode.INVALID_CODE,
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(screen.getByRole('dialog', { name: 'Security verification' })).toBe(dialog);
    expect(field(dialog, 'SMS verification code')).toHaveValue('111111');
    expect(field(dialog, 'Authenticator app code')).toHaveValue('333333');
    expect(result()).toHaveTextContent('none');
    expect(attempts()).toEqual(['null', JSON.stringify(CODES)]);

    await user.clear(field(dialog, 'SMS verification code'));
    await user.type(field(dialog, 'SMS verification code'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const fixed = { ...CODES, smsCode: '999999' };
    await waitFor(() => expect(result()).toHaveTextContent(JSON.stringify(fixed)));
    expect(attempts()).toEqual(['null', JSON.stringify(CODES), JSON.stringify(fixed)]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('while the codes are being sent, the dialog waits: Confirm busy, Cancel disabled, no reason shown', async () => {
    let answer: (value: 'ok' | number) => void = () => undefined;
    const { user, dialog } = await confirmCodes((codes) =>
      codes ? new Promise((resolve) => (answer = resolve)) : CreateOrderFailureCode.NEW_DEVICE,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: /Confirm/ })).toBeDisabled();

    answer(CreateOrderFailureCode.INVALID_CODE);
    expect(await within(dialog).findByText(WRONG_CODE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).queryByText(WRONG_CODE)).not.toBeInTheDocument());
    answer('ok');
    await waitFor(() => expect(result()).toHaveTextContent(JSON.stringify(CODES)));
  });

  it('cancel sends nothing more and resolves null', async () => {
    const user = await start();
    const dialog = await openedDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result()).toHaveTextContent('null'));
    expect(attempts()).toEqual(['null']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel after a refused code sends nothing more either', async () => {
    const { user, dialog } = await confirmCodes((codes) =>
      codes ? CreateOrderFailureCode.INVALID_CODE : CreateOrderFailureCode.NEW_DEVICE,
    );
    await within(dialog).findByText(WRONG_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(result()).toHaveTextContent('null'));
    expect(attempts()).toEqual(['null', JSON.stringify(CODES)]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('another failure after the codes closes the dialog and reaches the caller', async () => {
    await confirmCodes((codes) =>
      codes ? CreateOrderFailureCode.AMOUNT_OUT_OF_LIMITS : CreateOrderFailureCode.NEW_DEVICE,
    );
    await waitFor(() => expect(result()).toHaveTextContent('failed 30002'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failure of the first call other than 30001 reaches the caller without asking', async () => {
    await start(() => CreateOrderFailureCode.AD_NOT_FOUND);
    await waitFor(() => expect(result()).toHaveTextContent('failed 30009'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
