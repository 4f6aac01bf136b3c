import { http } from 'msw';
import type { ChatMessagesResponse, SendChatMessageRequest, SendChatMessageResponse } from '@/api/generated/models';
import { BIZ, MockBadRequest, MockBizError, invalidField } from '../state/business-codes';
import { appendMessage, messagesFor, messagesOf, viewMessage } from '../state/chat-log';
import { noteOwnerMessage } from '../state/order-appeals';
import { expectReply } from '../state/order-engine';
import { isOpen } from '../state/order-view';
import { findOrderOf } from '../state/orders';
import { getState } from '../state/store';
import { jsonBody, ok, protectedRoute } from './respond';

// Users send TEXT, IMAGE or FILE; only the platform sends SYSTEM.

const MAX_FILE_BYTES = 10_485_760;

function validate(body: Partial<SendChatMessageRequest>): SendChatMessageRequest {
  if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
  if (typeof body.clientMsgId !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(body.clientMsgId))
    throw invalidField('clientMsgId is missing or invalid.');
  if (body.type === 'TEXT') {
    if (typeof body.content !== 'string' || body.content.trim() === '' || body.content.length > 1000)
      throw invalidField('The message must have 1 to 1000 characters.');
  } else if (body.type === 'IMAGE' || body.type === 'FILE') {
    const sizeOk =
      Number.isInteger(body.fileSize) && (body.fileSize ?? 0) >= 1 && (body.fileSize ?? 0) <= MAX_FILE_BYTES;
    if (
      typeof body.fileUrl !== 'string' ||
      !URL.canParse(body.fileUrl) ||
      !body.fileName ||
      body.fileName.length > 255 ||
      !sizeOk
    ) {
      throw invalidField('Attachments need fileUrl, fileName and fileSize from the upload.');
    }
  } else {
    throw invalidField('type must be TEXT, IMAGE or FILE.');
  }
  return body as SendChatMessageRequest;
}

export const chatHandlers = [
  http.get(
    '*/api/ctc/query-chat-msg',
    protectedRoute(({ request, user }) => {
      const q = new URL(request.url).searchParams;
      const orderId = q.get('orderId');
      const afterRaw = q.get('afterId');
      if (!orderId) throw new MockBadRequest('orderId is required.');
      const order = findOrderOf(user, { orderId });
      // An id the order does not have returns the messages after it in id order, so a stale id loses nothing; a
      // value that is no id at all has no place in that order and returns the whole history.
      const afterId = afterRaw !== null && /^\d+$/.test(afterRaw) ? Number(afterRaw) : undefined;
      const list = messagesFor(order.orderId, user.profile.userId, afterId).map((m) =>
        viewMessage(m, user.profile.userId, request.headers.get('language')),
      );
      return ok<ChatMessagesResponse>({ list });
    }),
  ),
  http.post(
    '*/api/ctc/send-chat-msg',
    protectedRoute(async ({ request, user }) => {
      const body = validate(await jsonBody<Partial<SendChatMessageRequest>>(request));
      const order = findOrderOf(user, { orderId: body.orderId });
      const key = `chat:${user.profile.userId}:${body.clientMsgId}`;
      const idempotency = getState().idempotency;
      const firstId = idempotency.get(key) as number | undefined;
      const stored = firstId === undefined ? undefined : messagesOf(order.orderId).find((m) => m.id === firstId);
      if (stored)
        return ok<SendChatMessageResponse>(viewMessage(stored, user.profile.userId, request.headers.get('language')));
      if (!isOpen(order)) throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'The chat of a closed order is read-only.');
      const now = Date.now();
      const isText = body.type === 'TEXT';
      const record = appendMessage(order.orderId, {
        authorId: user.profile.userId,
        nickname: user.profile.username,
        type: body.type,
        content: isText ? (body.content ?? '') : '',
        clientMsgId: body.clientMsgId,
        fileUrl: isText ? null : (body.fileUrl ?? null),
        fileName: isText ? null : (body.fileName ?? null),
        fileSize: isText ? null : (body.fileSize ?? null),
        createdAt: now,
      });
      idempotency.set(key, record.id);
      noteOwnerMessage(order, now);
      expectReply(order, now);
      return ok<SendChatMessageResponse>(viewMessage(record, user.profile.userId, request.headers.get('language')));
    }),
  ),
];
