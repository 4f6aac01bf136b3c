// npx tsx tests/storybook-browser/serve-static.ts [--root storybook-static] [--port 4331]
// The built Storybook (npm run build-storybook) as plain files on loopback, for the browser story scan
// (playwright.storybook.config.ts). A built Storybook needs nothing but files with their types: no fallback, no
// proxy (the stories' requests are answered by MSW's worker in the page), no compression on loopback.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'storybook-static' },
    port: { type: 'string', default: '4331' },
  },
});

const root = resolve(values.root);
if (!statSync(join(root, 'iframe.html'), { throwIfNoEntry: false })?.isFile()) {
  console.error(`serve-static: no iframe.html in ${root}: run npm run build-storybook first`);
  process.exit(2);
}

// What a Storybook build holds. A module script or a service worker is refused in any other type.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  const stat = file.startsWith(root + sep) ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!stat?.isFile() || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control': 'no-cache',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`serve-static: ${root} on http://127.0.0.1:${values.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
