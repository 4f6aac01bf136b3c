import { createContractValidator, type OpenApiDocument, type OperationRef } from './contract-validator';
import { planRequest, type PlannedRequest } from './contract-requests';

// Live contract verification: calls a running service and judges each answer by the contract.

export interface VerifyOptions {
  baseUrl: string;
  /** Session credential; sent as the `authorization` header and cookie, never printed. */
  authorization?: string;
  /** Also run write operations, in an order that makes sense. */
  includeWrites?: boolean;
  fetchImpl?: typeof fetch;
}

export interface VerifyResult {
  operationId: string;
  method: string;
  path: string;
  ok: boolean;
  detail?: string;
}

type Json = Record<string, unknown>;
type Learnt = {
  kycName?: string;
  adNo?: string;
  advertiserId?: string;
  userId?: string;
  orderId?: string;
  /** A completed order of the user's, on which feedback can be left. */
  completedOrderId?: string;
  /** An open order of the user's whose reminder may be sent now. */
  remindableOrderId?: string;
  /** An order of the user's that may be appealed now, and one with an appeal. */
  appealableOrderId?: string;
  appealedOrderId?: string;
  /** One of the user's own ads: the one the verifier posted, else the first My ads listed. */
  myAdNo?: string;
  paymentId?: string;
  accountGroup?: number;
  side?: string;
  asset?: string;
  fiat?: string;
};

/** Reads first so later reads can use ids the service really has; writes in dependency order, logout last. */
const READ_ORDER = [
  'getUserInfo',
  'getKycInfo',
  'queryAdvList',
  'getAdvertiseDetail',
  'getAdvertiserProfile',
  'getAdvertiserAds',
  'getFeedbackList',
  'getOrderList',
  'getOrderDetails',
  'getOrderFeedback',
  'getAppeal',
  'getChatMessages',
  'getAdRules',
  'getMyAds',
  'getMyAd',
];
const WRITE_ORDER = [
  'acceptTerm',
  'addFavorite',
  'removeFavorite',
  'uploadPicture',
  'createUserPayment',
  'removeUserPayment',
  'sendCode',
  'createOrder',
  'sendChatMessage',
  'uploadFile',
  'remindCounterparty',
  'createAppeal',
  'cancelAppeal',
  'updateOrderState',
  'saveOrderFeedback',
  'blockUser',
  'unblockUser',
  'applyAdvertiser',
  'createAd',
  'updateAd',
  'changeAdStatus',
  'closeAd',
  'postLogout',
  'getLogout',
];
const LAST_READS = new Set(['getLogout']);

export function isReadOperation(op: OperationRef): boolean {
  return (op.method === 'get' && !LAST_READS.has(op.operationId)) || op.operation['x-safe'] === true;
}

function orderOperations(ops: OperationRef[], includeWrites: boolean): OperationRef[] {
  const rank = (list: string[], id: string) => (list.includes(id) ? list.indexOf(id) : -1);
  const reads = ops
    .filter(isReadOperation)
    .sort((a, b) => rankOr(rank(READ_ORDER, a.operationId)) - rankOr(rank(READ_ORDER, b.operationId)));
  if (!includeWrites) return reads;
  const writes = ops
    .filter((op) => !isReadOperation(op))
    .sort((a, b) => rankOr(rank(WRITE_ORDER, a.operationId)) - rankOr(rank(WRITE_ORDER, b.operationId)));
  return [...reads, ...writes];
}
const rankOr = (r: number) => (r < 0 ? 999 : r);

