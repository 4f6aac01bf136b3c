/**
 * @jest-environment node
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { http } from 'msw';
import { configureMocks, handlers, refuseSignedOut, resetMockState, MOCK_USERS, SCENARIOS } from '@mocks/handlers';
import { createContractValidator } from '../../scripts/lib/contract-validator';
import { loadContract } from '../../scripts/lib/load-contract';
import { createMockHttpServer } from '../../scripts/lib/mock-http/server';

// The HTTP mock server (npm run mock-server) over a real socket, as a backend developer's curl or fuzzer sees
// it: the stateful flow of the browser, and whatever arrives (TRACE, CONNECT, bad URLs, 20 MB bodies, wrong
// types, invalid fields) an envelope with the right status, never a stack trace, and the server keeps serving.

const contract = loadContract();
const validator = createContractValidator(contract);
const logged: string[] = [];
let server: Server;
let port: number;
let base: string;

async function listen(s: Server): Promise<number> {
  s.listen(0, '127.0.0.1');
  await new Promise((resolve) => s.once('listening', resolve));
  return (s.address() as AddressInfo).port;
}

beforeAll(async () => {
  server = createMockHttpServer({
    handlers,
    contract,
    refuseSignedOut,
    logError: (message) => logged.push(message),
  });
  port = await listen(server);
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  resetMockState();
  configureMocks({ counterpartyDelayMs: 0, fileHost: base });
});
// After every case, however hostile: the server is still up and answers a normal request.
afterEach(async () => {
  const after = await fetch(`${base}/api/t/v2/assets`);
  expect(after.status).toBe(200);
  expect(((await after.json()) as { code: number }).code).toBe(0);
});

const trader = MOCK_USERS.trader.authorization;
const MB = 1_048_576;

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; data: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: trader, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: T };
  return { status: response.status, code: json.code, data: json.data };
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/**
 * node:http rather than fetch: fetch refuses TRACE and CONNECT and re-encodes URLs. Resolves with the answer
 * even when the server closes the connection while the body is still being sent (413).
 */
