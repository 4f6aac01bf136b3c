// Which operations work signed out (`security: []`); tests/mocks/conformance.test.ts compares this table with the
// contract, so it cannot drift.

type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface MockOperation {
  operationId: string;
  method: HttpMethod;
  /** Path as in the contract, group-scoped ones starting with `/{accountGroup}`. */
  path: string;
  isPublic: boolean;
}

const op = (operationId: string, method: HttpMethod, path: string, isPublic = false): MockOperation => ({
  operationId,
  method,
  path,
  isPublic,
});

export const MOCK_OPERATIONS: readonly MockOperation[] = [
  op('getPublicRates', 'GET', '/api/a/v1/public/rates', true),
  op('getRestrictionCheck', 'GET', '/api/a/v1/public/restriction-check', true),
  op('getKrRestrictCheck', 'GET', '/api/a/v1/auth/user/kr-restrict-check'),
  op('postLogout', 'POST', '/api/a/v1/auth/logout'),
  op('getLogout', 'GET', '/api/a/v1/auth/logout'),
  op('getUserInfo', 'GET', '/api/a/v2/auth/user/info'),
  op('getKycInfo', 'GET', '/api/a/v1/auth/kyc/info'),
  op('getBrokerCheck', 'GET', '/api/broker/v3/check'),
  op('getFavorites', 'GET', '/api/e/v1/favorite'),
  op('addFavorite', 'POST', '/api/e/v1/favorite'),
  op('removeFavorite', 'DELETE', '/api/e/v1/favorite'),
  op('getAssets', 'GET', '/api/t/v2/assets', true),
  op('getAssetLogos', 'GET', '/api/t/v1/asset-logos', true),
  op('getSpotBalance', 'GET', '/{accountGroup}/api/t/v2/spot-balance'),
  op('getVerifyUser', 'GET', '/api/ctc/verify-user'),
  op('acceptTerm', 'POST', '/api/ctc/accept-term'),
  op('getCryptoFiat', 'GET', '/api/ctc/query-crypto-fiat', true),
  op('getStartupCurrencyList', 'GET', '/api/ctc/query-currency-list', true),
  op('queryAdvList', 'POST', '/api/ctc/query-adv-list', true),
  op('getAdvertiseDetail', 'GET', '/api/ctc/query-advertise-detail', true),
  op('getAdvertiserProfile', 'GET', '/api/ctc/query-advertiser-profile'),
  op('getAdvertiserAds', 'GET', '/api/ctc/query-advertiser-ads'),
  op('getFeedbackList', 'GET', '/api/ctc/query-feedback-list'),
  op('getOrderFeedback', 'GET', '/api/ctc/query-order-feedback'),
  op('saveOrderFeedback', 'POST', '/api/ctc/save-order-feedback'),
  op('blockUser', 'POST', '/api/ctc/block-user'),
  op('unblockUser', 'POST', '/api/ctc/unblock-user'),
  op('getBlockedUsers', 'GET', '/api/ctc/query-blocked-users'),
  op('getAdRules', 'GET', '/api/ctc/query-adv-rules'),
  op('applyAdvertiser', 'POST', '/api/ctc/apply-advertiser'),
  op('getMyAds', 'POST', '/api/ctc/query-my-adv-list'),
  op('getMyAd', 'GET', '/api/ctc/query-my-adv-detail'),
  op('createAd', 'POST', '/api/ctc/create-adv'),
  op('updateAd', 'POST', '/api/ctc/update-adv'),
  op('changeAdStatus', 'POST', '/api/ctc/update-adv-status'),
  op('closeAd', 'POST', '/api/ctc/close-adv'),
  op('createOrder', 'POST', '/api/ctc/create-order'),
  op('getOrderList', 'GET', '/api/ctc/query-order-list'),
  op('getOrderDetails', 'GET', '/api/ctc/query-order-details'),
  op('updateOrderState', 'POST', '/api/ctc/update-order-state'),
  op('remindCounterparty', 'POST', '/api/ctc/remind-counterparty'),
  op('createAppeal', 'POST', '/api/ctc/create-appeal'),
  op('getAppeal', 'GET', '/api/ctc/query-appeal'),
  op('cancelAppeal', 'POST', '/api/ctc/cancel-appeal'),
  op('getChatMessages', 'GET', '/api/ctc/query-chat-msg'),
  op('sendChatMessage', 'POST', '/api/ctc/send-chat-msg'),
  op('uploadFile', 'POST', '/api/ctc/upload-file-by-form-data'),
  op('uploadPicture', 'POST', '/api/ctc/upload-picture'),
  op('getUserPayments', 'GET', '/api/ctc/query-user-payment'),
  op('createUserPayment', 'POST', '/api/ctc/create-user-payment'),
  op('removeUserPayment', 'POST', '/api/ctc/remove-user-payment'),
  op('sendCode', 'POST', '/api/ctc/send-code'),
];

const GROUP_SEGMENT = '/{accountGroup}';

/** The operation a request is for: `/{accountGroup}` and any origin before `/api/` are ignored. */
export function findOperation(method: string, url: string): MockOperation | undefined {
  const pathname = new URL(url).pathname;
  const start = pathname.indexOf('/api/');
  if (start < 0) return undefined;
  const path = pathname.slice(start).replace(/\/+$/, '');
  const verb = method.toUpperCase();
  return MOCK_OPERATIONS.find((o) => o.path.replace(GROUP_SEGMENT, '') === path && o.method === verb);
}
