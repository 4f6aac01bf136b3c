import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:https';
import { connect } from 'node:net';

// Starts the HTTP mock server and a server of dist/ on loopback: `vite preview` (proxying /api to the mocks), or
// the production nginx configuration over HTTPS with HTTP/2 (serveProduction).
export interface Served {
  url: string;
  /** The HTTP mock server itself (the same API the app reaches through its /api proxy). */
  apiUrl: string;
  /** Stops both servers and resolves once their ports are free, so the next part can start its own there. */
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** The same for the HTTPS server with its throwaway self-signed certificate (scripts/nginx/serve.ts --tls). */
async function waitForHttps(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const request = get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 400);
      });
      request.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

// Each server in its own process group, so stopping it also stops what it started (tsx runs a second node).
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
}

function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** A port something already listens on would be measured instead of this build: refuse, and say so. */
async function assertFree(port: number): Promise<void> {
  if (await isListening(port))
    throw new Error(
      `port ${port} is already in use: stop what runs there (a leftover benchmark server?) and try again`,
    );
}

/** nginx's master outlives the tsx that started it by a moment: wait until the port is closed. */
async function waitClosed(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (await isListening(port)) {
    if (Date.now() > until)
      throw new Error(`port ${port} is still in use ${timeoutMs} ms after its server was stopped`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function serveBuild({ appPort = 4391, apiPort = 4392, scenario = 'default' } = {}): Promise<Served> {
  return serve({ appPort, apiPort, scenario, production: false });
}

/**
 * dist/ as users get it: the shipped nginx site configuration (deploy/nginx) over HTTPS with HTTP/2, as the
 * production server block serves it. Page-load measurements (Lighthouse) depend on the protocol: over HTTP/1.1
 * a browser opens at most six connections per origin and the first load's many files queue behind them.
 */
export async function serveProduction({ appPort = 4391, apiPort = 4392, scenario = 'default' } = {}): Promise<Served> {
  return serve({ appPort, apiPort, scenario, production: true });
}

async function serve({
  appPort,
  apiPort,
  scenario,
  production,
}: {
  appPort: number;
  apiPort: number;
  scenario: string;
  production: boolean;
}): Promise<Served> {
  await assertFree(appPort);
  await assertFree(apiPort);
  const api = start('node_modules/.bin/tsx', [
    'scripts/mock-server.ts',
    '--port',
    String(apiPort),
    '--scenario',
    scenario,
  ]);
  const app = production
    ? start('node_modules/.bin/tsx', [
        'scripts/nginx/serve.ts',
        '--root',
        'dist',
        '--port',
        String(appPort),
        '--api-port',
        String(apiPort),
        '--tls',
      ])
    : start('node_modules/.bin/vite', ['preview', '--port', String(appPort), '--strictPort'], {
        API_PROXY: `http://127.0.0.1:${apiPort}`,
      });
  const kill = () => {
    stopGroup(app);
    stopGroup(api);
    process.off('exit', kill);
  };
  const stop = async () => {
    kill();
    await Promise.all([waitClosed(appPort), waitClosed(apiPort)]);
  };
  // Also when the benchmark fails or is interrupted: no server outlives it.
  process.on('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/ctc/query-currency-list`);
    if (production) await waitForHttps(`https://127.0.0.1:${appPort}/en`);
    else await waitFor(`http://127.0.0.1:${appPort}/en`);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    url: `${production ? 'https' : 'http'}://127.0.0.1:${appPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    stop,
  };
}
