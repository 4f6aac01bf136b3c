import { http } from 'msw';
import {
  FeedbackRating,
  type AdvertiserAdsResponse,
  type AdvertiserProfileResponse,
  type FeedbackListResponse,
  type OrderFeedbackResponse,
  type SaveOrderFeedbackRequest,
} from '@/api/generated/models';
import { advertiserAds, advertiserProfile, feedbackPage } from '../state/advertiser-record';
import { BIZ, MockBadRequest, MockBizError, invalidField } from '../state/business-codes';
import { orderFeedbackOf, saveOrderFeedback } from '../state/order-feedback';
import { findOrderOf } from '../state/orders';
import { jsonBody, ok, paging, protectedRoute } from './respond';

const notFound = () => new MockBizError(BIZ.USER_NOT_FOUND, 'This user does not exist.');

/** The `userId` query parameter, a numeric id (the contract's UserId), or a 400. */
function userIdOf(request: Request): string {
  const userId = new URL(request.url).searchParams.get('userId');
  if (!userId || !/^\d{1,20}$/.test(userId)) throw new MockBadRequest('userId must be a numeric user id.');
  return userId;
}

export const advertisersHandlers = [
  http.get(
    '*/api/ctc/query-advertiser-profile',
    protectedRoute(({ request, user }) => {
      const profile = advertiserProfile(userIdOf(request), user.profile.userId);
      if (!profile) throw notFound();
      return ok<AdvertiserProfileResponse>(profile);
    }),
  ),
  http.get(
    '*/api/ctc/query-advertiser-ads',
    protectedRoute(({ request, user }) => {
      const userId = userIdOf(request);
      if (!advertiserProfile(userId, user.profile.userId)) throw notFound();
      return ok<AdvertiserAdsResponse>({ list: advertiserAds(userId) });
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
];
