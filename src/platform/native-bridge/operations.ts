/** `ok: false` means the app refused or failed, though the call itself succeeded; the bridge validates no answer. */
export interface BridgeAck {
  ok: boolean;
  message?: string;
}

/** Anything but an `ok: true` answer (or no answer) makes the caller fall back to the web behaviour. */
interface BridgeOperations {
  /** Signs the web view in with the app's session, so the user does not log in twice. */
  getUserAuth: {
    options: Record<string, never>;
    result: BridgeAck & { authorization?: string; userId?: string; UID?: string };
  };
  /** `redirect` is the web path to come back to. */
  goToAppLogin: { options: { redirect?: string }; result: BridgeAck };
  downloadImage: { options: { url: string; fileName?: string }; result: BridgeAck & { saved?: boolean } };
  logout: { options: { reason?: string }; result: BridgeAck };
  openNewWindow: { options: { url: string; title?: string }; result: BridgeAck };
  openKyc: { options: { source?: string }; result: BridgeAck & { kycStatus?: string } };
  openTrade: { options: { symbol?: string }; result: BridgeAck };
  setPageTitle: { options: { title: string }; result: BridgeAck };
  updateApp: { options: { force?: boolean }; result: BridgeAck & { latestVersion?: string } };
  openDepositWithdraw: { options: { type: 'deposit' | 'withdraw'; asset?: string }; result: BridgeAck };
  openTransfer: { options: { asset?: string; from?: 'spot' | 'funding'; to?: 'spot' | 'funding' }; result: BridgeAck };
  openBalanceHome: { options: Record<string, never>; result: BridgeAck };
  copyString: { options: { text: string }; result: BridgeAck };
  goToCommunity: { options: { url?: string }; result: BridgeAck };
}

export type BridgeOperation = keyof BridgeOperations;
export type BridgeOptions<Op extends BridgeOperation> = BridgeOperations[Op]['options'];
export type BridgeResult<Op extends BridgeOperation> = BridgeOperations[Op]['result'];

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
