import { configureMocks, SCENARIOS } from '@mocks/handlers';
import { XSS_JAVASCRIPT_URL, XSS_PAYLOADS, xssFileName, xssPayloadFor } from '@mocks/fixtures/xss-payloads';
import { CHAOS_KINDS } from '@mocks/scenarios/chaos-kinds';
import { contract } from './contract-check';
import { codeOf, dataOf, rawCall, startMocks, type RawResult } from './mock-harness';

// Each scenario's observable effect (mocks/scenarios/catalogue.ts), chosen by header, cookie or default.

startMocks();

const userInfo = (options: Parameters<typeof rawCall>[2] = {}) => rawCall('GET', '/api/a/v2/auth/user/info', options);
const adList = (options: Parameters<typeof rawCall>[2] = {}) =>
  rawCall('POST', '/api/ctc/query-adv-list', {
    as: null,
    json: { side: 'BUY', asset: 'USDT', fiat: 'USD', size: 100 },
    ...options,
  });

describe('scenario selection', () => {
  it('exports every scenario with a description', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'default',
      'signed-out',
      'new-user',
      'institution',
      'sub-user',
      'restricted-region',
      'restricted-assets',
      'fiat-restricted',
      'need-kyc',
      'deposit-need-kyc',
      'forced-logout',
      'server-errors',
      'slow-network',
      'rate-limited',
      'ads-10k',
      'live-market',
      'chaos',
      'xss',
      'new-device',
      'appeal',
    ]);
    expect(SCENARIOS.every((s) => s.description.length > 10)).toBe(true);
  });

  it('takes the x-mock-scenario header first, then the mockScenario cookie, then configureMocks', async () => {
    expect(dataOf<{ username: string }>(await userInfo()).username).toBe('AlexTrades');
    expect(dataOf<{ username: string }>(await userInfo({ scenario: 'new-user' })).username).toBe('Newcomer');
    const byCookie = await fetch('http://localhost/api/a/v2/auth/user/info', {
      headers: { cookie: 'mockScenario=sub-user; authorization=mock-token-trader' },
    });
    expect(((await byCookie.json()) as { data: { isAdmin: boolean } }).data.isAdmin).toBe(false);
    configureMocks({ scenario: 'signed-out' });
    expect((await userInfo()).status).toBe(401);
    expect((await userInfo({ scenario: 'default' })).status).toBe(200);
  });

  it('refuses an unknown scenario name (header or cookie) with HTTP 400 listing the valid names', async () => {
    const byHeader = await userInfo({ scenario: 'no-such-scenario' });
    expect(byHeader.status).toBe(400);
    expect(byHeader.body).toEqual({ code: 400, message: expect.stringContaining('"no-such-scenario"'), data: null });
    expect((byHeader.body as { message: string }).message).toContain(SCENARIOS.map((s) => s.name).join(', '));
    const byCookie = await fetch('http://localhost/api/a/v2/auth/user/info', {
      headers: { cookie: 'mockScenario=defualt; authorization=mock-token-trader' },
    });
    expect(byCookie.status).toBe(400);
    expect(((await byCookie.json()) as { code: number }).code).toBe(400);
  });

  it('finds the user from the authorization cookie when no header is sent', async () => {
    const response = await fetch('http://localhost/api/a/v2/auth/user/info', {
      headers: { cookie: 'authorization=mock-token-institution' },
    });
    expect(((await response.json()) as { data: { kycType: string } }).data.kycType).toBe('COMPANY');
  });
});