// A 1x1 PNG: uploads are checked by their bytes, so the verifier sends a real image.
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function overridesFor(op: OperationRef, learnt: Learnt): { query?: Record<string, string>; body?: Json } {
  switch (op.operationId) {
    case 'getAdvertiseDetail':
      return learnt.adNo ? { query: { adNo: learnt.adNo } } : {};
    case 'getAdvertiserProfile':
    case 'getAdvertiserAds':
    case 'getFeedbackList': {
      // The advertiser of an ad the service listed, else the signed-in user: users it knows.
      const userId = learnt.advertiserId ?? learnt.userId;
      return userId ? { query: { userId } } : {};
    }
    case 'getOrderDetails':
    case 'getOrderFeedback':
    case 'getChatMessages':
      return learnt.orderId ? { query: { orderId: learnt.orderId } } : {};
    case 'saveOrderFeedback': {
      // Feedback is open on completed orders only: one the order list showed, else any order (answered 30014).
      const orderId = learnt.completedOrderId ?? learnt.orderId;
      return orderId ? { body: { orderId } } : {};
    }
    case 'getAppeal': {
      // An order the list showed with an appeal, else any order (answered 30020).
      const orderId = learnt.appealedOrderId ?? learnt.orderId;
      return orderId ? { query: { orderId } } : {};
    }
    case 'createAppeal': {
      // An order the list showed as appealable now, else any order (answered 30005 or 30019).
      const orderId = learnt.appealableOrderId ?? learnt.orderId;
      return {
        body: {
          ...(orderId ? { orderId } : {}),
          reason: 'OTHER',
          description: 'Opened by the contract verifier.',
          evidence: [],
          clientRequestId: `verify-${Date.now()}`,
        },
      };
    }
    case 'cancelAppeal': {
      // The appeal just opened (the verifier leaves nothing open behind it), else the one the list showed.
      const orderId = learnt.appealableOrderId ?? learnt.appealedOrderId ?? learnt.orderId;
      return orderId ? { body: { orderId } } : {};
    }
    case 'remindCounterparty': {
      // An open order the list showed with its reminder due, else any order (answered 30005 or 30018).
      const orderId = learnt.remindableOrderId ?? learnt.orderId;
      return orderId ? { body: { orderId } } : {};
    }
    case 'blockUser':
    case 'unblockUser': {
      // Last of the writes, so the block never stands in the way of the order placed before; unblock lifts it.
      const userId = learnt.advertiserId ?? learnt.userId;
      return userId ? { body: { userId } } : {};
    }
    case 'createOrder':
      return {
        body: {
          ...(learnt.adNo ? { adNo: learnt.adNo, side: learnt.side } : {}),
          clientOrderId: `verify-${Date.now()}`,
        },
      };
    case 'getMyAd':
      return learnt.myAdNo ? { query: { adNo: learnt.myAdNo } } : {};
    case 'createAd':
      // A buy ad (no saved payment method needed) kept offline, so that nothing is listed; closeAd ends it.
      return {
        body: {
          makerSide: 'BUY',
          asset: learnt.asset ?? 'USDT',
          fiat: learnt.fiat ?? 'EUR',
          priceType: 'FLOATING',
          premiumPercent: '-1',
          payMethodCodes: ['BANK_TRANSFER'],
          status: 'OFFLINE',
          clientRequestId: `verify-${Date.now()}`,
          verifyCodes: { smsCode: '482915', emailCode: '518204', googleCode: '730214' },
        },
      };
    case 'updateAd':
      return { body: { ...(learnt.myAdNo ? { adNo: learnt.myAdNo } : {}), clientRequestId: `verify-${Date.now()}` } };
    case 'changeAdStatus':
      return { body: { ...(learnt.myAdNo ? { adNo: learnt.myAdNo } : {}), status: 'OFFLINE' } };
    case 'closeAd':
      return learnt.myAdNo ? { body: { adNo: learnt.myAdNo } } : {};
    case 'createUserPayment':
      // A service may insist that the receiver is the verified account holder.
      return learnt.kycName ? { body: { receiverName: learnt.kycName } } : {};
    case 'removeUserPayment':
      return learnt.paymentId ? { body: { id: learnt.paymentId } } : {};
    case 'sendChatMessage':
      return { body: { ...(learnt.orderId ? { orderId: learnt.orderId } : {}), clientMsgId: `verify-${Date.now()}` } };
    case 'updateOrderState':
      return {
        body: {
          ...(learnt.orderId ? { orderId: learnt.orderId } : {}),
          action: 'CANCEL',
          clientRequestId: `verify-${Date.now()}`,
        },
      };
    default:
      return {};
  }
}

