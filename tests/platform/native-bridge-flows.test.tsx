import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from '@ds';
import type { ChatMessage } from '@/api/generated/models';
import { announceNewVersion } from '@/app/new-version-notice';
import { createEmbeddedMount } from '@/embedded-apps/runtime/create-embedded-mount';
import { FooterApp } from '@/embedded-apps/footer/footer-app';
import { HeaderApp } from '@/embedded-apps/header/header-app';
import { TransferWidgetApp } from '@/embedded-apps/transfer-widget/transfer-widget-app';
import { DepositAction } from '@/features/ad-detail/components/deposit-action';
import { ChatPanel } from '@/features/orders/chat/chat-panel';
import type { EmbeddedInstance, EmbeddedProps } from '@/platform/embedded/contract';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import type { BridgeMessage } from '@/platform/native-bridge/bridge-client';
import { fakeAnswer, installFakeNativeHost, type FakeNativeHost } from '@/platform/native-bridge/fake-native-host';
import { initNativeApp, resetNativeApp } from '@/platform/native-bridge/native-app';
import type { BridgeOperation } from '@/platform/native-bridge/operations';
import { signInFromApp } from '@/session/app-session';
import { getSession, hasSession } from '@/session/session-store';
import { runStartup } from '@/session/startup';
import { readCookie } from '@/shared/cookies';
import { server, signInClient, startMocks } from '../mocks/mock-harness';
import { placeBuy } from '../mocks/trade-helpers';
import { TradePage } from '../session/gates/trade-gate-harness';
import { appRouteTable, clearSession, renderWithProviders, seedSession } from '../support/render-with-providers';
import { fsLocaleLoader } from '../support/fs-locale-loader';
import { baseData } from './embedded/fake-apps';

// Inside the mobile app the real screens hand their actions to the app through the bridge, with the options the
// operation takes, and use the parsed JSON the app answers; when the app refuses (ok:false) or cannot be reached they
// do what the web does. The app is the fake host of src/platform/native-bridge/fake-native-host.ts on the test window.

startMocks({ counterpartyDelayMs: 0 });

const APP_AGENT = 'Mozilla/5.0 (Linux; Android 14) P2PApp/5.2.0';
let fake: FakeNativeHost | undefined;

type Answers = Partial<Record<BridgeOperation, Record<string, unknown> | null>>;

/** Runs the page inside the app; `answers` replaces the fake app's answer per operation (null: never answers). */
function enterApp(answers: Answers = {}): void {
  fake = installFakeNativeHost({
    respond: (message: BridgeMessage) => {
      if (!(message.op in answers)) return JSON.stringify(fakeAnswer(message.op, message.options));
      const answer = answers[message.op];
      return answer === null || answer === undefined ? null : JSON.stringify(answer);
    },
  });
  initNativeApp({ userAgent: APP_AGENT, globalObject: globalThis });
}

/** The options of every message the app received for an operation. */
const sent = (op: BridgeOperation): unknown[] =>
  (fake?.messages ?? []).filter((m) => m.op === op).map((m) => m.options);

/** jsdom does not navigate; a page navigation (location.assign / reload) shows as its "not implemented" report. */
function watchNavigations(): { count: () => number; restore: () => void } {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    count: () =>
      spy.mock.calls.filter((args) =>
        args.some((a) => String((a as Error)?.message ?? a).includes('Not implemented: navigation')),
      ).length,
    restore: () => spy.mockRestore(),
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  clearSession();
  // Refusals and failures are logged by the bridge; the tests assert what the page does instead.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toast.clear());
  fake?.uninstall();
  fake = undefined;
  resetNativeApp();
  warn.mockRestore();
});

const result = () => screen.getByRole('status', { name: 'result', hidden: true });

