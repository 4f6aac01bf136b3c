// The refusals nginx makes itself (deploy/nginx/api-refusals.conf and the server level of p2p-site.conf): under
// the API the contract's envelope and status, outside it nginx's HTML pages. The backend's own answers pass as
// they are. One test stops the backend: a second nginx with the shipped configuration and no upstream listening.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { contractValidator } from '../support/contract';
import { NGINX_E2E_DIST, NGINX_E2E_PORT } from '../support/nginx-e2e-settings';
import { rawRequest, type RawAnswer } from './support/raw-http';

const validator = contractValidator();
const currencies = validator.find('getStartupCurrencyList');
const balance = validator.find('getSpotBalance');

/** The answer is the contract's refusal for `status` on `operation`: the envelope as JSON, `code` equal to it. */
function expectEnvelope(answer: RawAnswer, status: number, operation = currencies) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { code: number; message: string; data: null };
  expect(body).toEqual({ code: status, message: expect.any(String), data: null });
  expect(validator.validateResponse(operation, status, body).firstError).toBeUndefined();
  // The security headers come with every answer, refusals included.
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  return body;
}

function expectNginxPage(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.body).toContain(`<title>${status} `);
}

const longPath = (prefix: string) => `${prefix}${'a'.repeat(9_000)}`;

test.describe("nginx's own refusals", () => {
  test('under the API answer with the envelope and the status the contract gives them', async () => {
    const port = NGINX_E2E_PORT;
    const trace = await rawRequest(port, 'TRACE /api/ctc/query-currency-list HTTP/1.1');
    expectEnvelope(trace, 405);
    expect(trace.headers.allow).toBe('GET, POST, DELETE');
    expectEnvelope(await rawRequest(port, 'TRACE /0/api/t/v2/spot-balance HTTP/1.1'), 405, balance);
    expectEnvelope(await rawRequest(port, 'GET /api/../../etc/passwd HTTP/1.1'), 400);
    expectEnvelope(await rawRequest(port, 'GET /api/ctc/query-currency-list%zz HTTP/1.1'), 400);
    expectEnvelope(await rawRequest(port, `GET ${longPath('/api/ctc/')} HTTP/1.1`), 414);
    // Above the 11 MB nginx takes, refused from the Content-Length alone: nothing reaches the backend.
    const tooLarge = await rawRequest(port, 'POST /api/ctc/query-currency-list HTTP/1.1', [
      'Content-Type: application/json',
      'Content-Length: 12000000',
    ]);
    expectEnvelope(tooLarge, 413);
    expect(tooLarge.headers.allow).toBeUndefined();
  });

  test('500, 503 and 504 made by nginx answer with the envelope, the last two saying when to try again', async () => {
    const port = NGINX_E2E_PORT;
    expect(expectEnvelope(await rawRequest(port, 'GET /api/nginx-refusal-probe/500 HTTP/1.1'), 500).message).toBe(
      'Internal Server Error',
    );
    for (const status of [503, 504]) {
      const answer = await rawRequest(port, `GET /api/nginx-refusal-probe/${status} HTTP/1.1`);
      expectEnvelope(answer, status);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  test('outside the API keep nginx’s HTML pages', async () => {
    const port = NGINX_E2E_PORT;
    expectNginxPage(await rawRequest(port, 'TRACE /en/p2p/buy HTTP/1.1'), 405);
    expectNginxPage(await rawRequest(port, 'GET /en/../../etc/passwd HTTP/1.1'), 400);
    expectNginxPage(await rawRequest(port, `GET ${longPath('/en/p2p/')} HTTP/1.1`), 414);
  });

  test("the backend's own refusals pass unchanged", async ({ request }) => {
    const unknown = await request.get('/api/ctc/no-such-operation');
    expect(unknown.status()).toBe(404);
    const body = (await unknown.json()) as { code: number; message: string };
    expect(body.code).toBe(404);
    // The mock server's wording, not nginx's.
    expect(body.message).not.toMatch(/try again shortly|could not be read/);
    const signedOut = await request.get(`/0/api/t/v2/spot-balance`);
    expect(signedOut.status()).toBe(401);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('with the backend stopped', () => {
  let nginx: ChildProcess | undefined;
  let port = 0;

  test.beforeAll(async () => {
    port = await freePort();
    // A port nothing listens on: the backend is down.
    const apiPort = await freePort();
    // Node itself, not npx: SIGTERM then reaches serve.ts, which stops nginx and removes its temp folder.
    nginx = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/nginx/serve.ts',
        '--root',
        NGINX_E2E_DIST,
        '--port',
        `${port}`,
        '--api-port',
        `${apiPort}`,
      ],
      { stdio: 'ignore' },
    );
    await expect
      .poll(
        () =>
          rawRequest(port, 'GET /en HTTP/1.1').then(
            (a) => a.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  test('API calls get 502 with the envelope and Retry-After, pages still load', async () => {
    for (const [line, operation] of [
      ['GET /api/ctc/query-currency-list HTTP/1.1', currencies],
      ['GET /0/api/t/v2/spot-balance HTTP/1.1', balance],
    ] as const) {
      const answer = await rawRequest(port, line);
      expectEnvelope(answer, 502, operation);
      expect(answer.headers['retry-after']).toBe('5');
    }
    const home = await rawRequest(port, 'GET /en HTTP/1.1');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
  });
});
