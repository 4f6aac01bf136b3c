import { http } from 'msw';
import type {
  AppealEvidence,
  AppealResponse,
  CancelAppealRequest,
  CreateAppealRequest,
  OrderDetailsResponse,
} from '@/api/generated/models';
import { AppealReason } from '@/api/generated/models';
import { BIZ, MockBizError, invalidField } from '../state/business-codes';
import { findOwnFile, type SniffedType } from '../state/files';
import { cancelAppeal, checkAppealAllowed, openAppeal, viewAppeal } from '../state/order-appeals';
import { viewOrder } from '../state/order-view';
import { findOrderOf } from '../state/orders';
import { getState } from '../state/store';
import { jsonBody, ok, protectedRoute } from './respond';

// The mock server checks the contract itself; these bounds guard the browser worker, which has none at hand.
const DESCRIPTION_CHARS = { min: 10, max: 1000 };
const MAX_FILES = 5;
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const REASONS: readonly string[] = Object.values(AppealReason);

/** The files as this server stored them: names, sizes and types are its own, not what the request says. */
function ownEvidence(files: unknown, userId: string): AppealEvidence[] {
  if (files === undefined) return [];
  if (!Array.isArray(files) || files.length > MAX_FILES)
    throw invalidField(`evidence holds at most ${MAX_FILES} files.`);
  return files.map((entry: Partial<AppealEvidence> | null) => {
    const file = typeof entry?.fileUrl === 'string' ? findOwnFile(entry.fileUrl, userId) : undefined;
    if (!file || !entry?.fileUrl)
      throw new MockBizError(BIZ.APPEAL_NOT_ACCEPTED, 'An attached file was not found among your uploads.');
    return {
      fileUrl: entry.fileUrl,
      fileName: file.fileName,
      fileSize: file.bytes.byteLength,
      contentType: file.contentType as SniffedType,
    };
  });
}

export const appealsHandlers = [
  http.post(
    '*/api/ctc/create-appeal',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<CreateAppealRequest>>(request);
      if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
      if (typeof body.clientRequestId !== 'string' || !CLIENT_KEY.test(body.clientRequestId))
        throw invalidField('clientRequestId is missing or invalid.');
      const key = `create-appeal:${user.profile.userId}:${body.clientRequestId}`;
      const idempotency = getState().idempotency;
      const first = idempotency.get(key) as OrderDetailsResponse['data'] | undefined;
      if (first) return ok<OrderDetailsResponse>(first);
      const now = Date.now();
      const order = findOrderOf(user, { orderId: body.orderId }, now);
      // The window's refusal comes first: a form sent too early is told when, whatever it holds.
      checkAppealAllowed(order, now);
      if (typeof body.reason !== 'string' || !REASONS.includes(body.reason)) throw invalidField('reason is invalid.');
      const description = typeof body.description === 'string' ? body.description.trim() : '';
      const length = [...description].length;
      if (length < DESCRIPTION_CHARS.min || length > DESCRIPTION_CHARS.max)
        throw invalidField(
          `The description must have ${DESCRIPTION_CHARS.min} to ${DESCRIPTION_CHARS.max} characters.`,
        );
      const evidence = ownEvidence(body.evidence, user.profile.userId);
      openAppeal(order, { reason: body.reason as AppealReason, description, evidence }, now);
      const view = viewOrder(order, now);
      idempotency.set(key, view);
      return ok<OrderDetailsResponse>(view);
    }),
  ),
  http.get(
    '*/api/ctc/query-appeal',
    protectedRoute(({ request, user }) => {
      const orderId = new URL(request.url).searchParams.get('orderId');
      if (!orderId) throw invalidField('orderId is required.');
      return ok<AppealResponse>(viewAppeal(findOrderOf(user, { orderId })));
    }),
  ),
  http.post(
    '*/api/ctc/cancel-appeal',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<CancelAppealRequest>>(request);
      if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
      const now = Date.now();
      const order = findOrderOf(user, { orderId: body.orderId }, now);
      cancelAppeal(order, now);
      return ok<OrderDetailsResponse>(viewOrder(order, now));
    }),
  ),
];