async function openKycGate() {
  seedSession('trader', { kycStatus: 'NONE' });
  const { user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
  await user.click(screen.getByRole('button', { name: 'trade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete these steps to use P2P' });
  return { user, dialog };
}

describe('KYC GO (prerequisite gate) → openKyc', () => {
  it("opens the app's KYC with source p2p, and the app's kycStatus re-judges the gate (pending: under review)", async () => {
    enterApp();
    const { user, dialog } = await openKycGate();
    expect(
      within(dialog).getByText(
        'GO opens identity verification (KYC) in the app. Come back here when you have finished.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'GO' }));
    await waitFor(() => expect(sent('openKyc')).toEqual([{ source: 'p2p' }]));
    // The fake app answers {"ok":true,"kycStatus":"PENDING"}: the gate now says the KYC is under review.
    expect(await within(dialog).findByText(/Your identity verification \(KYC\) is under review/)).toBeInTheDocument();
    expect(getSession().kycInfo?.kycStatus).toBe('PENDING');
    expect(result()).toHaveTextContent('none');
  });

  it('lets the trade go ahead when the app answers that KYC is approved (restriction check asked again)', async () => {
    enterApp({ openKyc: { ok: true, kycStatus: 'APPROVED' } });
    const checks: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/a/v1/public/restriction-check')) checks.push(request.method);
    });
    const { user, dialog } = await openKycGate();
    await waitFor(() => expect(checks).toHaveLength(1));
    await user.click(within(dialog).getByRole('link', { name: 'GO' }));
    // The restriction check's needKyc follows the KYC: it is asked again after the app's answer.
    await waitFor(() => expect(checks).toHaveLength(2));
    await waitFor(() => expect(result()).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the web Account Security page when the app refuses', async () => {
    enterApp({ openKyc: { ok: false, message: 'KYC unavailable' } });
    const navigations = watchNavigations();
    try {
      const { user, dialog } = await openKycGate();
      await user.click(within(dialog).getByRole('link', { name: 'GO' }));
      await waitFor(() => expect(result()).toHaveTextContent('false'));
      expect(navigations.count()).toBe(1);
      expect(getSession().kycInfo?.kycStatus).toBe('NONE');
    } finally {
      navigations.restore();
    }
  });

  it('outside the app GO is the Account Security link and no bridge is asked', async () => {
    fake = installFakeNativeHost();
    const { dialog } = await openKycGate();
    expect(within(dialog).getByRole('link', { name: 'GO' })).toHaveAttribute('href', '/en/account/security');
    expect(within(dialog).getByText(/GO opens the Account Security page/)).toBeInTheDocument();
    expect(fake.messages).toEqual([]);
  });
});

describe('GO to Account Security (phone, email, 2FA gates) → openNewWindow', () => {
  async function openPhoneGate() {
    seedSession('new-user');
    const { user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
    await user.click(screen.getByRole('button', { name: 'trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete these steps to use P2P' });
    expect(
      within(dialog).getByText('Please finish phone verification on the Account Security page.'),
    ).toBeInTheDocument();
    return { user, dialog };
  }

  it('opens Account Security, outside P2P, in an app window titled by the step; this page stays', async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const { user, dialog } = await openPhoneGate();
      await user.click(within(dialog).getByRole('link', { name: 'GO' }));
      await waitFor(() => expect(result()).toHaveTextContent('false'));
      expect(sent('openNewWindow')).toEqual([
        { url: 'http://localhost/en/account/security', title: 'Phone verification' },
      ]);
      expect(navigations.count()).toBe(0);
    } finally {
      navigations.restore();
    }
  });

  it('goes to the page itself when the app cannot open a window', async () => {
    enterApp({ openNewWindow: { ok: false } });
    const navigations = watchNavigations();
    try {
      const { user, dialog } = await openPhoneGate();
      await user.click(within(dialog).getByRole('link', { name: 'GO' }));
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(result()).toHaveTextContent('false');
    } finally {
      navigations.restore();
    }
  });
});

describe('sign-in needed (gate of a signed-out trader) → goToAppLogin', () => {
  it("opens the app's login with the page to come back to, and stays on the page", async () => {
    enterApp();
    const { router, user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
    await user.click(screen.getByRole('button', { name: 'trade' }));
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(sent('goToAppLogin')).toEqual([{ redirect: '/en/p2p/buy/detail/AD1' }]));
    expect(router.state.location.pathname).toBe('/en/p2p/buy/detail/AD1');
  });

  it('goes to the web login when the app answers ok:false', async () => {
    enterApp({ goToAppLogin: { ok: false } });
    const { router, user } = renderWithProviders(<TradePage />, { url: '/en/p2p/buy/detail/AD1' });
    await user.click(screen.getByRole('button', { name: 'trade' }));
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/p2p/buy/detail/AD1')}`);
  });

  it('a login-required page goes to the web login when the app refuses its login (RequireLogin)', async () => {
    enterApp({ goToAppLogin: { ok: false, message: 'no login screen' } });
    const { router } = renderWithProviders(appRouteTable(), { url: '/en/p2p/order' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent('goToAppLogin')).toEqual([{ redirect: '/en/p2p/order' }]);
  });
});

describe('copy buttons → copyString', () => {
  async function orderPage() {
    seedSession('trader');
    signInClient('trader');
    const { orderId } = await placeBuy('100');
    const { user } = renderWithProviders(appRouteTable(), { url: `/en/p2p/order?orderId=${orderId}` });
    return { user, orderId, copy: await screen.findByRole('button', { name: 'Copy order ID' }) };
  }

  it('the order page copies the order ID through the app and says Copied', async () => {
    enterApp();
    const { user, orderId, copy } = await orderPage();
    const clipboard = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    await user.click(copy);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(sent('copyString')).toEqual([{ text: orderId }]);
    expect(clipboard).not.toHaveBeenCalled();
  });

  it('uses the browser clipboard when the app refuses, so the button still copies', async () => {
    enterApp({ copyString: { ok: false } });
    const { user, orderId, copy } = await orderPage();
    const clipboard = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    await user.click(copy);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(sent('copyString')).toEqual([{ text: orderId }]);
    expect(clipboard).toHaveBeenCalledWith(orderId);
  });
});

describe('chat images and files → downloadImage / openNewWindow', () => {
  async function renderChatWithFiles() {
    signInClient('trader');
    const { orderId } = await placeBuy('100');
    const base = {
      orderId,
      clientMsgId: null,
      content: '',
      fileSize: 2048,
      createdAt: new Date().toISOString(),
      sender: 'COUNTERPARTY',
      senderNickname: 'Maria',
    } as const;
    const list: ChatMessage[] = [
      { ...base, id: '1', type: 'IMAGE', fileUrl: 'https://files.example/receipt.png', fileName: 'receipt.png' },
      { ...base, id: '2', type: 'FILE', fileUrl: 'https://files.example/statement.pdf', fileName: 'statement.pdf' },
    ];
    server.use(
      http.get('*/api/ctc/query-chat-msg', () => HttpResponse.json({ code: 0, message: 'success', data: { list } })),
    );
    const view = renderWithProviders(
      <ChatPanel
        orderId={orderId}
        counterparty={{ userId: '100200300', nickname: 'Maria' }}
        open
        onIncoming={jest.fn()}
      />,
    );
    const log = await screen.findByRole('log');
    return {
      ...view,
      image: await within(log).findByRole('img', { name: 'Image in the chat: receipt.png' }),
      file: within(log).getByRole('link', { name: 'statement.pdf (2 KB)' }),
    };
  }

  it('saves a chat image to the device and says so from the parsed answer (saved: true)', async () => {
    enterApp();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, image } = await renderChatWithFiles();
    await user.click(image);
    expect(await screen.findByText('Image saved to your device.')).toBeInTheDocument();
    expect(sent('downloadImage')).toEqual([{ url: 'https://files.example/receipt.png', fileName: 'receipt.png' }]);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens the image in a new tab when the app did not save it (saved: false)', async () => {
    enterApp({ downloadImage: { ok: true, saved: false } });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, image } = await renderChatWithFiles();
    await user.click(image);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://files.example/receipt.png', '_blank', 'noopener,noreferrer'),
    );
    expect(screen.queryByText('Image saved to your device.')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('opens a chat file in an app window titled by its name; a refusal opens it in a new tab', async () => {
    enterApp({ openNewWindow: { ok: false } });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, file } = await renderChatWithFiles();
    await user.click(file);
    await waitFor(() =>
      expect(sent('openNewWindow')).toEqual([{ url: 'https://files.example/statement.pdf', title: 'statement.pdf' }]),
    );
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://files.example/statement.pdf', '_blank', 'noopener,noreferrer'),
    );
    open.mockRestore();
  });

  it('outside the app the links are plain links and nothing is asked', async () => {
    fake = installFakeNativeHost();
    const { file, image } = await renderChatWithFiles();
    expect(image.closest('a')).toHaveAttribute('href', 'https://files.example/receipt.png');
    expect(file).toHaveAttribute('target', '_blank');
    expect(fake.messages).toEqual([]);
  });
});

describe("the sell dialog's Deposit (DepositAction) → openDepositWithdraw", () => {
  async function renderDeposit() {
    seedSession('trader');
    signInClient('trader');
    const { user } = renderWithProviders(<DepositAction asset="USDT" />, { url: '/en/p2p/sell/detail/AD1' });
    return { user, button: screen.getByRole('button', { name: 'Deposit USDT' }) };
  }

  it("opens the app's deposit screen for the asset", async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const { user, button } = await renderDeposit();
      await user.click(button);
      await waitFor(() => expect(sent('openDepositWithdraw')).toEqual([{ type: 'deposit', asset: 'USDT' }]));
      expect(navigations.count()).toBe(0);
    } finally {
      navigations.restore();
    }
  });

  it("goes to the exchange's deposit page when the app refuses", async () => {
    enterApp({ openDepositWithdraw: { ok: false } });
    const navigations = watchNavigations();
    try {
      const { user, button } = await renderDeposit();
      await user.click(button);
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(sent('openDepositWithdraw')).toHaveLength(1);
    } finally {
      navigations.restore();
    }
  });
});

