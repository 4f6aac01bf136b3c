import { getChatMessages, sendChatMessage } from '@/api/generated/endpoints/chat/chat';
import { uploadFile } from '@/api/generated/endpoints/files/files';
import { updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureMocks } from '@mocks/handlers';
import { nodeFile, pngBytes, signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key, placeBuy } from './trade-helpers';

// Order chat (contract chat.yaml): oldest first, afterId polling, clientMsgId idempotency, sender per viewer.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));

describe('order chat', () => {
  it('starts with a system notice and a counterparty greeting, ids increasing', async () => {
    const { orderId } = await placeBuy('100');
    const { list } = await getChatMessages({ orderId });
    expect(list.map((m) => m.sender)).toEqual(['SYSTEM', 'COUNTERPARTY']);
    expect(list[0]).toMatchObject({ type: 'SYSTEM', senderNickname: 'System', clientMsgId: null });
    expect(Number(list[1]!.id)).toBeGreaterThan(Number(list[0]!.id));
  });

  it('sends with clientMsgId idempotency and polls only newer messages with afterId', async () => {
    configureMocks({ counterpartyDelayMs: 60_000 });
    const { orderId } = await placeBuy('100');
    const history = (await getChatMessages({ orderId })).list;
    const lastId = history[history.length - 1]!.id;
    const message = {
      orderId,
      type: 'TEXT' as const,
      content: '<img src=x onerror=alert(1)> paid',
      clientMsgId: key('msg'),
    };
    const sent = await sendChatMessage(message);
    expect(sent).toMatchObject({
      sender: 'SELF',
      senderNickname: 'AlexTrades',
      content: message.content,
      clientMsgId: message.clientMsgId,
    });
    expect(await sendChatMessage(message)).toEqual(sent);
    const newer = await getChatMessages({ orderId, afterId: lastId });
    expect(newer.list.map((m) => m.id)).toEqual([sent.id]);
    expect((await getChatMessages({ orderId, afterId: sent.id })).list).toEqual([]);
  });

  it('receives the counterparty: its reply to a message and its messages at each step', async () => {
    const { orderId } = await placeBuy('100');
    const sent = await sendChatMessage({ orderId, type: 'TEXT', content: 'Hello', clientMsgId: key('msg') });
    const reply = await getChatMessages({ orderId, afterId: sent.id });
    expect(reply.list).toHaveLength(1);
    expect(reply.list[0]).toMatchObject({ sender: 'COUNTERPARTY', type: 'TEXT', clientMsgId: null });
    await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
    const steps = await getChatMessages({ orderId, afterId: reply.list[0]!.id });
    expect(steps.list.map((m) => m.sender)).toEqual(['SYSTEM', 'COUNTERPARTY', 'SYSTEM', 'COUNTERPARTY', 'SYSTEM']);
    const times = steps.list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('sends an uploaded image, which the stored URL serves back', async () => {
    const { orderId } = await placeBuy('100');
    const upload = await uploadFile({ file: nodeFile(pngBytes(64), 'receipt.png', 'image/png') });
    const image = await sendChatMessage({
      orderId,
      type: 'IMAGE',
      fileUrl: upload.fileUrl,
      fileName: upload.fileName,
      fileSize: upload.fileSize,
      clientMsgId: key('img'),
    });
    expect(image).toMatchObject({ type: 'IMAGE', content: '', fileUrl: upload.fileUrl, fileSize: 72 });
    const served = await fetch(upload.fileUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(72);
  });

  it('refuses empty text (30000), unknown orders (30012) and closed orders (30005)', async () => {
    const { orderId } = await placeBuy('100');
    expect(await codeOfFailure(sendChatMessage({ orderId, type: 'TEXT', content: '  ', clientMsgId: key('e') }))).toBe(
      30000,
    );
    expect(
      await codeOfFailure(sendChatMessage({ orderId: '1', type: 'TEXT', content: 'hi', clientMsgId: key('u') })),
    ).toBe(30012);
    expect(await codeOfFailure(getChatMessages({ orderId: '1' }))).toBe(30012);
    await updateOrderState({ orderId, action: 'CANCEL', clientRequestId: key('c') });
    expect(await codeOfFailure(sendChatMessage({ orderId, type: 'TEXT', content: 'hi', clientMsgId: key('x') }))).toBe(
      30005,
    );
  });

  it("computes the sender per reader: another user cannot read the trader's chat", async () => {
    const { orderId } = await placeBuy('100');
    signInClient('sub-user');
    expect(await codeOfFailure(getChatMessages({ orderId }))).toBe(30012);
  });
});
