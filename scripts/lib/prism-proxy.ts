import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenApiDocument } from './contract-validator';
import { freePort, startProcess, type Started } from './fuzz/servers';

// Prism's validating proxy (@stoplight/prism-cli) in front of a service: every exchange through it is
// checked against the bundled contract, and what does not conform comes back in the `sl-violations`
// response header (and in Prism's log as "Violation: <location> <message>").

export interface PrismViolation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export interface Exchange {
  method: string;
  path: string;
  status: number | 'none';
  violations: PrismViolation[];
}

/** The violations of one response, from its `sl-violations` header (absent or unreadable: none, or one saying so). */
export function parseViolations(header: string | null): PrismViolation[] {
  if (!header) return [];
  try {
    const list = JSON.parse(header) as unknown;
    return Array.isArray(list) ? (list as PrismViolation[]) : [];
  } catch {
    return [
      {
        location: ['response', 'header'],
        severity: 'Error',
        message: `unreadable sl-violations header: ${header.slice(0, 80)}`,
      },
    ];
  }
}

/** A fetch that goes through Prism and records each exchange with its violations. */
export function recordingFetch(exchanges: Exchange[], fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const exchange: Exchange = { method, path: url.pathname, status: 'none', violations: [] };
    exchanges.push(exchange);
    const response = await fetchImpl(input, init);
    exchange.status = response.status;
    exchange.violations = parseViolations(response.headers.get('sl-violations'));
    return response;
  };
}

/** Violation lines in Prism's log (the cross-check of the headers). */
export function logViolations(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => /Violation: /.test(line))
    .map((line) => line.replace(/^.*Violation: /, '').trim());
}

/** Writes the contract as it is to a temporary file for Prism to load (its group-scoped paths included). */
export function writePrismContract(doc: OpenApiDocument): string {
  const file = join(mkdtempSync(join(tmpdir(), 'prism-contract-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

/** Starts `prism proxy <bundle> <upstream> --errors=false` on a free port in 4400-4499. */
export async function startPrismProxy(
  bundlePath: string,
  upstream: string,
  exclude: readonly number[] = [],
): Promise<Started> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort(exclude);
    try {
      return await startProcess(
        join(process.cwd(), 'node_modules', '.bin', 'prism'),
        ['proxy', bundlePath, upstream, '--port', String(port), '--host', '127.0.0.1', '--errors=false'],
        /Prism is listening on/,
        port,
      );
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function formatViolations(exchanges: Exchange[]): string {
  const lines: string[] = [];
  const groups = new Map<string, { count: number; example: string }>();
  for (const exchange of exchanges) {
    for (const v of exchange.violations) {
      const where = v.location.join('.');
      lines.push(
        `VIOLATION ${exchange.method} ${exchange.path} -> ${exchange.status}: [${v.severity}] ${where}: ${v.message}`,
      );
      const key = `[${v.severity}] ${where}: ${v.message.replace(/\d{6,}/g, 'N')}`;
      const group = groups.get(key) ?? { count: 0, example: `${exchange.method} ${exchange.path}` };
      group.count += 1;
      groups.set(key, group);
    }
  }
  if (groups.size > 1) {
    lines.push('violations by kind:');
    for (const [key, g] of [...groups].sort((a, b) => b[1].count - a[1].count))
      lines.push(`  ${String(g.count).padStart(3)}x ${key}  (e.g. ${g.example})`);
  }
  const total = exchanges.reduce((n, e) => n + e.violations.length, 0);
  lines.push(`prism proxy: ${exchanges.length} exchanges, ${total} violations`);
  return lines.join('\n');
}