describe('the Transfer button (shared transfer widget) → openTransfer', () => {
  const mountTransfer = createEmbeddedMount('transfer', TransferWidgetApp, { loadNamespace: fsLocaleLoader });
  let instance: EmbeddedInstance | undefined;
  let container: HTMLElement;
  afterEach(async () => {
    await act(async () => instance?.unmount());
    instance = undefined;
    container?.remove();
  });

  async function mount(overrides: Partial<EmbeddedProps>) {
    container = document.createElement('div');
    document.body.appendChild(container);
    const props: EmbeddedProps = {
      ...baseData,
      navigate: jest.fn(),
      login: jest.fn(),
      logout: jest.fn(),
      shared: createSharedChannel(),
      ...overrides,
    };
    await act(async () => {
      instance = mountTransfer(container, props);
    });
    return within(container).findByRole('button', { name: 'Transfer' });
  }

  it("opens the app's transfer from the spot to the funding wallet for a signed-in trader, without the web dialog", async () => {
    enterApp();
    const button = await mount({ isLoggedIn: true });
    await userEvent.click(button);
    await waitFor(() => expect(sent('openTransfer')).toEqual([{ from: 'spot', to: 'funding' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the web dialog when the app refuses', async () => {
    enterApp({ openTransfer: { ok: false, message: 'not now' } });
    const button = await mount({ isLoggedIn: true });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Transfer between wallets' })).toBeInTheDocument();
    expect(sent('openTransfer')).toHaveLength(1);
  });
});

describe('logout → logout', () => {
  // The header's own React root unmounts a microtask after the page's: inside act, as a user would not notice.
  afterEach(async () => {
    await act(async () => cleanup());
  });

  async function logOutFromHeader() {
    seedSession('trader');
    signInClient('trader');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/a/v1/auth/logout')) calls.push(request.method);
    });
    const mount = createEmbeddedMount('header', HeaderApp, { loadNamespace: fsLocaleLoader });
    const never = () => new Promise<never>(() => undefined);
    const embedded = {
      sources: { header: () => Promise.resolve({ mount }), footer: never, transfer: never },
      apiDomain: location.origin,
      channel: createSharedChannel(),
    };
    renderWithProviders(appRouteTable(), { url: '/en', embedded });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    return calls;
  }

  it("the header's Log out signs the site out, then the app (reason user), and leaves sign-in to the app", async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const calls = await logOutFromHeader();
      await waitFor(() => expect(sent('logout')).toEqual([{ reason: 'user' }]));
      expect(calls).toEqual(['GET']);
      await waitFor(() => expect(hasSession()).toBe(false));
      // The app signed out and shows its own sign-in: the page does not go to the web login as well.
      expect(navigations.count()).toBe(0);
    } finally {
      navigations.restore();
    }
  });

  it('goes to the web login when the app refuses to sign out', async () => {
    enterApp({ logout: { ok: false } });
    const navigations = watchNavigations();
    try {
      const calls = await logOutFromHeader();
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(sent('logout')).toEqual([{ reason: 'user' }]);
      expect(calls).toEqual(['GET']);
      expect(hasSession()).toBe(false);
    } finally {
      navigations.restore();
    }
  });
});

