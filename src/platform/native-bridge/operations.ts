/**
 * The 14 native-app operations of spec §7, with the options each takes and the answer the app gives. Every
 * answer is JSON; `ok: false` with a `message` means the app refused or failed (the call itself still
 * succeeded as a transport). The answer types are what the web expects; the bridge does not validate them.
 */

export interface BridgeAck {
  ok: boolean;
  message?: string;
}

/**
 * Where the product asks each operation inside the app (issue 17 point 5); anything but `ok: true` (or no
 * answer) falls back to the web behaviour there:
 * - goToAppLogin: login-required routes (app/routes/require-login.tsx), the signed-out gate step
 *   (session/gates/gate-steps.tsx), the header's sign-in (app/layout/embedded-apps.tsx), forced logout (app/bootstrap.ts).
 * - logout: a user's logout (app/layout/use-logout.ts). setPageTitle: every page title (app/layout/use-page-title.ts).
 * - openKyc: the KYC gate's GO; its kycStatus re-judges the gate. openNewWindow: the other gates' GO (Account
 *   Security) and chat files. downloadImage: chat images (features/order/chat/chat-attachment.tsx).
 * - copyString: every CopyButton, through the CopyProvider of app/layout/language-layout.tsx.
 * - openTransfer: the transfer widget's button. updateApp: Refresh of the new-build notice (app/new-version-snackbar.tsx).
 * - openDepositWithdraw: the sell dialog's Deposit (features/ad-detail/components/deposit-action.tsx).
 * - openBalanceHome: the sell dialog's Wallet link beside the available balance (features/ad-detail/components/
 *   sell-balance.tsx); the exchange's balance page (shared/routing/exchange-pages.ts) otherwise.
 * - goToCommunity ({ url }: the community page's address) and openTrade ({ symbol } of the list's pair, or none):
 *   the shared footer's Community and Spot trading links (embedded-apps/footer/exchange-links.ts, through the
 *   page's askApp of ./page-ask-app.ts); the exchange's pages otherwise.
 * - getUserAuth: start-up inside the app when the web view has no session cookies (session/app-session.ts, from
 *   app/bootstrap.ts before the first render): its authorization, userId and UID become the session cookies;
 *   without them the signed-out path as on the web.
 * The jsBridge test page asks every operation.
 */
interface BridgeOperations {
  /** The app's signed-in session, to sign the web view in without a second login. */
  getUserAuth: {
    options: Record<string, never>;
    result: BridgeAck & { authorization?: string; userId?: string; UID?: string };
  };
  /** The app's own login screen; `redirect` is the web path to come back to. */
  goToAppLogin: { options: { redirect?: string }; result: BridgeAck };
  /** Saves an image (e.g. a payment QR code) to the device's gallery. */
  downloadImage: { options: { url: string; fileName?: string }; result: BridgeAck & { saved?: boolean } };
  /** Signs the app out too (spec §4 logout). */
  logout: { options: { reason?: string }; result: BridgeAck };
  /** Opens a URL in a new app window (web view). */
  openNewWindow: { options: { url: string; title?: string }; result: BridgeAck };
  /** The app's identity verification (KYC) flow. */
  openKyc: { options: { source?: string }; result: BridgeAck & { kycStatus?: string } };
  /** The app's trading screen, optionally on a pair. */
  openTrade: { options: { symbol?: string }; result: BridgeAck };
  /** The title in the app's navigation bar. */
  setPageTitle: { options: { title: string }; result: BridgeAck };
  /** Asks the app to offer its update (store page or in-app update). */
  updateApp: { options: { force?: boolean }; result: BridgeAck & { latestVersion?: string } };
  /** The app's deposit or withdraw screen for an asset. */
  openDepositWithdraw: { options: { type: 'deposit' | 'withdraw'; asset?: string }; result: BridgeAck };
  /** The app's transfer between the spot and the funding wallet. */
  openTransfer: { options: { asset?: string; from?: 'spot' | 'funding'; to?: 'spot' | 'funding' }; result: BridgeAck };
  /** The app's balance (assets) home. */
  openBalanceHome: { options: Record<string, never>; result: BridgeAck };
  /** Copies a string to the device's clipboard. */
  copyString: { options: { text: string }; result: BridgeAck };
  /** The app's community screen; `url` is the web community page's address. */
  goToCommunity: { options: { url?: string }; result: BridgeAck };
}

export type BridgeOperation = keyof BridgeOperations;
export type BridgeOptions<Op extends BridgeOperation> = BridgeOperations[Op]['options'];
export type BridgeResult<Op extends BridgeOperation> = BridgeOperations[Op]['result'];

/** In the order of spec §7. */
export const BRIDGE_OPERATIONS = [
  'getUserAuth',
  'goToAppLogin',
  'downloadImage',
  'logout',
  'openNewWindow',
  'openKyc',
  'openTrade',
  'setPageTitle',
  'updateApp',
  'openDepositWithdraw',
  'openTransfer',
  'openBalanceHome',
  'copyString',
  'goToCommunity',
] as const satisfies readonly BridgeOperation[];

/** Sample options per operation, for the test page and the tests. */
export const SAMPLE_OPTIONS: { [Op in BridgeOperation]: BridgeOptions<Op> } = {
  getUserAuth: {},
  goToAppLogin: { redirect: '/en/p2p/buy' },
  downloadImage: { url: '/favicon.svg', fileName: 'p2p.svg' },
  logout: { reason: 'user' },
  openNewWindow: { url: 'https://example.com/help', title: 'Help' },
  openKyc: { source: 'p2p' },
  openTrade: { symbol: 'BTC_USDT' },
  setPageTitle: { title: 'P2P' },
  updateApp: { force: false },
  openDepositWithdraw: { type: 'deposit', asset: 'USDT' },
  openTransfer: { asset: 'USDT', from: 'spot', to: 'funding' },
  openBalanceHome: {},
  copyString: { text: 'P2P-1234' },
  goToCommunity: {},
};
