import { MOCK_VERIFY_CODES } from '@mocks/users';
import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { blockUser, getBlockedUsers } from '@/api/generated/endpoints/advertisers/advertisers';
import { getChatMessages, sendChatMessage } from '@/api/generated/endpoints/chat/chat';
import { uploadPicture } from '@/api/generated/endpoints/files/files';
import { acceptTerm } from '@/api/generated/endpoints/gates/gates';
import { getOrderDetails, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { resetMockState } from '@mocks/handlers';
import { restoreState, snapshotState, type MockSnapshot } from '@mocks/state/snapshot';
import { nodeFile, pngBytes, signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key, placeSell, usdtBalance } from './trade-helpers';

// The browser worker keeps the store in sessionStorage across reloads (mocks/browser.ts): a JSON round trip
// of the snapshot must give back the same trades, chat, files, balances and idempotency keys.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));

it('restores trades, chat, files, balances and idempotency from a JSON snapshot', async () => {
  const { orderId } = await placeSell('150');
  const image = await uploadPicture({ file: nodeFile(pngBytes(40), 'qr.png', 'image/png') });
  const sent = await sendChatMessage({ orderId, type: 'TEXT', content: 'paid?', clientMsgId: key('m') });
  const order = await getOrderDetails({ orderId });
  const chat = await getChatMessages({ orderId });
  const balance = await usdtBalance();
  const json = JSON.stringify(snapshotState());

  resetMockState();
  expect(await codeOfFailure(getOrderDetails({ orderId }))).toBe(30012);

  expect(restoreState(JSON.parse(json) as MockSnapshot)).toBe(true);
  expect({ ...(await getOrderDetails({ orderId })), serverTime: '' }).toEqual({ ...order, serverTime: '' });
  expect(await getChatMessages({ orderId })).toEqual(chat);
  expect(await sendChatMessage({ orderId, type: 'TEXT', content: 'paid?', clientMsgId: sent.clientMsgId! })).toEqual(
    sent,
  );
  expect(await usdtBalance()).toEqual(balance);
  expect(new Uint8Array(await (await fetch(image.fileUrl)).arrayBuffer())).toEqual(pngBytes(40));
  await expect(
    updateOrderState({ orderId, action: 'RELEASE', clientRequestId: key('r'), verifyCodes: MOCK_VERIFY_CODES }),
  ).resolves.toMatchObject({
    status: 'PENDING_RELEASE',
  });
});

it('starts from the seed when the snapshot is from another version', async () => {
  signInClient('new-user');
  await acceptTerm({ acceptTerm: true });
  const snapshot = { ...snapshotState(), version: -1 };
  expect(restoreState(snapshot)).toBe(false);
  expect(snapshotState().users.find((u) => u.userId === '100900001')?.acceptTerm).toBe(false);
});

it('keeps the users the trader blocked, and reads a snapshot from before blocking as none blocked', async () => {
  const page = await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 1 });
  const userId = page.list[0]!.advertiser.userId;
  await blockUser({ userId });
  const json = JSON.stringify(snapshotState());
  resetMockState();
  expect(restoreState(JSON.parse(json) as MockSnapshot)).toBe(true);
  expect((await getBlockedUsers({})).list.map((u) => u.userId)).toEqual([userId]);

  const older = JSON.parse(json) as MockSnapshot;
  for (const user of older.users) delete user.blocked;
  expect(restoreState(older)).toBe(true);
  expect((await getBlockedUsers({})).total).toBe(0);
});
