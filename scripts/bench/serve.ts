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

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
}

export async function serveBuild({ appPort = 4391, apiPort = 4392, scenario = 'default' } = {}): Promise<Served> {
  const api = start('node_modules/.bin/tsx', ['scripts/mock-server.ts', '--port', String(apiPort), '--scenario', scenario]);
  const app = start('node_modules/.bin/vite', ['preview', '--port', String(appPort), '--strictPort'], { API_PROXY: `http://127.0.0.1:${apiPort}` });
  const stop = () => {
    app.kill();
    api.kill();
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/ctc/query-currency-list`);
    await waitFor(`http://127.0.0.1:${appPort}/en`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${appPort}`, apiUrl: `http://127.0.0.1:${apiPort}`, stop };
}
