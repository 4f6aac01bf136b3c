import { createNativeBridge, CALLBACK_NAME, NativeBridgeError } from '@/platform/native-bridge/bridge-client';
import { installFakeNativeHost, type FakeNativeHost } from '@/platform/native-bridge/fake-native-host';
import { BRIDGE_OPERATIONS, SAMPLE_OPTIONS, type BridgeOperation } from '@/platform/native-bridge/operations';

// The 14 bridge operations, each taking options and a callback receiving parsed JSON, over the fake app.

let win: Record<string, unknown>;
let fake: FakeNativeHost | undefined;
beforeEach(() => {
  win = {};
});
afterEach(() => {
  fake?.uninstall();
  fake = undefined;
  jest.useRealTimers();
});

const callback = (bridge: ReturnType<typeof createNativeBridge>, op: BridgeOperation) =>
  new Promise<unknown>((resolve, reject) => bridge[op](SAMPLE_OPTIONS[op] as never, resolve, reject));

it('knows the 14 bridge operations', () => {
  expect(BRIDGE_OPERATIONS).toHaveLength(14);
  expect(new Set(BRIDGE_OPERATIONS).size).toBe(14);
});

describe.each(BRIDGE_OPERATIONS)('%s round-trips through the fake app', (op) => {
  it('callback form: the message carries op, options and a callback id; the callback gets parsed JSON', async () => {
    fake = installFakeNativeHost({ globalObject: win });
    const result = await callback(createNativeBridge({ globalObject: win }), op);
    expect(fake.messages).toEqual([{ op, options: SAMPLE_OPTIONS[op], callbackId: expect.stringContaining(op) }]);
    expect(result).toEqual(expect.objectContaining({ ok: true, op, options: SAMPLE_OPTIONS[op] }));
  });

  it('promise form: call() resolves with the parsed answer', async () => {
    fake = installFakeNativeHost({ globalObject: win, respond: (m) => JSON.stringify({ ok: true, echo: m.op }) });
    await expect(createNativeBridge({ globalObject: win }).call(op, SAMPLE_OPTIONS[op] as never)).resolves.toEqual({
      ok: true,
      echo: op,
    });
  });
});

describe('answers and failures', () => {
  it('typed results: getUserAuth gives the app session, setPageTitle echoes the title', async () => {
    fake = installFakeNativeHost({ globalObject: win });
    const bridge = createNativeBridge({ globalObject: win });
    const auth = await bridge.call('getUserAuth', {});
    expect(auth.userId).toBe('10001');
    const title = await bridge.call('setPageTitle', { title: 'Acheter USDT' });
    expect(title).toMatchObject({ ok: true, options: { title: 'Acheter USDT' } });
  });

  it('concurrent calls get their own answers, whatever the order they come back in', async () => {
    const answers: Array<() => void> = [];
    win.P2PNativeBridge = {
      postMessage: (text: string) => {
        const { op, callbackId } = JSON.parse(text) as { op: string; callbackId: string };
        answers.push(() =>
          (win[CALLBACK_NAME] as (id: string, json: string) => boolean)(callbackId, JSON.stringify({ ok: true, op })),
        );
      },
    };
    const bridge = createNativeBridge({ globalObject: win });
    const first = bridge.call('openKyc', {});
    const second = bridge.call('openTrade', { symbol: 'BTC_USDT' });
    answers.reverse().forEach((answer) => answer());
    await expect(first).resolves.toEqual({ ok: true, op: 'openKyc' });
    await expect(second).resolves.toEqual({ ok: true, op: 'openTrade' });
  });

  it('no answer within the timeout rejects with timeout; a late answer is ignored', async () => {
    jest.useFakeTimers();
    fake = installFakeNativeHost({ globalObject: win, respond: () => null });
    const bridge = createNativeBridge({ globalObject: win, timeoutMs: 500 });
    const pending = bridge.call('updateApp', { force: true });
    jest.advanceTimersByTime(500);
    await expect(pending).rejects.toMatchObject({ name: 'NativeBridgeError', reason: 'timeout', op: 'updateApp' });
    const late = (win[CALLBACK_NAME] as (id: string, json: string) => boolean)(
      fake.messages[0]!.callbackId,
      '{"ok":true}',
    );
    expect(late).toBe(false);
  });

  it('an answer that is not JSON rejects with badJson; the callback form reports it to onError', async () => {
    fake = installFakeNativeHost({ globalObject: win, respond: () => '{ok: yes' });
    const bridge = createNativeBridge({ globalObject: win });
    await expect(bridge.call('copyString', { text: 'x' })).rejects.toMatchObject({ reason: 'badJson' });
    const onError = jest.fn();
    const cb = jest.fn();
    await new Promise<void>((resolve) => {
      bridge.copyString({ text: 'x' }, cb, (error) => {
        onError(error);
        resolve();
      });
    });
    expect(cb).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(NativeBridgeError);
  });

  it('outside the app every call rejects with unavailable and nothing waits', async () => {
    const bridge = createNativeBridge({ globalObject: win });
    await expect(bridge.call('openBalanceHome', {})).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('a throwing postMessage rejects with sendFailed', async () => {
    win.P2PNativeBridge = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    await expect(createNativeBridge({ globalObject: win }).call('goToCommunity', {})).rejects.toMatchObject({
      reason: 'sendFailed',
    });
  });

  it('speaks to the iOS message handler when that is what the app provides; parsed objects are accepted', async () => {
    const posted: string[] = [];
    win.webkit = { messageHandlers: { P2PNativeBridge: { postMessage: (text: string) => posted.push(text) } } };
    const pending = createNativeBridge({ globalObject: win }).call('openDepositWithdraw', {
      type: 'withdraw',
      asset: 'BTC',
    });
    const { callbackId, options } = JSON.parse(posted[0]!) as { callbackId: string; options: unknown };
    expect(options).toEqual({ type: 'withdraw', asset: 'BTC' });
    (win[CALLBACK_NAME] as (id: string, json: unknown) => boolean)(callbackId, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
  });
});