describe('scenario effects', () => {
  it('signed-out: protected calls answer 401 whatever the token; public reads work', async () => {
    expect(await userInfo({ scenario: 'signed-out' }).then((r) => [r.status, codeOf(r)])).toEqual([401, 401]);
    expect(codeOf(await adList({ scenario: 'signed-out' }))).toBe(0);
  });

  it('new-user, institution and sub-user replace the caller whatever the token (even none)', async () => {
    const nu = dataOf<Record<string, unknown>>(await userInfo({ scenario: 'new-user', as: null }));
    expect(nu).toMatchObject({ phone: '', email: '', kycStatus: 'NONE', twoFactorEnabled: false });
    expect(
      dataOf<{ acceptTerm: boolean }>(await rawCall('GET', '/api/ctc/verify-user', { scenario: 'new-user' }))
        .acceptTerm,
    ).toBe(false);
    expect(dataOf<Record<string, unknown>>(await userInfo({ scenario: 'institution' }))).toMatchObject({
      kycType: 'COMPANY',
      kycStatus: 'PENDING',
    });
    expect(
      dataOf<Record<string, unknown>>(await userInfo({ scenario: 'sub-user', as: 'mock-token-new-user' })),
    ).toMatchObject({ isAdmin: false });
  });

  it('restricted-region: ipRestricted and Korea-restricted', async () => {
    expect(
      dataOf<{ ipRestricted: boolean }>(
        await rawCall('GET', '/api/a/v1/public/restriction-check', { as: null, scenario: 'restricted-region' }),
      ).ipRestricted,
    ).toBe(true);
    expect(
      dataOf<{ restricted: boolean }>(
        await rawCall('GET', '/api/a/v1/auth/user/kr-restrict-check', { scenario: 'restricted-region' }),
      ).restricted,
    ).toBe(true);
    expect(
      dataOf<{ ipRestricted: boolean }>(await rawCall('GET', '/api/a/v1/public/restriction-check', { as: null }))
        .ipRestricted,
    ).toBe(false);
  });

  it('forced-logout: protected calls answer HTTP 200 with code 20051; the logout report still works', async () => {
    expect(await userInfo({ scenario: 'forced-logout' }).then((r) => [r.status, codeOf(r)])).toEqual([200, 20051]);
    const report = await rawCall('POST', '/api/a/v1/auth/logout', {
      scenario: 'forced-logout',
      json: { errorApi: '/api/a/v2/auth/user/info', errorReason: '20051' },
    });
    expect(codeOf(report)).toBe(0);
    expect(codeOf(await adList({ scenario: 'forced-logout' }))).toBe(0);
  });

  it('server-errors: every /api call answers HTTP 500 with the server error envelope', async () => {
    for (const result of [await userInfo({ scenario: 'server-errors' }), await adList({ scenario: 'server-errors' })]) {
      expect([result.status, result.body]).toEqual([500, { code: 500, message: 'Internal Server Error', data: null }]);
    }
  });

  it("words its refusals in the caller's language, as a backend does (the request's language header)", async () => {
    const thai = await userInfo({ scenario: 'server-errors', headers: { language: 'th' } });
    expect([thai.status, thai.body]).toEqual([500, { code: 500, message: 'เซิร์ฟเวอร์ภายในขัดข้อง', data: null }]);
    const german = await userInfo({ scenario: 'signed-out', headers: { language: 'de' } });
    expect([german.status, (german.body as { message: string }).message]).toEqual([
      401,
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    ]);
  });

  it('a scenario narrowed to some operations (x-mock-scenario-only or the mockScenarioOnly cookie) leaves the rest at default', async () => {
    const only = { 'x-mock-scenario-only': 'getUserInfo' };
    const down = await userInfo({ scenario: 'server-errors', headers: only });
    expect([down.status, codeOf(down)]).toEqual([500, 500]);
    expect(codeOf(await adList({ scenario: 'server-errors', headers: only }))).toBe(0);
    const byCookie = await fetch('http://localhost/api/a/v2/auth/user/info', {
      headers: { cookie: 'mockScenario=server-errors; mockScenarioOnly=getUserInfo; authorization=mock-token-trader' },
    });
    expect(byCookie.status).toBe(500);
    const other = await fetch('http://localhost/api/a/v1/auth/kyc/info', {
      headers: { cookie: 'mockScenario=server-errors; mockScenarioOnly=getUserInfo; authorization=mock-token-trader' },
    });
    expect(((await other.json()) as { code: number }).code).toBe(0);
    // Unknown operation names are dropped: nothing left narrows the scenario.
    expect(
      (await adList({ scenario: 'server-errors', headers: { 'x-mock-scenario-only': 'getUserInfos' } })).status,
    ).toBe(500);
  });

  it('the user-info answer carries the session token the mocks identify the caller by (contract 2.1.0)', async () => {
    expect(dataOf<{ authtoken: string }>(await userInfo()).authtoken).toBe('mock-token-trader');
    expect(dataOf<{ authtoken: string }>(await userInfo({ as: 'mock-token-sub-user' })).authtoken).toBe(
      'mock-token-sub-user',
    );
  });

  it('rate-limited: the three operations with a contract 429 answer it with Retry-After; the rest work', async () => {
    const sendCode = await rawCall('POST', '/api/ctc/send-code', {
      scenario: 'rate-limited',
      json: { type: 'SMS', scene: 'CREATE_ORDER' },
    });
    expect([sendCode.status, sendCode.headers.get('retry-after'), codeOf(sendCode)]).toEqual([429, '30', 429]);
    expect(contract.validate(contract.find('sendCode'), 429, sendCode.body).firstError).toBeUndefined();
    const chat = await rawCall('POST', '/api/ctc/send-chat-msg', {
      scenario: 'rate-limited',
      json: { orderId: '1', type: 'TEXT', content: 'hi', clientMsgId: 'rate-limit-1' },
    });
    const order = await rawCall('POST', '/api/ctc/create-order', {
      scenario: 'rate-limited',
      json: { adNo: 'AD20250415000001', side: 'BUY', fiatAmount: '100', clientOrderId: 'rate-limit-2' },
    });
    expect([chat.status, order.status]).toEqual([429, 429]);
    expect(codeOf(await adList({ scenario: 'rate-limited' }))).toBe(0);
  });

  it('slow-network: calls take 2.5 s', async () => {
    const started = Date.now();
    expect(codeOf(await adList({ scenario: 'slow-network' }))).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it('ads-10k: 10,000 USDT/USD buy ads, paged at most 100 at a time; their details work', async () => {
    const first = dataOf<{ list: Array<{ adNo: string; price: string }>; total: number; size: number }>(
      await adList({ scenario: 'ads-10k' }),
    );
    expect(first).toMatchObject({ total: 10_000, size: 100 });
    expect(first.list).toHaveLength(100);
    const last = dataOf<{ list: unknown[] }>(
      await adList({ scenario: 'ads-10k', json: { side: 'BUY', asset: 'USDT', fiat: 'USD', page: 100, size: 100 } }),
    );
    expect(last.list).toHaveLength(100);
    expect(
      (await adList({ scenario: 'ads-10k', json: { side: 'BUY', asset: 'USDT', fiat: 'USD', size: 101 } })).status,
    ).toBe(400);
    const detail = await rawCall('GET', '/api/ctc/query-advertise-detail', {
      as: null,
      query: { adNo: first.list[0]!.adNo },
    });
    expect(codeOf(detail)).toBe(0);
    expect(dataOf<{ total: number }>(await adList()).total).toBe(40);
  });
});

describe('live-market', () => {
  type Ad = { adNo: string; price: string };
  const book = async (scenario = 'live-market', page = 1) =>
    dataOf<{ list: Ad[]; total: number }>(
      await adList({ scenario, json: { side: 'BUY', asset: 'USDT', fiat: 'USD', page, size: 20 } }),
    );

  it('moves the book one step per first-page read: best sells out, third reprices, a better ad comes in', async () => {
    const before = await book('default');
    const first = await book();
    // The best ad left; a new one came in one cent better than it; the third one's price went up a cent.
    expect(first.list.map((ad) => ad.adNo)).not.toContain(before.list[0]!.adNo);
    expect(first.list[0]!.adNo).toMatch(/^AD2025041590/);
    expect(first.list[0]!.price).toBe((Number(before.list[0]!.price) - 0.01).toFixed(2));
    const third = first.list.find((ad) => ad.adNo === before.list[2]!.adNo)!;
    expect(third.price).toBe((Number(before.list[2]!.price) + 0.01).toFixed(2));
    expect(first.total).toBe(before.total);
    // A later page is read as it is; the next first-page read moves again.
    await book('live-market', 2);
    const second = await book();
    expect(second.list[0]!.adNo).not.toBe(first.list[0]!.adNo);
  });

  it('answers the detail of an ad the market brought in at its listed price', async () => {
    const moved = await book();
    const detail = await rawCall('GET', '/api/ctc/query-advertise-detail', {
      as: null,
      query: { adNo: moved.list[0]!.adNo },
    });
    expect(dataOf<Ad>(detail).price).toBe(moved.list[0]!.price);
  });
});

describe('xss', () => {
  type Ad = {
    adNo: string;
    remark: string;
    advertiser: { nickname: string };
    payMethods: Array<{ code: string; name: string }>;
  };
  type Message = {
    id: string;
    sender: string;
    type: string;
    content: string;
    fileUrl: string | null;
    fileName: string | null;
  };

  it("puts corpus payloads into the ads' untrusted text, the same payload for the same name everywhere", async () => {
    const plain = dataOf<{ list: Ad[] }>(await adList()).list;
    const hostile = dataOf<{ list: Ad[] }>(await adList({ scenario: 'xss' })).list;
    expect(hostile.map((ad) => ad.adNo)).toEqual(plain.map((ad) => ad.adNo));
    hostile.forEach((ad, i) => {
      expect(ad.advertiser.nickname).toBe(
        xssPayloadFor(plain[i]!.advertiser.nickname, 64 /* contract Nickname maxLength */),
      );
      expect(ad.payMethods.map((m) => m.code)).toEqual(plain[i]!.payMethods.map((m) => m.code));
      for (const text of [ad.remark, ...ad.payMethods.map((m) => m.name)]) expect(XSS_PAYLOADS).toContain(text);
    });
  });

  it('starts the first chat read with the whole corpus; polls do not repeat it; own messages stay as typed', async () => {
    const ad = dataOf<{ list: Ad[] }>(
      await adList({ json: { side: 'BUY', asset: 'USDT', fiat: 'USD', amount: '100', size: 1 } }),
    ).list[0]!;
    const created = await rawCall('POST', '/api/ctc/create-order', {
      scenario: 'xss',
      json: {
        adNo: ad.adNo,
        side: 'BUY',
        fiatAmount: '100',
        payMethodCode: ad.payMethods[0]!.code,
        clientOrderId: 'xss-order-1',
        notes: XSS_PAYLOADS[1],
      },
    });
    const { orderId } = dataOf<{ orderId: string }>(created);
    const first = dataOf<{ list: Message[] }>(
      await rawCall('GET', '/api/ctc/query-chat-msg', { scenario: 'xss', query: { orderId } }),
    ).list;
    const texts = first.filter((m) => m.type === 'TEXT' && m.sender === 'COUNTERPARTY').map((m) => m.content);
    expect(texts.slice(0, XSS_PAYLOADS.length)).toEqual(XSS_PAYLOADS);
    expect(first.filter((m) => m.type === 'FILE').map((m) => m.fileName)).toEqual(XSS_PAYLOADS.map(xssFileName));
    expect(first.some((m) => m.type === 'IMAGE' && m.fileUrl === XSS_JAVASCRIPT_URL)).toBe(true);
    expect(first.find((m) => m.sender === 'SELF')?.content).toBe(XSS_PAYLOADS[1]);
    const last = first[first.length - 1]!.id;
    const poll = dataOf<{ list: Message[] }>(
      await rawCall('GET', '/api/ctc/query-chat-msg', { scenario: 'xss', query: { orderId, afterId: last } }),
    ).list;
    expect(poll).toEqual([]);
  });

  it('gives business errors a payload as their message', async () => {
    const result = await rawCall('GET', '/api/ctc/query-order-details', {
      scenario: 'xss',
      query: { orderId: 'no-such-order' },
    });
    expect(codeOf(result)).toBe(30012);
    expect(XSS_PAYLOADS).toContain((result.body as { message: string }).message);
  });
});

describe('chaos', () => {
  async function outcomes(count: number): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < count; i += 1) {
      let result: RawResult | undefined;
      try {
        result = await adList({ scenario: 'chaos' });
      } catch {
        seen.push('network-error');
        continue;
      }
      const body = result.body as { code?: unknown; data?: unknown } | string;
      if (typeof body === 'string') seen.push('malformed-json');
      else if (result.status === 500) seen.push('http-500');
      else if (body.code === 20051) seen.push('forced-logout');
      else if (typeof body.data === 'number') seen.push('wrong-types');
      else seen.push('ok');
    }
    return seen;
  }

  it('answers a seeded mix of normal answers and every failure kind, replayable from its seed', async () => {
    configureMocks({ chaosTimeoutMs: 5, chaosSeed: 7 });
    const first = await outcomes(60);
    expect(new Set(first)).toEqual(
      new Set(['ok', 'http-500', 'malformed-json', 'forced-logout', 'wrong-types', 'network-error']),
    );
    expect(CHAOS_KINDS).toHaveLength(6);
    configureMocks({ chaosSeed: 7 });
    expect(await outcomes(60)).toEqual(first);
  });
});
