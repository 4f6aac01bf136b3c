import { http } from 'msw';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  Order,
  OrderDetailsResponse,
  OrderListResponse,
  RemindCounterpartyRequest,
  UpdateOrderStateRequest,
  UpdateOrderStateResponse,
} from '@/api/generated/models';
import { MockBadRequest, invalidField } from '../state/business-codes';
import { checkCodes } from '../state/gates';
import { placeOrder } from '../state/order-create';
import { applyAction, checkAction } from '../state/order-engine';
import { remindCounterparty } from '../state/order-reminders';
import { statusGroupOf, viewOrder } from '../state/order-view';
import { findOrderOf, ordersOf } from '../state/orders';
import { getState } from '../state/store';
import { jsonBody, ok, paging, protectedRoute } from './respond';

const ACTIONS = ['PAID', 'RELEASE', 'CANCEL', 'APPEAL'];

// The mock server checks the contract itself; this copy guards the browser worker, which has none at hand, and
// tests/mocks/contract-limits.test.ts fails when the two differ.
export const NOTES_MAX_LENGTH = 200;

function checkNotes(notes: unknown): void {
  if (notes === undefined) return;
  if (typeof notes !== 'string') throw new MockBadRequest('Invalid request: body field "notes": must be string.');
  if ([...notes].length > NOTES_MAX_LENGTH) {
    throw new MockBadRequest(
      `Invalid request: body field "notes": must NOT have more than ${NOTES_MAX_LENGTH} characters.`,
    );
  }
}
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;

function timeParam(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new MockBadRequest(`${name} must be an ISO 8601 date-time.`);
  return ms;
}

export const ordersHandlers = [
  http.post(
    '*/api/ctc/create-order',
    protectedRoute(async ({ request, user, caller }) => {
      const body = await jsonBody<CreateOrderRequest>(request);
      checkNotes((body as { notes?: unknown }).notes);
      return ok<CreateOrderResponse>(
        placeOrder(user, body, {
          regionRestricted: caller.scenario === 'restricted-region',
          appealCase: caller.scenario === 'appeal',
        }),
      );
    }),
  ),
  http.get(
    '*/api/ctc/query-order-list',
    protectedRoute(({ request, user }) => {
      const q = new URL(request.url).searchParams;
      const { page, size } = paging(q.get('page') ?? undefined, q.get('size') ?? undefined);
      const side = q.get('side');
      const group = q.get('statusGroup');
      if (side && side !== 'B' && side !== 'S') throw new MockBadRequest('side must be B or S.');
      if (group && !['IN_PROGRESS', 'COMPLETED', 'CANCELED'].includes(group))
        throw new MockBadRequest('statusGroup is invalid.');
      const start = timeParam(q.get('startTime'), 'startTime');
      const end = timeParam(q.get('endTime'), 'endTime');
      const orderId = q.get('orderId');
      const now = Date.now();
      const all = ordersOf(user, now)
        .filter(
          (o) =>
            (!orderId || o.orderId === orderId || o.externalOrderId === orderId) &&
            (!side || o.side === side) &&
            (!group || statusGroupOf(o) === group),
        )
        .filter((o) => (start === undefined || o.createdAt >= start) && (end === undefined || o.createdAt < end))
        .sort((a, b) => b.createdAt - a.createdAt || b.orderId.localeCompare(a.orderId));
      const list = all.slice((page - 1) * size, page * size).map((o) => viewOrder(o, now));
      return ok<OrderListResponse>({ list, total: all.length, page, size });
    }),
  ),
  http.get(
    '*/api/ctc/query-order-details',
    protectedRoute(({ request, user }) => {
      const q = new URL(request.url).searchParams;
      const orderId = q.get('orderId');
      const externalOrderId = q.get('externalOrderId');
      if (!orderId && !externalOrderId) throw invalidField('orderId or externalOrderId is required.');
      return ok<OrderDetailsResponse>(viewOrder(findOrderOf(user, { orderId, externalOrderId }), Date.now()));
    }),
  ),
  http.post(
    '*/api/ctc/update-order-state',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<UpdateOrderStateRequest>>(request);
      if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
      if (!ACTIONS.includes(body.action ?? '') || !body.action)
        throw invalidField('action must be PAID, RELEASE, CANCEL or APPEAL.');
      if (typeof body.clientRequestId !== 'string' || !CLIENT_KEY.test(body.clientRequestId))
        throw invalidField('clientRequestId is missing or invalid.');
      // Contract: a repeated clientRequestId returns the result of the first request.
      const key = `update-order:${user.profile.userId}:${body.clientRequestId}`;
      const idempotency = getState().idempotency;
      const first = idempotency.get(key) as Order | undefined;
      if (first) return ok<UpdateOrderStateResponse>(first);
      const now = Date.now();
      const order = findOrderOf(user, { orderId: body.orderId }, now);
      // The state's refusal (30005) comes before the codes': nobody is asked for codes for an action not allowed.
      checkAction(order, body.action, now);
      // Contract: RELEASE always needs verifyCodes (scene RELEASE); the other actions move no coins of the caller's.
      checkCodes(user, body.verifyCodes, body.action === 'RELEASE' ? 'RELEASE' : null);
      applyAction(order, body.action, now, body.reason);
      const view = viewOrder(order, now);
      idempotency.set(key, view);
      return ok<UpdateOrderStateResponse>(view);
    }),
  ),
  http.post(
    '*/api/ctc/remind-counterparty',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<RemindCounterpartyRequest>>(request);
      if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
      const now = Date.now();
      const order = findOrderOf(user, { orderId: body.orderId }, now);
      remindCounterparty(order, now);
      return ok<OrderDetailsResponse>(viewOrder(order, now));
    }),
  ),
];
