import { createContractValidator, HTTP_METHODS, type OpenApiDocument, type OperationRef } from '../contract-validator';
import { isReadOperation } from '../contract-verify';
import { buildCases, type FuzzCase } from './cases';
import { createSchemaJudge, toWire } from './values';

// Sends the fuzz cases and checks each answer: no 5xx, a body the contract declares for that status, and
// the right verdict (an invalid request refused with 400 / 405 / 401, a valid one not refused).

export interface FuzzOptions {
  baseUrl: string;
  /** Sent as the `authorization` header; never printed. */
  token?: string;
  casesPerOperation: number;
  seed: number;
  /** All operations; otherwise GET and `x-safe: true` only (and wrong-method cases only with GET). */
  includeWrites: boolean;
  /** The `{accountGroup}` of group-scoped paths; learnt from user info when not given. */
  accountGroup?: number;
  fetchImpl?: typeof fetch;
}

export interface CaseFailure {
  operationId: string;
  kind: string;
  site: string;
  status: number | string;
  check: 'no-5xx' | 'schema' | 'status' | 'request';
  error: string;
}

export interface FuzzReport {
  operations: number;
  cases: number;
  passed: number;
  failed: number;
  /** The first failed check of each failing case, in run order. */
  failures: CaseFailure[];
  /** Every failed check (for the summary by cause). */
  allFailures: CaseFailure[];
  dropped: string[];
  byKind: Record<string, number>;
}

// A 1x1 PNG, as in contract-verify.ts: uploads are checked by their bytes.
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const LOGOUT = /logout/i;

/** Logout last (a real service ends the session), the rest in contract order. */
function fuzzOrder(ops: OperationRef[], includeWrites: boolean): OperationRef[] {
  const chosen = includeWrites ? ops : ops.filter(isReadOperation);
  return [
    ...chosen.filter((op) => !LOGOUT.test(op.operationId)),
    ...chosen.filter((op) => LOGOUT.test(op.operationId)),
  ];
}

export function httpRequest(
  op: OperationRef,
  c: FuzzCase,
  options: Pick<FuzzOptions, 'baseUrl' | 'token'>,
  accountGroup: number,
): { url: URL; init: RequestInit } {
  const { request } = c;
  // A group-scoped call goes to the caller's own group, unless the case is about that segment.
  const ownGroup = op.operation['x-account-group'] === true && !c.site.startsWith('path.accountGroup');
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === 'accountGroup' && ownGroup
      ? String(accountGroup)
      : encodeURIComponent(toWire(request.params.path[name] ?? '')[0] ?? ''),
  );
  const url = new URL(path, options.baseUrl);
  for (const [name, value] of Object.entries(request.params.query))
    for (const text of toWire(value)) url.searchParams.append(name, text);
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries(request.params.header)) headers[name] = toWire(value).join(',');
  if (request.token && options.token) headers.authorization = options.token;
  let body: BodyInit | undefined;
  const canHaveBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (canHaveBody && request.file !== undefined) {
    const form = new FormData();
    if (request.file) form.set('file', new Blob([PNG_1X1], { type: 'image/png' }), 'fuzz.png');
    else form.set('note', 'no file field');
    body = form;
  } else if (canHaveBody && request.hasBody) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  return { url, init: { method: request.method, headers, body } };
}

export async function learnAccountGroup(options: FuzzOptions): Promise<number> {
  if (options.accountGroup !== undefined) return options.accountGroup;
  try {
    const response = await (options.fetchImpl ?? fetch)(new URL('/api/a/v2/auth/user/info', options.baseUrl), {
      headers: { Accept: 'application/json', ...(options.token ? { authorization: options.token } : {}) },
    });
    const group = ((await response.json()) as { data?: { accountGroup?: unknown } }).data?.accountGroup;
    return typeof group === 'number' ? group : 0;
  } catch {
    return 0;
  }
}

const REFUSALS_OF_VALID = new Set([400, 401, 405, 413, 415]);

