import { spawn, type ChildProcess } from 'node:child_process';

// Starts the HTTP mock server and `vite preview` of dist/ (proxying /api to the mocks) on loopback.
export interface Served {
  url: string;
  /** The HTTP mock server itself (the same API the app reaches through its /api proxy). */
  apiUrl: string;
  stop: () => void;
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

/** A port something already answers on would be measured instead of this build: refuse, and say so. */
async function assertFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
  } catch {
    return; // nothing listening
  }
  throw new Error(`port ${port} is already in use: stop what runs there (a leftover benchmark server?) and try again`);
}

export async function serveBuild({ appPort = 4391, apiPort = 4392, scenario = 'default' } = {}): Promise<Served> {
  await assertFree(appPort);
  await assertFree(apiPort);
  const api = start('node_modules/.bin/tsx', ['scripts/mock-server.ts', '--port', String(apiPort), '--scenario', scenario]);
  const app = start('node_modules/.bin/vite', ['preview', '--port', String(appPort), '--strictPort'], { API_PROXY: `http://127.0.0.1:${apiPort}` });
  const stop = () => {
    stopGroup(app);
    stopGroup(api);
    process.off('exit', stop);
  };
  // Also when the benchmark fails or is interrupted: no server outlives it.
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/ctc/query-currency-list`);
    await waitFor(`http://127.0.0.1:${appPort}/en`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${appPort}`, apiUrl: `http://127.0.0.1:${apiPort}`, stop };
}
