import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDevCode } from '../../scripts/lib/dev-code-in-dist';

// The check `npm run check:dist` and `npm run bench:bundle` run over the production build.
describe('mock or dev-only code in a build folder', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dev-code-'));
    write('index.html', '<script type="module" src="/assets/index-AbC12345.js"></script>');
    write('assets/index-AbC12345.js', 'const t=()=>import("./ad-list-route-XyZ98765.js");export{t};');
    write('assets/en-Qw123456.js', 'export default {"shell":{"devLogin":{"title":"Developer sign-in (mock mode)"}}};');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing in a clean build, mock-mode sentences in the texts included', () => {
    expect(findDevCode(dir)).toEqual([]);
  });

  it('names every mock or dev-only file and module, each kind at once', () => {
    write('mockServiceWorker.js', 'self.addEventListener("fetch",()=>{})');
    write('mock-api-worker.js', 'importScripts("./mockServiceWorker.js")');
    write('assets/dev-login-route-AbC12345.js', 'const a=`mock-token-${e}`');
    write('assets/dev-login-route-AbC12345.js.br', '');
    write('assets/index-AbC12345.js', 'const r=()=>import("./dev-login-route-AbC12345.js")');
    write(
      'assets/browser-AbC12345.js',
      'h.get("x-mock-scenario");console.warn("[MSW] Mocking enabled.");class FakerError extends Error{}',
    );
    expect(findDevCode(dir)).toEqual(
      expect.arrayContaining([
        { file: 'mockServiceWorker.js', what: 'a mock or dev-only file name' },
        { file: 'mock-api-worker.js', what: 'a mock or dev-only file name' },
        { file: 'mock-api-worker.js', what: 'msw (its worker or its browser setup)' },
        { file: 'assets/dev-login-route-AbC12345.js', what: 'a mock or dev-only file name' },
        { file: 'assets/dev-login-route-AbC12345.js', what: "the mock accounts' token prefix (mocks/users.ts)" },
        { file: 'assets/dev-login-route-AbC12345.js.br', what: 'a mock or dev-only file name' },
        { file: 'assets/index-AbC12345.js', what: 'the dev-login screen (src/app/dev/dev-login)' },
        { file: 'assets/browser-AbC12345.js', what: "the mocks' scenario header or cookie (mocks/scenarios)" },
        { file: 'assets/browser-AbC12345.js', what: 'msw (its worker or its browser setup)' },
        { file: 'assets/browser-AbC12345.js', what: '@faker-js/faker' },
      ]),
    );
    expect(findDevCode(dir)).toHaveLength(10);
  });
});
