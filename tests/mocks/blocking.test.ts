import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import {
  blockUser,
  getAdvertiserAds,
  getAdvertiserProfile,
  getBlockedUsers,
  unblockUser,
} from '@/api/generated/endpoints/advertisers/advertisers';
import { createOrder, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureRequestContext } from '@/api/http/request-context';
import { MOCK_USERS } from '../../mocks/users';
import { signInClient, startMocks } from './mock-harness';
import { adFor, codeOfFailure, key, placeBuy } from './trade-helpers';

// Blocking (docs/product-rules.md §17): a blocked user's ads leave the blocker's lists, orders between the two are
// refused, and it cannot start while an order between them is in progress.

startMocks();
beforeEach(() => signInClient('trader'));

const usdList = async () => (await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 100 })).list;

it('takes a blocked advertiser’s ads out of the lists and the profile, refuses orders on them, and undoes it all', async () => {
  const ad = await adFor('BUY', '100');
  const who = ad.advertiser.userId;
  expect((await usdList()).some((a) => a.advertiser.userId === who)).toBe(true);

  await blockUser({ userId: who });
  await blockUser({ userId: who }); // harmless twice
  expect((await usdList()).some((a) => a.advertiser.userId === who)).toBe(false);
  expect(await getAdvertiserProfile({ userId: who })).toMatchObject({ blocked: true });
  expect((await getAdvertiserAds({ userId: who })).list).toEqual([]);
  const blocked = await getBlockedUsers({ page: 1, size: 20 });
  expect(blocked).toMatchObject({ total: 1, list: [{ userId: who, nickname: ad.advertiser.nickname }] });
  const order = createOrder({
    adNo: ad.adNo,
    side: 'BUY',
    fiatAmount: '100',
    payMethodCode: ad.payMethods[0]!.code,
    clientOrderId: key('blocked'),
  });
  expect(await codeOfFailure(order)).toBe(30017);

  // Another trader's lists are not affected.
  signInClient('new-user');
  expect((await usdList()).some((a) => a.advertiser.userId === who)).toBe(true);

  signInClient('trader');
  await unblockUser({ userId: who });
  expect((await usdList()).some((a) => a.advertiser.userId === who)).toBe(true);
  expect(await getAdvertiserProfile({ userId: who })).toMatchObject({ blocked: false });
  expect((await getBlockedUsers({})).total).toBe(0);
});

it('leaves the signed-out list whole', async () => {
  const ad = await adFor('BUY', '100');
  await blockUser({ userId: ad.advertiser.userId });
  configureRequestContext({ getAuthorization: () => undefined });
  expect((await usdList()).some((a) => a.advertiser.userId === ad.advertiser.userId)).toBe(true);
});

it('refuses to block during an order in progress with them (30015) and allows it once the order is finished', async () => {
  const { orderId, ad } = await placeBuy();
  const who = ad.advertiser.userId;
  expect(await codeOfFailure(blockUser({ userId: who }))).toBe(30015);
  await updateOrderState({ orderId, action: 'CANCEL', clientRequestId: key('cancel') });
  await blockUser({ userId: who });
  expect(await getAdvertiserProfile({ userId: who })).toMatchObject({ blocked: true });
});

it('refuses the trader themselves (30015) and an unknown user (30013)', async () => {
  expect(await codeOfFailure(blockUser({ userId: MOCK_USERS.trader.userId }))).toBe(30015);
  expect(await codeOfFailure(blockUser({ userId: '1' }))).toBe(30013);
  expect(await codeOfFailure(unblockUser({ userId: '1' }))).toBe(30013);
});

it('lists the most recently blocked first, paged', async () => {
  const ads = await usdList();
  const ids = [...new Set(ads.map((a) => a.advertiser.userId))].slice(0, 3);
  for (const userId of ids) {
    await blockUser({ userId });
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
  }
  const first = await getBlockedUsers({ page: 1, size: 2 });
  expect(first.total).toBe(3);
  expect(first.list.map((u) => u.userId)).toEqual([ids[2], ids[1]]);
  expect((await getBlockedUsers({ page: 2, size: 2 })).list.map((u) => u.userId)).toEqual([ids[0]]);
  jest.restoreAllMocks();
});