function learn(op: OperationRef, data: unknown, learnt: Learnt): void {
  const d = data as Json | null;
  if (!d) return;
  if (op.operationId === 'getUserInfo' && typeof d.accountGroup === 'number') learnt.accountGroup = d.accountGroup;
  if (op.operationId === 'getUserInfo' && typeof d.userId === 'string') learnt.userId = d.userId;
  if (op.operationId === 'getKycInfo' && typeof d.name === 'string' && d.name) learnt.kycName = d.name;
  const first = Array.isArray(d.list) ? (d.list[0] as Json | undefined) : undefined;
  if (op.operationId === 'queryAdvList' && first)
    Object.assign(learnt, {
      adNo: first.adNo,
      side: first.side,
      asset: first.asset,
      fiat: first.fiat,
      advertiserId: (first.advertiser as Json | undefined)?.userId,
    });
  if (op.operationId === 'getOrderList' && first) learnt.orderId = String(first.orderId);
  if (op.operationId === 'getOrderList' && Array.isArray(d.list)) {
    const completed = (d.list as Json[]).find((order) => order.status === 'COMPLETED');
    if (completed) learnt.completedOrderId = String(completed.orderId);
  }
  if (op.operationId === 'getOrderList' && Array.isArray(d.list)) {
    const due = (d.list as Json[]).find((order) => {
      const at = (order.reminder as Json | undefined)?.availableAt;
      return typeof at === 'string' && Date.parse(at) <= Date.now();
    });
    if (due) learnt.remindableOrderId = String(due.orderId);
    const list = d.list as Json[];
    const appealable = list.find((order) => order.appealable === true);
    if (appealable) learnt.appealableOrderId = String(appealable.orderId);
    const appealed = list.find((order) => ((order.appeal as Json | undefined)?.current ?? null) !== null);
    if (appealed) learnt.appealedOrderId = String(appealed.orderId);
  }
  if (op.operationId === 'createOrder' && typeof d.orderId === 'string') learnt.orderId = d.orderId;
  if (op.operationId === 'getMyAds' && first && typeof first.adNo === 'string') learnt.myAdNo = first.adNo;
  if (op.operationId === 'createAd' && typeof d.adNo === 'string') learnt.myAdNo = d.adNo;
  if (op.operationId === 'createUserPayment' && typeof d.id === 'string') learnt.paymentId = d.id;
}

async function send(plan: PlannedRequest, op: OperationRef, options: VerifyOptions, learnt: Learnt): Promise<Response> {
  const path = plan.path.replace('{accountGroup}', String(learnt.accountGroup ?? 0));
  const url = new URL(path, options.baseUrl);
  url.search = plan.query.toString();
  const headers: Record<string, string> = { Accept: 'application/json', Platform: 'website', language: 'en' };
  if (options.authorization) {
    headers.authorization = options.authorization;
    headers.Cookie = `authorization=${encodeURIComponent(options.authorization)}`;
  }
  let body: BodyInit | undefined;
  if (plan.multipart) {
    const form = new FormData();
    form.set('file', new Blob([PNG_1X1], { type: 'image/png' }), 'verify.png');
    body = form;
  } else if (plan.body !== undefined && plan.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(plan.body);
  }
  return (options.fetchImpl ?? fetch)(url, { method: plan.method, headers, body });
}

export async function verifyContract(doc: OpenApiDocument, options: VerifyOptions): Promise<VerifyResult[]> {
  const validator = createContractValidator(doc);
  const learnt: Learnt = {};
  const results: VerifyResult[] = [];
  for (const op of orderOperations(validator.operations, Boolean(options.includeWrites))) {
    const base = { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path };
    try {
      const response = await send(planRequest(doc, op, overridesFor(op, learnt)), op, options, learnt);
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        results.push({ ...base, ok: false, detail: `status ${response.status}: body is not JSON` });
        continue;
      }
      const verdict = validator.validateResponse(op, response.status, body);
      const code = (body as Json | null)?.code;
      if (response.status !== 200)
        results.push({
          ...base,
          ok: false,
          detail: `status ${response.status}${verdict.valid ? '' : ` and ${verdict.firstError}`}`,
        });
      else if (typeof code === 'number' && code !== 0)
        results.push({ ...base, ok: false, detail: `business code ${code}: ${String((body as Json).message ?? '')}` });
      else if (!verdict.valid) results.push({ ...base, ok: false, detail: verdict.firstError });
      else {
        learn(op, (body as Json).data, learnt);
        results.push({ ...base, ok: true });
      }
    } catch (error) {
      results.push({
        ...base,
        ok: false,
        detail: `request failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return results;
}

export function formatResults(results: VerifyResult[]): string {
  const lines = results.map(
    (r) => `${r.ok ? 'PASS' : 'FAIL'} ${r.method.padEnd(6)} ${r.path}${r.detail ? ` - ${r.detail}` : ''}`,
  );
  const passed = results.filter((r) => r.ok).length;
  lines.push(`${passed} passed, ${results.length - passed} failed`);
  return lines.join('\n');
}