function raw(
  method: string,
  path: string,
  options: { headers?: Record<string, string | number>; body?: Buffer | string; chunked?: Buffer[] } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: options.headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunked) {
      for (const chunk of options.chunked) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

function envelope(status: number, message: string | RegExp) {
  return { code: status, message: typeof message === 'string' ? message : expect.stringMatching(message), data: null };
}

/** A multipart body with the file in `file` and, before it, any other text fields given. */
function multipart(
  fileBytes: Buffer,
  fileName: string,
  type: string,
  fields: ReadonlyArray<readonly [string, string]> = [],
): { body: Buffer; contentType: string } {
  const boundary = '----mock-server-test-boundary';
  const text = fields
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = `${text}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), fileBytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function png(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

describe('mock server over HTTP', () => {
  it('creates an order, pays it and sees the simulated seller release it', async () => {
    const ads = await call<{ list: Array<{ adNo: string; minLimit: string }> }>('POST', '/api/ctc/query-adv-list', {
      side: 'BUY',
      asset: 'USDT',
      fiat: 'USD',
      page: 1,
      size: 5,
    });
    const ad = ads.data.list[0]!;
    const created = await call<{ orderId: string }>('POST', '/api/ctc/create-order', {
      adNo: ad.adNo,
      side: 'BUY',
      fiatAmount: ad.minLimit,
      payMethodCode: 'BANK_TRANSFER',
      clientOrderId: 'http-test-1',
    });
    expect(created.code).toBe(0);
    const { orderId } = created.data;

    const paid = await call<{ status: string }>('POST', '/api/ctc/update-order-state', {
      orderId,
      action: 'PAID',
      clientRequestId: 'http-pay-1',
    });
    expect(paid.code).toBe(0);
    expect(paid.data.status).toBe('PENDING_CRYPTO_RECEIPT');

    // With no counterparty delay, the next read shows the seller's release done.
    const details = await call<{ status: string }>('GET', `/api/ctc/query-order-details?orderId=${orderId}`);
    expect(details.data.status).toBe('COMPLETED');
    const done = await call<{ list: Array<{ orderId: string }> }>(
      'GET',
      '/api/ctc/query-order-list?statusGroup=COMPLETED',
    );
    expect(done.data.list.map((o) => o.orderId)).toContain(orderId);
  });

  it('answers 401 without a session and the chosen scenario per request', async () => {
    expect((await call('GET', '/api/ctc/query-order-list', undefined, { authorization: '' })).status).toBe(401);
    expect(
      (await call('GET', '/api/ctc/query-currency-list', undefined, { 'x-mock-scenario': 'server-errors' })).status,
    ).toBe(500);
  });

  it('sends the Date header the client reads server time from', async () => {
    const response = await fetch(`${base}/api/t/v2/assets`);
    expect(Date.parse(response.headers.get('date') ?? '')).not.toBeNaN();
  });
});

describe('methods and paths outside the contract', () => {
  it('TRACE: 405 on a contract path, 404 elsewhere, both in the envelope', async () => {
    const known = await raw('TRACE', '/api/ctc/create-order');
    expect(known.status).toBe(405);
    expect(known.headers.allow).toBe('POST');
    expect(known.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(known.json).toEqual(envelope(405, 'Method TRACE is not allowed here; allowed: POST.'));
    const root = await raw('TRACE', '/');
    expect(root.status).toBe(404);
    expect(root.json).toEqual(envelope(404, 'Not found: no operation at /.'));
  });

  it('CONNECT: a 405 envelope on the socket, then the connection closes', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(head).toMatch(/\r\nAllow: GET, POST, DELETE\r\n/);
    expect(JSON.parse(body ?? '')).toEqual(envelope(405, 'Method CONNECT is not allowed.'));
  });

  it.each(['OPTIONS', 'PATCH', 'PUT', 'GET', 'HEAD'])(
    '%s on POST /api/ctc/create-order: 405 with Allow',
    async (method) => {
      const answer = await raw(method, '/api/ctc/create-order');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      if (method !== 'HEAD')
        expect(answer.json).toEqual(envelope(405, `Method ${method} is not allowed here; allowed: POST.`));
    },
  );

  it('a path with several operations lists them all in Allow', async () => {
    const answer = await raw('PATCH', '/api/e/v1/favorite');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, POST, DELETE');
  });

  it('unknown paths, under /api and elsewhere, and /mock-files with another method', async () => {
    for (const path of [
      '/api/ctc/no-such-operation',
      '/nope',
      '/api/ctc/create-order/extra',
      '/7/api/ctc/create-order',
      '//other.example/api/t/v2/assets',
    ]) {
      const answer = await raw('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(envelope(404, `Not found: no operation at ${path}.`));
    }
    const star = await raw('OPTIONS', '*');
    expect(star.status).toBe(400);
    expect(star.json).toEqual(envelope(400, 'Malformed request URL.'));
    const upload = await raw('POST', '/mock-files/abc');
    expect(upload.status).toBe(405);
    expect(upload.headers.allow).toBe('GET');
  });

  it('a group-scoped operation answers on its contract path /{accountGroup}/…, and only there', async () => {
    const balance = await call('GET', `/${MOCK_USERS.trader.accountGroup}/api/t/v2/spot-balance`);
    expect(balance.status).toBe(200);
    const notANumber = await call('GET', '/abc/api/t/v2/spot-balance');
    expect(notANumber.status).toBe(400);
    expect(notANumber.code).toBe(400);
    expect((await call('GET', '/-1/api/t/v2/spot-balance')).status).toBe(400);
    expect((await call('GET', '/api/t/v2/spot-balance')).status).toBe(404);
  });

  it('malformed percent-encoding in the path or query: 400, no HTML, no stack trace', async () => {
    for (const path of ['/api/%zz', '/api/ctc/query-currency-list?x=%E0%A4%A', '/%']) {
      const answer = await raw('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(envelope(400, 'Malformed request URL: invalid percent-encoding.'));
      expect(answer.text).not.toMatch(/<html|\bat \w|\/work\/|node_modules/i);
    }
  });

  it('bytes that are not HTTP: a 400 envelope on the socket', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('HELLO\x00 THERE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual(envelope(400, 'Malformed HTTP request.'));
  });
});

describe('bodies: size, Content-Type, JSON', () => {
  const advList = JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'USD' });

  it('a JSON body over 1 MB: 413, declared or streamed', async () => {
    const big = Buffer.alloc(2 * MB, 0x20);
    const declared = await raw('POST', '/api/ctc/query-adv-list', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': big.byteLength },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(declared.json).toEqual(envelope(413, 'Request body too large: at most 1 MB.'));
    const streamed = await raw('POST', '/api/ctc/query-adv-list', {
      headers: { 'Content-Type': 'application/json' },
      chunked: Array.from({ length: 32 }, () => Buffer.alloc(64 * 1024, 0x20)),
    });
    expect(streamed.status).toBe(413);
  });

  it('multipart over 11 MB: 413; a file of exactly 10 MB reaches the handler and gets 30010 at HTTP 200', async () => {
    const tooBig = multipart(png(12 * MB), 'big.png', 'image/png');
    const refused = await raw('POST', '/api/ctc/upload-file-by-form-data', {
      headers: { authorization: trader, 'Content-Type': tooBig.contentType },
      body: tooBig.body,
    });
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual(envelope(413, 'Request body too large: at most 11 MB.'));
    const tenMb = multipart(png(10 * MB), 'ten.png', 'image/png');
    const business = await raw('POST', '/api/ctc/upload-file-by-form-data', {
      headers: { authorization: trader, 'Content-Type': tenMb.contentType },
      body: tenMb.body,
    });
    expect(business.status).toBe(200);
    expect(business.json).toEqual({ code: 30010, message: 'Please select a file smaller than 10MB.', data: null });
  });

  it('another Content-Type than the operation takes: 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await raw('POST', '/api/ctc/query-adv-list', { headers: { 'Content-Type': type }, body: advList });
      expect(answer.status).toBe(415);
      expect(answer.json).toEqual(envelope(415, 'Unsupported Content-Type: this operation takes application/json.'));
    }
    const jsonToUpload = await raw('POST', '/api/ctc/upload-file-by-form-data', {
      headers: { authorization: trader, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(jsonToUpload.status).toBe(415);
    expect(jsonToUpload.json).toEqual(
      envelope(415, 'Unsupported Content-Type: this operation takes multipart/form-data.'),
    );
  });

  it('malformed JSON and a missing body: 400', async () => {
    const malformed = await raw('POST', '/api/ctc/query-adv-list', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"side": "BUY",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual(envelope(400, 'Malformed JSON in the request body.'));
    const missing = await raw('POST', '/api/ctc/query-adv-list');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual(envelope(400, 'Invalid request: body: is required.'));
  });
});

describe('requests validated against the contract before the handler', () => {
  const orderList = async () => (await call<{ total: number }>('GET', '/api/ctc/query-order-list')).data.total;

  async function adForOrder() {
    const ads = await call<{ list: Array<{ adNo: string; minLimit: string }> }>('POST', '/api/ctc/query-adv-list', {
      side: 'BUY',
      asset: 'USDT',
      fiat: 'USD',
      size: 1,
    });
    return ads.data.list[0]!;
  }

  it('create-order notes as an object or over maxLength: 400 naming notes, and no order is created', async () => {
    const ad = await adForOrder();
    const before = await orderList();
    const base = { adNo: ad.adNo, side: 'BUY', fiatAmount: ad.minLimit, payMethodCode: 'BANK_TRANSFER' };
    const asObject = await raw('POST', '/api/ctc/create-order', {
      headers: { authorization: trader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...base, notes: { nested: true }, clientOrderId: 'notes-object-1' }),
    });
    expect(asObject.status).toBe(400);
    expect(asObject.json).toEqual(envelope(400, 'Invalid request: body field "notes": must be string.'));
    const notesMax = (
      contract.components?.schemas?.CreateOrderRequest as { properties: { notes: { maxLength: number } } }
    ).properties.notes.maxLength;
    const tooLong = await call('POST', '/api/ctc/create-order', {
      ...base,
      notes: 'x'.repeat(notesMax + 1),
      clientOrderId: 'notes-long-1',
    });
    expect(tooLong).toMatchObject({ status: 400, code: 400 });
    const megabyte = await raw('POST', '/api/ctc/create-order', {
      headers: { authorization: trader, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...base, notes: 'x'.repeat(MB), clientOrderId: 'notes-huge-1' }),
    });
    expect(megabyte.status).toBe(413);
    expect(await orderList()).toBe(before);
  });

  it('query parameters are read by their schema type: size=abc and size=500 are 400 naming size', async () => {
    const word = await raw('GET', '/api/ctc/query-order-list?size=abc', { headers: { authorization: trader } });
    expect(word.status).toBe(400);
    expect(word.json).toEqual(envelope(400, 'Invalid request: query parameter "size": must be integer.'));
    const big = await raw('GET', '/api/ctc/query-order-list?size=500', { headers: { authorization: trader } });
    expect(big.json).toEqual(envelope(400, 'Invalid request: query parameter "size": must be <= 100.'));
    expect((await call('GET', '/api/ctc/query-order-list?size=5&page=1')).code).toBe(0);
  });

  it('a required query parameter missing: 400 naming it', async () => {
    const answer = await raw('GET', '/api/ctc/query-chat-msg', { headers: { authorization: trader } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(envelope(400, 'Invalid request: query parameter "orderId": is required.'));
  });

  it('an unknown scenario name by header or cookie: 400 listing the valid names', async () => {
    const names = SCENARIOS.map((s) => s.name).join(', ');
    const byHeader = await raw('GET', '/api/ctc/query-currency-list', {
      headers: { 'x-mock-scenario': 'server-error' },
    });
    expect(byHeader.status).toBe(400);
    expect(byHeader.json).toEqual(envelope(400, `Unknown mock scenario "server-error". Valid scenarios: ${names}.`));
    const byCookie = await raw('GET', '/api/ctc/query-currency-list', { headers: { cookie: 'mockScenario=chaoss' } });
    expect(byCookie.status).toBe(400);
    expect(byCookie.json).toEqual(envelope(400, `Unknown mock scenario "chaoss". Valid scenarios: ${names}.`));
  });
});

describe('uploads served back', () => {
  it('an HTML file is refused at upload (30010 at HTTP 200), so it is never served', async () => {
    const html = multipart(
      Buffer.from('<!doctype html><script>fetch("/api/a/v1/auth/logout")</script>'),
      'receipt.png',
      'image/png',
    );
    const answer = await raw('POST', '/api/ctc/upload-file-by-form-data', {
      headers: { authorization: trader, 'Content-Type': html.contentType },
      body: html.body,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      code: 30010,
      message: 'Failed to upload. Only images (PNG, JPG, JPEG, GIF, WebP) and PDF files are supported.',
      data: null,
    });
  });

  it('a PNG is served with its sniffed type, nosniff, a sandboxing CSP and inline; an unknown id is a 404 envelope', async () => {
    const form = multipart(png(64), 'qr.html', 'text/html');
    const uploaded = await raw('POST', '/api/ctc/upload-file-by-form-data', {
      headers: { authorization: trader, 'Content-Type': form.contentType },
      body: form.body,
    });
    const { fileUrl, contentType } = (uploaded.json as { data: { fileUrl: string; contentType: string } }).data;
    expect(contentType).toBe('image/png');
    expect(fileUrl.startsWith(`${base}/mock-files/`)).toBe(true);
    const served = await fetch(fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(served.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''qr.html");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png(64));
    const missing = await raw('GET', '/mock-files/no-such-file');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(envelope(404, 'File not found.'));
  });
});

describe('uploads checked against the contract', () => {
  async function upload(form: { body: Buffer; contentType: string }, headers: Record<string, string> = {}) {
    return raw('POST', '/api/ctc/upload-picture', {
      headers: { authorization: trader, 'Content-Type': form.contentType, ...headers },
      body: form.body,
    });
  }

  it('a field the contract does not declare, or `file` twice, is refused with 400 and nothing is stored', async () => {
    const extra = await upload(multipart(png(64), 'qr.png', 'image/png', [['isAdmin', 'true']]));
    expect(extra.status).toBe(400);
    expect(extra.json).toEqual(
      envelope(400, 'Invalid request: body field "isAdmin": is not a field of this operation.'),
    );
    const twice = await upload(multipart(png(64), 'qr.png', 'image/png', [['file', 'again']]));
    expect(twice.status).toBe(400);
    expect(twice.json).toEqual(envelope(400, 'Invalid request: body field "file": must be given once.'));
  });

  it('a file name over 255 characters is refused with 400; one of 255 comes back whole, within the answer’s schema', async () => {
    const tooLong = await upload(multipart(png(64), `${'q'.repeat(252)}.png`, 'image/png'));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual(
      envelope(400, 'Invalid request: body field "file": the file name must NOT have more than 255 characters.'),
    );
    const longest = `${'q'.repeat(251)}.png`;
    const fits = await upload(multipart(png(64), longest, 'image/png'));
    expect(fits.status).toBe(200);
    const result = fits.json as { code: number; data: unknown };
    expect(result.code).toBe(0);
    expect(result.data).toMatchObject({ fileName: longest });
    expect(validator.validateResponse(validator.find('uploadPicture'), 200, result).firstError).toBeUndefined();
  });

  it('the file URL comes from the configured file host, whatever Host the caller sends', async () => {
    const answer = await upload(multipart(png(64), 'qr.png', 'image/png'), { host: 'attacker.example' });
    const { fileUrl } = (answer.json as { data: { fileUrl: string } }).data;
    expect(new URL(fileUrl).origin).toBe(base);
    configureMocks({ fileHost: 'https://files.p2p.example' });
    const moved = await upload(multipart(png(64), 'qr.png', 'image/png'), { host: 'attacker.example' });
    expect((moved.json as { data: { fileUrl: string } }).data.fileUrl).toMatch(
      /^https:\/\/files\.p2p\.example\/mock-files\//,
    );
  });
});

describe('a handler that fails', () => {
  it('answers a 500 envelope, logs to stderr only, and keeps serving', async () => {
    const failing = http.get('*/api/t/v1/asset-logos', () => {
      throw new Error('boom at /work/secret/path.ts:12');
    });
    const broken = createMockHttpServer({
      handlers: [failing, ...handlers],
      contract,
      refuseSignedOut,
      logError: (message) => logged.push(message),
    });
    const brokenPort = await listen(broken);
    try {
      const answer = await fetch(`http://127.0.0.1:${brokenPort}/api/t/v1/asset-logos`);
      expect(answer.status).toBe(500);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual(envelope(500, 'Internal Server Error'));
      expect(text).not.toMatch(/boom|\/work\/|\.ts|at /);
      expect(logged.some((line) => line.includes('/api/t/v1/asset-logos'))).toBe(true);
      expect((await fetch(`http://127.0.0.1:${brokenPort}/api/t/v2/assets`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

describe('the order of checks: 404, 405, 415/413, 401, 400, then the business logic', () => {
  const trader = { authorization: MOCK_USERS.trader.authorization };
  const json = { 'Content-Type': 'application/json' };
  const bad = JSON.stringify({ adNo: 42, side: 'SIDEWAYS' });
  const statusOf = async (method: string, path: string, headers: Record<string, string>, body?: string) =>
    (
      await raw(method, path, {
        headers: { ...headers, ...(body ? { 'Content-Length': Buffer.byteLength(body) } : {}) },
        body,
      })
    ).status;

  it('an unknown path is 404 whatever the method, body or session', async () => {
    expect(await statusOf('PATCH', '/api/ctc/no-such-operation', json, bad)).toBe(404);
  });

  it('a known path with another method is 405 before the body is looked at', async () => {
    expect(await statusOf('PATCH', '/api/ctc/create-order', { 'Content-Type': 'text/plain' }, bad)).toBe(405);
  });

  it('a wrong media type is 415 and a body over the limit 413, both before the session', async () => {
    expect(await statusOf('POST', '/api/ctc/create-order', { 'Content-Type': 'text/plain' }, bad)).toBe(415);
    const huge = JSON.stringify({ notes: 'x'.repeat(1_100_000) });
    expect(await statusOf('POST', '/api/ctc/create-order', json, huge)).toBe(413);
  });

  it('no session is 401 before the body is validated: no field-level errors for a caller without one', async () => {
    const answer = await raw('POST', '/api/ctc/create-order', {
      headers: { ...json, 'Content-Length': Buffer.byteLength(bad) },
      body: bad,
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 401, data: null });
    expect(answer.text).not.toMatch(/adNo/);
  });

  it('a session cookie that is not valid percent-encoding is no session (401), never a server error', async () => {
    const answer = await raw('GET', '/api/ctc/query-order-list', {
      headers: { Cookie: 'authorization=%zz; theme=dark' },
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 401, data: null });
  });

  it('the session cookie alone signs a caller in, as the browser sends it', async () => {
    const token = encodeURIComponent(MOCK_USERS.trader.authorization);
    const answer = await raw('GET', '/api/ctc/query-order-list', {
      headers: { Cookie: `theme=dark; authorization=${token}` },
    });
    expect(answer.status).toBe(200);
  });

  it('with a session, a malformed body or an unknown query parameter is 400', async () => {
    expect(await statusOf('POST', '/api/ctc/create-order', { ...json, ...trader }, bad)).toBe(400);
    const unknown = await raw('GET', '/api/ctc/query-order-list?page=1&isAdmin=true', { headers: trader });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 400, message: expect.stringMatching(/isAdmin/) });
  });

  it('a public operation skips the session check but not the request check', async () => {
    expect(await statusOf('GET', '/api/ctc/query-currency-list', {})).toBe(200);
    expect(await statusOf('GET', '/api/ctc/query-currency-list?debug=1', {})).toBe(400);
  });

  it('a well-formed request from a signed-in caller reaches the business logic: HTTP 200, a business code', async () => {
    const answer = await raw('GET', '/api/ctc/query-advertise-detail?adNo=AD0000NOSUCHAD', { headers: trader });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 30009, data: null });
  });
});