describe('a new build → updateApp', () => {
  async function renderNotice() {
    // The providers hold the app's new-version notice.
    renderWithProviders(<p>page</p>);
    act(() => announceNewVersion());
    return screen.findByRole('button', { name: 'Refresh' });
  }

  it('Refresh asks the app to update and shows the version it offers (latestVersion of the answer)', async () => {
    enterApp();
    await userEvent.click(await renderNotice());
    expect(await screen.findByText('The app offers its update to version 9.9.9.')).toBeInTheDocument();
    expect(sent('updateApp')).toEqual([{ force: false }]);
    expect(screen.queryByText('The latest version is available, please refresh the page.')).not.toBeInTheDocument();
  });

  it.each([
    ['refuses (ok:false)', (message: BridgeMessage) => JSON.stringify({ ok: false, op: message.op })],
    ['answers something that is not JSON', () => 'not json'],
  ])('reloads the page as in a browser when the app %s', async (_, respond) => {
    fake = installFakeNativeHost({ respond });
    initNativeApp({ userAgent: APP_AGENT, globalObject: globalThis });
    const navigations = watchNavigations();
    try {
      await userEvent.click(await renderNotice());
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(sent('updateApp')).toEqual([{ force: false }]);
      expect(screen.queryByText(/The app offers its update/)).not.toBeInTheDocument();
    } finally {
      navigations.restore();
    }
  });
});

