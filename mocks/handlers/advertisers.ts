import { http } from 'msw';
import {
  FeedbackRating,
  type AckResponse,
  type AdvertiserAdsResponse,
  type AdvertiserProfileResponse,
  type BlockUserRequest,
  type BlockedUsersResponse,
  type FeedbackListResponse,
  type OrderFeedbackResponse,
  type SaveOrderFeedbackRequest,
} from '@/api/generated/models';
import { advertiserAds, advertiserProfile, feedbackPage } from '../state/advertiser-record';
import { blockUser, blockedUsers, unblockUser } from '../state/blocking';
import { BIZ, MockBadRequest, MockBizError, invalidField } from '../state/business-codes';
import { orderFeedbackOf, saveOrderFeedback } from '../state/order-feedback';
import { findOrderOf } from '../state/orders';
import { jsonBody, ok, paging, protectedRoute } from './respond';

const notFound = () => new MockBizError(BIZ.USER_NOT_FOUND, 'This user does not exist.');

const USER_ID = /^\d{1,20}$/;

/** The `userId` query parameter, a numeric id (the contract's UserId), or a 400. */
function userIdOf(request: Request): string {
  const userId = new URL(request.url).searchParams.get('userId');
  if (!userId || !USER_ID.test(userId)) throw new MockBadRequest('userId must be a numeric user id.');
  return userId;
}

/** The body of blockUser and unblockUser: exactly `{ userId }`, or a 400. */
async function blockTargetOf(request: Request): Promise<string> {
  const body = await jsonBody<Partial<BlockUserRequest>>(request);
  if (Object.keys(body).some((key) => key !== 'userId')) throw new MockBadRequest('Only userId is allowed.');
  if (typeof body.userId !== 'string' || !USER_ID.test(body.userId))
    throw new MockBadRequest('userId must be a numeric user id.');
  return body.userId;
}

export const advertisersHandlers = [
  http.get(
    '*/api/ctc/query-advertiser-profile',
    protectedRoute(({ request, user }) => {
      const profile = advertiserProfile(userIdOf(request), user);
      if (!profile) throw notFound();
      return ok<AdvertiserProfileResponse>(profile);
    }),
  ),
  http.get(
    '*/api/ctc/query-advertiser-ads',
    protectedRoute(({ request, user }) => {
      const userId = userIdOf(request);
      if (!advertiserProfile(userId, user)) throw notFound();
      return ok<AdvertiserAdsResponse>({ list: user.blocked.has(userId) ? [] : advertiserAds(userId) });
    }),
  ),
  http.get(
    '*/api/ctc/query-feedback-list',
    protectedRoute(({ request }) => {
      const params = new URL(request.url).searchParams;
      const rating = params.get('rating');
      if (rating !== null && !(Object.values(FeedbackRating) as string[]).includes(rating))
        throw new MockBadRequest('rating must be POSITIVE or NEGATIVE.');
      const { page, size } = paging(params.get('page') ?? undefined, params.get('size') ?? undefined);
      const found = feedbackPage(userIdOf(request), (rating ?? undefined) as FeedbackRating | undefined, page, size);
      if (!found) throw notFound();
      return ok<FeedbackListResponse>({ ...found, page, size });
    }),
  ),
  http.get(
    '*/api/ctc/query-order-feedback',
    protectedRoute(({ request, user }) => {
      const orderId = new URL(request.url).searchParams.get('orderId');
      if (!orderId || !/^\d{1,32}$/.test(orderId)) throw new MockBadRequest('orderId must be a numeric order id.');
      const now = Date.now();
      return ok<OrderFeedbackResponse>(orderFeedbackOf(findOrderOf(user, { orderId }, now), now));
    }),
  ),
  http.post(
    '*/api/ctc/save-order-feedback',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<SaveOrderFeedbackRequest>>(request);
      if (typeof body.orderId !== 'string' || !body.orderId) throw invalidField('orderId is required.');
      const now = Date.now();
      const order = findOrderOf(user, { orderId: body.orderId }, now);
      saveOrderFeedback(order, body, now);
      return ok<OrderFeedbackResponse>(orderFeedbackOf(order, now));
    }),
  ),
  http.post(
    '*/api/ctc/block-user',
    protectedRoute(async ({ request, user }) => {
      const userId = await blockTargetOf(request);
      const profile = advertiserProfile(userId, user);
      if (!profile) throw notFound();
      blockUser(user, profile, Date.now());
      return ok<AckResponse>({ success: true });
    }),
  ),
  http.post(
    '*/api/ctc/unblock-user',
    protectedRoute(async ({ request, user }) => {
      const userId = await blockTargetOf(request);
      if (!advertiserProfile(userId, user)) throw notFound();
      unblockUser(user, userId);
      return ok<AckResponse>({ success: true });
    }),
  ),
  http.get(
    '*/api/ctc/query-blocked-users',
    protectedRoute(({ request, user }) => {
      const params = new URL(request.url).searchParams;
      const { page, size } = paging(params.get('page') ?? undefined, params.get('size') ?? undefined);
      const all = blockedUsers(user);
      return ok<BlockedUsersResponse>({
        list: all.slice((page - 1) * size, page * size),
        total: all.length,
        page,
        size,
      });
    }),
  ),
];