/** The failed checks of one answer (empty when all three passed). */
export function judgeAnswer(
  validator: ReturnType<typeof createContractValidator>,
  op: OperationRef,
  c: FuzzCase,
  status: number,
  text: string,
): CaseFailure[] {
  const base = { operationId: op.operationId, kind: c.kind, site: c.site, status };
  const failures: CaseFailure[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (status >= 500) failures.push({ ...base, check: 'no-5xx', error: `server error ${status}` });
  if (c.expect === 'accept') {
    if (REFUSALS_OF_VALID.has(status)) {
      const message = (parsed as { message?: unknown } | undefined)?.message;
      failures.push({
        ...base,
        check: 'status',
        error: `valid request refused with ${status}${typeof message === 'string' ? ` (${message})` : ''}`,
      });
    }
  } else if (status !== c.expect) {
    const code = (parsed as { code?: unknown } | undefined)?.code;
    failures.push({
      ...base,
      check: 'status',
      error: `expected ${c.expect}, got ${status}${status === 200 && code !== undefined ? ` with code ${String(code)}` : ''}`,
    });
  }
  if (parsed === undefined)
    failures.push({ ...base, check: 'schema', error: `body is not JSON: ${JSON.stringify(text.slice(0, 60))}` });
  else {
    const verdict = validator.validateResponse(op, status, parsed);
    if (!verdict.valid)
      failures.push({ ...base, check: 'schema', error: `response ${verdict.firstError ?? 'invalid'}` });
  }
  return failures;
}

const CHECKS_PER_CASE = 3;

export async function runFuzz(
  doc: OpenApiDocument,
  options: FuzzOptions,
  onProgress?: (op: OperationRef, cases: number) => void,
): Promise<FuzzReport> {
  const validator = createContractValidator(doc);
  const judge = createSchemaJudge();
  const accountGroup = await learnAccountGroup(options);
  const wrongMethods = options.includeWrites ? HTTP_METHODS : (['get'] as const);
  const report: FuzzReport = {
    operations: 0,
    cases: 0,
    passed: 0,
    failed: 0,
    failures: [],
    allFailures: [],
    dropped: [],
    byKind: {},
  };
  for (const op of fuzzOrder(validator.operations, options.includeWrites)) {
    const built = buildCases(doc, op, { count: options.casesPerOperation, seed: options.seed, wrongMethods }, judge);
    report.operations += 1;
    report.dropped.push(...built.dropped);
    for (const c of built.cases) {
      report.cases += 1;
      report.byKind[c.kind] = (report.byKind[c.kind] ?? 0) + 1;
      const { url, init } = httpRequest(op, c, options, accountGroup);
      let failures: CaseFailure[];
      try {
        const response = await (options.fetchImpl ?? fetch)(url, { ...init, signal: AbortSignal.timeout(15_000) });
        failures = judgeAnswer(validator, op, c, response.status, await response.text());
      } catch (error) {
        const message =
          error instanceof Error
            ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
            : String(error);
        failures = [
          {
            operationId: op.operationId,
            kind: c.kind,
            site: c.site,
            status: 'none',
            check: 'request',
            error: `request failed: ${message}`,
          },
        ];
      }
      const failedChecks = failures.some((f) => f.check === 'request') ? CHECKS_PER_CASE : failures.length;
      report.failed += failedChecks;
      report.passed += CHECKS_PER_CASE - failedChecks;
      if (failures.length) report.failures.push(failures[0]!);
      report.allFailures.push(...failures);
    }
    onProgress?.(op, built.cases.length);
  }
  return report;
}

function formatFailure(f: CaseFailure): string {
  return `FAIL ${f.operationId} ${f.kind}${f.site ? ` ${f.site}` : ''} -> ${f.status}: ${f.error}`;
}

/** Failed checks grouped by check, case kind, status and message (ids and numbers blurred), most frequent first. */
function groupFailures(
  failures: CaseFailure[],
): Array<{ count: number; cause: string; example: CaseFailure; operations: Set<string> }> {
  const groups = new Map<string, { count: number; cause: string; example: CaseFailure; operations: Set<string> }>();
  for (const f of failures) {
    const message = f.error.replace(/\([^)]*\)/g, '(...)').replace(/\d{6,}/g, 'N');
    const cause = `${f.check} ${f.kind} -> ${f.status}: ${message}`;
    const group = groups.get(cause) ?? { count: 0, cause, example: f, operations: new Set<string>() };
    group.count += 1;
    group.operations.add(f.operationId);
    groups.set(cause, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

export function formatReport(report: FuzzReport, maxLines = 40, maxGroups = 25): string {
  // One line per failing case; the same line again (same variant, other generated values) is counted, not repeated.
  const distinct = new Map<string, number>();
  for (const f of report.failures) distinct.set(formatFailure(f), (distinct.get(formatFailure(f)) ?? 0) + 1);
  const lines: string[] = [];
  let shown = 0;
  for (const [line, times] of distinct) {
    if (lines.length >= maxLines) break;
    lines.push(times > 1 ? `${line} (x${times})` : line);
    shown += times;
  }
  if (report.failures.length > shown) lines.push(`... and ${report.failures.length - shown} more failing cases`);
  if (report.failures.length) {
    const groups = groupFailures(report.allFailures);
    lines.push(`failed checks by cause (${groups.length}):`);
    for (const g of groups.slice(0, maxGroups))
      lines.push(
        `  ${String(g.count).padStart(4)}x ${g.cause}  [${g.operations.size} op(s), e.g. ${g.example.operationId}${g.example.site ? ` ${g.example.site}` : ''}]`,
      );
    if (groups.length > maxGroups) lines.push(`  ... and ${groups.length - maxGroups} more causes`);
  }
  if (report.dropped.length) lines.push(`variants not sent (could not be made invalid): ${report.dropped.join('; ')}`);
  lines.push(
    `${report.operations} operations, ${report.cases} cases, ${report.passed} checks passed, ${report.failed} failed`,
  );
  return lines.join('\n');
}
