import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setKycInfo } from '@/session/session-store';
import { nodeFile, pngBytes, server, signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes, openTradeDialog } from './ad-detail-routes';
import { resetSessionDoubles, verify } from './session-doubles';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// Payment method management from the sell dialog's Manage link. AD20250415000043
// sells USDT for USD and accepts PayPal only, which the trader has not saved; AD20250415000046 accepts
// Bank Transfer, Wise and Revolut.

startMocks();
beforeEach(() => {
  signInClient('trader');
  resetSessionDoubles();
});
afterEach(() => act(() => setKycInfo(null)));

const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0];
const requests = () => {
  const seen: Array<{ path: string; body: Promise<unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    seen.push({
      path,
      body:
        request.method === 'POST' && !path.endsWith('upload-picture') ? request.clone().json() : Promise.resolve(null),
    });
  });
  return seen;
};

async function openManage(adNo: string) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(adDetailRoutes, { url: `/en/p2p/sell/detail/${adNo}` });
  const sell = within(await openTradeDialog(user, /^Sell USDT$/));
  await sell.findByText('Available balance: 2,500.00 USDT');
  await user.click(sell.getByRole('button', { name: 'Manage' }));
  const manage = within(await screen.findByRole('dialog', { name: 'Payment methods' }));
  await manage.findByRole('listitem', { name: /Bank Transfer/ });
  return { user, sell, manage };
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>, manage: ReturnType<typeof within>) {
  await user.click(manage.getByRole('button', { name: 'Add payment method' }));
  return within(await screen.findByRole('dialog', { name: 'Add payment method' }));
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

it("adds a method with an image through 'Save and use', straight back into the sell dialog", async () => {
  act(() => setKycInfo({ kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX MORGAN' }));
  const seen = requests();
  const { user, sell, manage } = await openManage('AD20250415000043');
  expect(sell.getByText(/no saved payment method that this advertiser accepts/)).toBeInTheDocument();
  expect(manage.getAllByText('Not accepted by this advertiser')).toHaveLength(3);
  const form = await openAddForm(user, manage);
  expect(form.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('PayPal');
  expect(form.getByRole('textbox', { name: /Receiver's name/ })).toHaveValue('ALEX MORGAN'); // the verified name
  await user.type(form.getByRole('textbox', { name: /Card number or account/ }), 'alex@paypal.example');
  await user.upload(fileInput(), nodeFile(pngBytes(64), 'qr.png', 'image/png'));
  expect(await form.findByTestId('payment-image-name')).toHaveTextContent('qr.png');
  await user.click(form.getByRole('button', { name: 'Save and use' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: /payment method/i })).not.toBeInTheDocument());
  expect(sell.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('PayPal · alex@paypal.example');
  const upload = seen.findIndex((r) => r.path.endsWith('/upload-picture'));
  const create = seen.find((r) => r.path.endsWith('/create-user-payment'));
  expect(upload).toBeGreaterThanOrEqual(0);
  expect(await create?.body).toMatchObject({
    methodCode: 'PAYPAL',
    accountNo: 'alex@paypal.example',
    receiverName: 'ALEX MORGAN',
    imageUrl: expect.stringMatching(/\/mock-files\//),
  });

  await user.type(screen.getByRole('textbox', { name: /I will sell/ }), '100');
  await user.click(sell.getByRole('button', { name: 'Sell USDT' }));
  expect(await screen.findByTestId('order-page')).toBeInTheDocument();
});

it("shows the server's receiver-name refusal inline and keeps what was typed; Save returns to the list", async () => {
  const { user, manage } = await openManage('AD20250415000046');
  const form = await openAddForm(user, manage);
  await user.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findAllByText('The field cannot be left blank.')).toHaveLength(3);
  await user.click(form.getByRole('combobox', { name: /Payment method/ }));
  await user.click(await screen.findByRole('option', { name: 'Revolut' }));
  await user.type(form.getByRole('textbox', { name: /Card number or account/ }), '@alexm');
  await user.type(form.getByRole('textbox', { name: /Receiver's name/ }), 'Someone Else');
  await user.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByRole('alert')).toHaveTextContent("The receiver's name must match your verified name.");
  expect(form.getByRole('textbox', { name: /Card number or account/ })).toHaveValue('@alexm');
  await user.clear(form.getByRole('textbox', { name: /Receiver's name/ }));
  await user.type(form.getByRole('textbox', { name: /Receiver's name/ }), 'alex morgan');
  await user.click(form.getByRole('button', { name: 'Save' }));
  const list = within(await screen.findByRole('dialog', { name: 'Payment methods' }));
  expect(await list.findByRole('listitem', { name: 'Revolut: @alexm' })).toBeInTheDocument();
});

it.each([
  [
    'a GIF',
    () => nodeFile(new Uint8Array(GIF), 'qr.gif', 'image/gif'),
    'Failed to upload. Only PNG, JPG, and JPEG image formats are supported.',
  ],
  [
    'a GIF renamed to .png (magic bytes)',
    () => nodeFile(new Uint8Array(GIF), 'qr.png', 'image/png'),
    'Failed to upload. Only PNG, JPG, and JPEG image formats are supported.',
  ],
  [
    'a PNG of exactly 3MB',
    () => nodeFile(pngBytes(3 * 1024 * 1024 - 8), 'big.png', 'image/png'),
    'Failed to upload. Only images smaller than 3MB are supported.',
  ],
])('refuses %s before uploading anything', async (_name, file, message) => {
  const seen = requests();
  const { user, manage } = await openManage('AD20250415000046');
  const form = await openAddForm(user, manage);
  await user.upload(fileInput(), file());
  expect(await form.findByRole('alert')).toHaveTextContent(message);
  expect(form.queryByTestId('payment-image-name')).not.toBeInTheDocument();
  expect(seen.some((r) => r.path.endsWith('/upload-picture'))).toBe(false);
});

// "Under 3MB": exactly 3MB is refused (above); one byte less is accepted and uploaded.
it('accepts a PNG one byte under 3MB and uploads it with the new method', async () => {
  act(() => setKycInfo({ kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX MORGAN' }));
  const seen = requests();
  const { user, sell, manage } = await openManage('AD20250415000043');
  const form = await openAddForm(user, manage);
  await user.type(form.getByRole('textbox', { name: /Card number or account/ }), 'edge@paypal.example');
  const justUnder = pngBytes(3 * 1024 * 1024 - 1 - 8);
  expect(justUnder.byteLength).toBe(3 * 1024 * 1024 - 1);
  await user.upload(fileInput(), nodeFile(justUnder, 'edge.png', 'image/png'));
  expect(await form.findByTestId('payment-image-name')).toHaveTextContent('edge.png');
  expect(form.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Save and use' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: /payment method/i })).not.toBeInTheDocument());
  expect(sell.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('PayPal · edge@paypal.example');
  expect(seen.filter((r) => r.path.endsWith('/upload-picture'))).toHaveLength(1);
  const create = seen.find((r) => r.path.endsWith('/create-user-payment'));
  expect(await create?.body).toMatchObject({ imageUrl: expect.stringMatching(/\/mock-files\//) });
});

it('removes a method only after confirming, and the sell dialog no longer offers it', async () => {
  const { user, sell, manage } = await openManage('AD20250415000046');
  await user.click(manage.getByRole('button', { name: /^Remove Wise/ }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Remove this payment method?' }));
  expect(confirm.getByText('Wise: alex.morgan@example.com')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Remove this payment method?' })).not.toBeInTheDocument(),
  );
  expect(manage.getByRole('listitem', { name: /Wise/ })).toBeInTheDocument();

  await user.click(manage.getByRole('button', { name: /^Remove Wise/ }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove this payment method?' })).getByRole('button', {
      name: 'Remove',
    }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Remove this payment method?' })).not.toBeInTheDocument(),
  );
  expect(manage.queryByRole('listitem', { name: /Wise/ })).not.toBeInTheDocument();
  await user.click(manage.getByRole('button', { name: /^Use Bank Transfer/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment methods' })).not.toBeInTheDocument());
  expect(sell.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('Bank Transfer');
  await user.click(sell.getByRole('combobox', { name: /Payment method/ }));
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
    'Bank Transfer · 021000021 4478120093',
  ]);
});

it('on a new device asks for codes (ADD_PAYMENT) and retries the save with them', async () => {
  let calls = 0;
  server.use(
    http.post('*/api/ctc/create-user-payment', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ code: 30001, message: 'New device', data: null }) : undefined;
    }),
  );
  const seen = requests();
  const { user, manage } = await openManage('AD20250415000046');
  const form = await openAddForm(user, manage);
  await user.click(form.getByRole('combobox', { name: /Payment method/ }));
  await user.click(await screen.findByRole('option', { name: 'Revolut' }));
  await user.type(form.getByRole('textbox', { name: /Card number or account/ }), '@alexm');
  await user.type(form.getByRole('textbox', { name: /Receiver's name/ }), 'Alex Morgan');
  await user.click(form.getByRole('button', { name: 'Save and use' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /payment method/i })).not.toBeInTheDocument());
  expect(verify).toHaveBeenCalledWith('ADD_PAYMENT', false);
  const creates = await Promise.all(seen.filter((r) => r.path.endsWith('/create-user-payment')).map((r) => r.body));
  expect(creates).toHaveLength(2);
  expect(creates[1]).toMatchObject({ verifyCodes: { smsCode: '123456' } });
});

it('shows a refused removal (30005: used by an open order) inline', async () => {
  server.use(
    http.post('*/api/ctc/remove-user-payment', () =>
      HttpResponse.json({ code: 30005, message: 'This payment method is used by an open order.', data: null }),
    ),
  );
  const { user, manage } = await openManage('AD20250415000046');
  await user.click(manage.getByRole('button', { name: /^Remove Bank Transfer/ }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove this payment method?' })).getByRole('button', {
      name: 'Remove',
    }),
  );
  expect(await manage.findByRole('alert')).toHaveTextContent('This payment method is used by an open order.');
  expect(manage.getByRole('listitem', { name: /Bank Transfer/ })).toBeInTheDocument();
});
