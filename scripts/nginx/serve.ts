// npx tsx scripts/nginx/serve.ts [--root dist] [--port 4324] [--api-port 4325] [--tls]
// Serves a production build through nginx on loopback with the shipped site configuration
// (deploy/nginx/p2p-site.conf, included unchanged), so tests see the headers, caching, compression and
// fallbacks users get. Only what p2p.conf decides per machine differs: plain HTTP on 127.0.0.1, `root`,
// the API upstream (the HTTP mock server: npm run mock-server -- --port 4325), temp files in a fresh folder.
// --tls serves HTTPS with HTTP/2 as the production server block does (deploy/nginx/p2p.conf), with a throwaway
// self-signed certificate for 127.0.0.1 made by openssl: the benchmarks load pages the way users get them
// (npm run bench; a browser needs --ignore-certificate-errors).
// Runs unprivileged in the foreground until SIGINT or SIGTERM; tests/e2e-nginx starts it from
// playwright.nginx.config.ts. nginx and openssl come from Debian's packages (.ci/run installs both).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4324' },
    'api-port': { type: 'string', default: '4325' },
    tls: { type: 'boolean', default: false },
    nginx: { type: 'string', default: process.env.NGINX_BIN ?? '/usr/sbin/nginx' },
    'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
    // Debian's libnginx-mod-http-brotli-static: the site configuration sends the build's .br copies.
    'brotli-module': { type: 'string', default: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
  },
});

const DEPLOY_DIR = resolve(import.meta.dirname, '../../deploy/nginx');
const root = resolve(values.root);
for (const [what, path] of [
  ['build folder (--root)', join(root, 'index.html')],
  ["build's nginx part", join(root, '.nginx', 'csp-scripts.conf')],
  ['nginx (--nginx)', values.nginx],
  ['mime.types (--mime-types)', values['mime-types']],
  ['brotli module (--brotli-module; apt-get install libnginx-mod-http-brotli-static)', values['brotli-module']],
] as const) {
  if (!existsSync(path)) {
    console.error(`nginx serve: no ${what} at ${path}`);
    process.exit(2);
  }
}

interface LoopbackConfigOptions {
  prefix: string;
  root: string;
  port: number;
  apiPort: number;
  mimeTypes: string;
  brotliModule: string;
  /** Certificate and key: HTTPS with HTTP/2 like the production server block; none: plain HTTP/1.1. */
  tls?: { cert: string; key: string } | undefined;
}

/** nginx.conf for one loopback run: every path nginx writes to is under `prefix`. */
function loopbackConfig({ prefix, root, port, apiPort, mimeTypes, brotliModule, tls }: LoopbackConfigOptions): string {
  // nginx 1.22 (Debian 12): http2 is a listen parameter, as in p2p.conf.
  const listen = tls
    ? `listen 127.0.0.1:${port} ssl http2;
        ssl_certificate "${tls.cert}";
        ssl_certificate_key "${tls.key}";
        ssl_protocols TLSv1.2 TLSv1.3;`
    : `listen 127.0.0.1:${port};`;
  // Started as root (CI), nginx would hand the requests to 'nobody', who cannot read a private checkout
  // (mktemp -d is 0700): a loopback test run keeps its workers as the user who owns the files. Production runs
  // the Debian package's www-data (deploy/nginx/p2p.conf).
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by scripts/nginx/serve.ts for one test run; the site itself is deploy/nginx/p2p-site.conf.
load_module "${brotliModule}";
${user}daemon off;
worker_processes 1;
pid "${prefix}/nginx.pid";
error_log stderr warn;
events { worker_connections 256; }
http {
    include "${mimeTypes}";
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path "${prefix}/client_body";
    proxy_temp_path "${prefix}/proxy";
    fastcgi_temp_path "${prefix}/fastcgi";
    uwsgi_temp_path "${prefix}/uwsgi";
    scgi_temp_path "${prefix}/scgi";

    upstream p2p_api {
        server 127.0.0.1:${apiPort};
        keepalive 8;
    }

    server {
        ${listen}
        server_name localhost;
        root "${root}";
        include p2p/p2p-site.conf;
        include "${join(root, '.nginx', 'csp-scripts.conf')}";

        # Test server only: nginx's own 500, 503 and 504 under the API through the shipped refusal mapping; a test
        # cannot provoke them in seconds (a hung backend takes proxy_read_timeout, 60 s).
        location ^~ /api/nginx-refusal-probe/ {
            include p2p/security-headers.conf;
            include p2p/api-refusals.conf;
            location = /api/nginx-refusal-probe/500 { return 500; }
            location = /api/nginx-refusal-probe/503 { return 503; }
            location = /api/nginx-refusal-probe/504 { return 504; }
        }

        # Test server only: files uploaded to the mock server come back from its /mock-files/ (mocks/handlers/files.ts).
        location ^~ /mock-files/ {
            include p2p/security-headers.conf;
            include p2p/api-proxy.conf;
        }
    }
}
`;
}

const prefix = mkdtempSync(join(tmpdir(), 'p2p-nginx-'));
// Started as root, nginx runs its worker as nobody, which must reach the temp folders it creates here.
chmodSync(prefix, 0o755);
// Relative includes (p2p/...) resolve against the folder of nginx.conf, as /etc/nginx/p2p does in production.
symlinkSync(DEPLOY_DIR, join(prefix, 'p2p'));
/** A certificate for 127.0.0.1 valid for a day, in the run's temp folder. */
function throwawayCertificate(): { cert: string; key: string } {
  const cert = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) {
    console.error(
      `nginx serve: openssl could not make a certificate: ${made.error?.message ?? made.stderr.toString()}`,
    );
    rmSync(prefix, { recursive: true, force: true });
    process.exit(2);
  }
  return { cert, key };
}

const tls = values.tls ? throwawayCertificate() : undefined;
const confPath = join(prefix, 'nginx.conf');
writeFileSync(
  confPath,
  loopbackConfig({
    prefix,
    root,
    port: Number(values.port),
    apiPort: Number(values['api-port']),
    mimeTypes: values['mime-types'],
    brotliModule: values['brotli-module'],
    tls,
  }),
);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
const nginx = spawn(values.nginx, ['-p', `${prefix}/`, '-c', confPath, '-e', 'stderr'], { stdio: 'inherit' });
console.log(
  `nginx serving ${root} on ${tls ? 'https' : 'http'}://127.0.0.1:${values.port} (API -> 127.0.0.1:${values['api-port']}, config ${confPath})`,
);

nginx.on('error', (error) => {
  console.error(`nginx could not start: ${error.message}`);
  cleanUp();
  process.exit(1);
});
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
// nginx's master takes SIGTERM as "fast shutdown" (workers included); the exit handler then cleans up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGTERM'));