describe("the sell dialog's Wallet link (beside the available balance) → openBalanceHome", () => {
  async function openSellDialog() {
    seedSession('trader');
    signInClient('trader');
    const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/sell/detail/AD20250415000046' });
    await user.click(await screen.findByRole('button', { name: /^Sell USDT$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sell USDT' }));
    await dialog.findByText('Available balance: 2,500.00 USDT');
    return { user, link: dialog.getByRole('link', { name: 'Wallet' }) };
  }

  it("opens the app's balance home and stays on the page", async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const { user, link } = await openSellDialog();
      await user.click(link);
      await waitFor(() => expect(sent('openBalanceHome')).toEqual([{}]));
      expect(navigations.count()).toBe(0);
      expect(screen.getByRole('dialog', { name: 'Sell USDT' })).toBeInTheDocument();
    } finally {
      navigations.restore();
    }
  });

  it("loads the exchange's balance page when the app refuses", async () => {
    enterApp({ openBalanceHome: { ok: false, message: 'not here' } });
    const navigations = watchNavigations();
    try {
      const { user, link } = await openSellDialog();
      await user.click(link);
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(sent('openBalanceHome')).toEqual([{}]);
    } finally {
      navigations.restore();
    }
  });

  it('outside the app it is a link to the balance page and nothing is asked', async () => {
    fake = installFakeNativeHost();
    const navigations = watchNavigations();
    try {
      const { user, link } = await openSellDialog();
      expect(link).toHaveAttribute('href', '/en/assets/overview');
      await user.click(link);
      await waitFor(() => expect(navigations.count()).toBe(1));
      expect(fake.messages).toEqual([]);
    } finally {
      navigations.restore();
    }
  });
});

describe("the shared footer's Spot trading and Community → openTrade / goToCommunity", () => {
  const mountFooter = createEmbeddedMount('footer', FooterApp, { loadNamespace: fsLocaleLoader });
  let instance: EmbeddedInstance | undefined;
  let container: HTMLElement;
  afterEach(async () => {
    await act(async () => instance?.unmount());
    instance = undefined;
    container?.remove();
  });

  async function mount(route: string) {
    container = document.createElement('div');
    document.body.appendChild(container);
    const navigate = jest.fn();
    const props: EmbeddedProps = {
      ...baseData,
      route,
      navigate,
      login: jest.fn(),
      logout: jest.fn(),
      shared: createSharedChannel(),
    };
    await act(async () => {
      instance = mountFooter(container, props);
    });
    const nav = within(await within(container).findByRole('navigation', { name: 'Site links' }));
    return {
      navigate,
      spot: nav.getByRole('link', { name: 'Spot trading' }),
      community: nav.getByRole('link', { name: 'Community' }),
    };
  }

  it("opens the app's trading on the list's pair and its community with the page's address; the page stays", async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const { navigate, spot, community } = await mount('/en/p2p/sell?asset=btc&fiat=EUR&amount=100');
      await userEvent.click(spot);
      await waitFor(() => expect(sent('openTrade')).toEqual([{ symbol: 'BTC_EUR' }]));
      await userEvent.click(community);
      await waitFor(() => expect(sent('goToCommunity')).toEqual([{ url: 'http://localhost/en/community' }]));
      expect(navigations.count()).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      navigations.restore();
    }
  });

  it('asks for the trading home (no symbol) on a page without a pair', async () => {
    enterApp();
    const navigations = watchNavigations();
    try {
      const { spot } = await mount('/en/p2p/order?orderId=123');
      expect(spot).toHaveAttribute('href', '/en/trade');
      await userEvent.click(spot);
      await waitFor(() => expect(sent('openTrade')).toEqual([{}]));
      expect(navigations.count()).toBe(0);
    } finally {
      navigations.restore();
    }
  });

  it("loads the exchange's pages when the app refuses", async () => {
    enterApp({ openTrade: { ok: false }, goToCommunity: { ok: false, message: 'no community screen' } });
    const navigations = watchNavigations();
    try {
      const { spot, community } = await mount('/en/p2p/buy?asset=USDT&fiat=USD');
      await userEvent.click(spot);
      await waitFor(() => expect(navigations.count()).toBe(1));
      await userEvent.click(community);
      await waitFor(() => expect(navigations.count()).toBe(2));
      expect(sent('openTrade')).toEqual([{ symbol: 'USDT_USD' }]);
      expect(sent('goToCommunity')).toEqual([{ url: 'http://localhost/en/community' }]);
    } finally {
      navigations.restore();
    }
  });

  it("outside the app they are links to the exchange's pages, not the site's router, and nothing is asked", async () => {
    fake = installFakeNativeHost();
    const { navigate, spot, community } = await mount('/en/p2p/buy?asset=USDT&fiat=USD');
    expect(spot).toHaveAttribute('href', '/en/trade/USDT_USD');
    expect(community).toHaveAttribute('href', '/en/community');
    const navigations = watchNavigations();
    try {
      await userEvent.click(community);
      await waitFor(() => expect(navigations.count()).toBe(1));
    } finally {
      navigations.restore();
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(fake.messages).toEqual([]);
  });
});

