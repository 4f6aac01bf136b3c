import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { OpenApiDocument } from '../contract-validator';
import { serveMocks } from '../mock-http/serve-mocks';

// Local servers the fuzz run and the Prism check start for themselves, on ports 4400-4499, and stop.

export interface Started {
  url: string;
  port: number;
  /** Everything the process printed (for a start failure or a log to parse). */
  output(): string;
  stop(): Promise<void>;
}

const root = process.cwd();
const PORT_RANGE = { first: 4400, last: 4499 } as const;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port in 4400-4499, starting at a random one so parallel runs rarely collide. */
export async function freePort(exclude: readonly number[] = []): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = PORT_RANGE.first + ((start + i) % size);
    if (!exclude.includes(port) && (await portFree(port))) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

const running = new Set<ChildProcess>();
let hooked = false;
function stopAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => running.forEach((child) => child.kill('SIGTERM')));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.forEach((child) => child.kill('SIGTERM'));
      process.exit(130);
    });
  }
}

/** Spawns a process and waits until `ready` matches its output (or it exits, or `timeoutMs` passes). */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp,
  port: number,
  timeoutMs = 60_000,
): Promise<Started> {
  stopAllOnExit();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let log = '';
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    let grace: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([stopped, new Promise((r) => (grace = setTimeout(r, 5000)))]);
    // A pending grace timer would keep the caller (a test run, a CLI) alive for its five seconds.
    clearTimeout(grace);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    running.delete(child);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} did not start within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (ready.test(log)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, port, output: () => log, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new Error(`${command} exited (${String(code)}) before it was ready:\n${log}`));
    });
  });
}

/** The mock server, in this process, on a free port, with the simulated counterparty answering at once. */
export async function startMockServer(contract: OpenApiDocument, exclude: readonly number[] = []): Promise<Started> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort(exclude);
    try {
      const served = await serveMocks({ contract, port, counterpartyDelayMs: 0 });
      return { url: served.url, port, output: () => '', stop: served.stop };
    } catch (error) {
      lastError = error; // most likely the port was taken between the probe and the start
    }
  }
  throw lastError;
}