describe('start-up without session cookies inside the app → getUserAuth', () => {
  const scope = { hostname: 'localhost', development: false };
  const trader = { authorization: 'mock-token-trader', userId: '100482913', UID: '58213094' };

  it("writes the app's session as the session cookies, then start-up signs the trader in with it", async () => {
    enterApp({ getUserAuth: { ok: true, ...trader } });
    expect(hasSession()).toBe(false);
    const seen: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/a/v2/auth/user/info')) seen.push(request.headers.get('authorization'));
    });

    await expect(signInFromApp(scope)).resolves.toBe(true);
    expect(sent('getUserAuth')).toEqual([{}]);
    expect([readCookie('authorization'), readCookie('authtoken'), readCookie('userId'), readCookie('UID')]).toEqual([
      'mock-token-trader',
      'mock-token-trader',
      '100482913',
      '58213094',
    ]);

    await runStartup({ reportStepError: jest.fn() });
    // The user info was asked with the app's credential, and its answer is the session.
    expect(seen).toEqual(['mock-token-trader']);
    expect(getSession().userInfo).toMatchObject({ userId: '100482913', UID: '58213094', username: 'AlexTrades' });
    expect(hasSession()).toBe(true);
  });

  it.each([
    ['refuses (ok:false)', { ok: false, message: 'signed out' }],
    ['answers without a UID', { ok: true, authorization: 'mock-token-trader', userId: '100482913' }],
  ])('leaves the trader signed out when the app %s', async (_, answer) => {
    enterApp({ getUserAuth: answer });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    await expect(signInFromApp(scope)).resolves.toBe(false);
    expect(sent('getUserAuth')).toEqual([{}]);
    expect(readCookie('authorization')).toBeUndefined();
    await runStartup({ reportStepError: jest.fn() });
    expect(calls.filter((path) => path.includes('/auth/user/info'))).toEqual([]);
    expect(hasSession()).toBe(false);
  });

  it('does not wait past its limit for the answer of the app, and ignores the answer when it comes late', async () => {
    // The app answers a full session, but only after 80 ms; the page waits 20.
    fake = installFakeNativeHost({
      delayMs: 80,
      respond: (message) => JSON.stringify({ ok: true, op: message.op, ...trader }),
    });
    initNativeApp({ userAgent: APP_AGENT, globalObject: globalThis });
    await expect(signInFromApp(scope, 20)).resolves.toBe(false);
    expect(sent('getUserAuth')).toEqual([{}]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(readCookie('userId')).toBeUndefined();
    expect(hasSession()).toBe(false);
  });

  it('asks nothing when the cookies are there, or outside the app', async () => {
    enterApp();
    document.cookie = 'authorization=mock-token-trader; path=/';
    document.cookie = 'userId=100482913; path=/';
    await expect(signInFromApp(scope)).resolves.toBe(false);
    expect(sent('getUserAuth')).toEqual([]);
    clearSession();
    fake?.uninstall();
    resetNativeApp();
    fake = installFakeNativeHost();
    await expect(signInFromApp(scope)).resolves.toBe(false);
    expect(fake.messages).toEqual([]);
  });
});
