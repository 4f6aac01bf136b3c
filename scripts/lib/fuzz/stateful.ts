import { randomUUID } from 'node:crypto';
import { createContractValidator, type OpenApiDocument, type OperationRef } from '../contract-validator';
import { planRequest } from '../contract-requests';
import { isReadOperation } from '../contract-verify';
import { generateValid, judgeRequest, type FuzzCase, type FuzzRequest } from './cases';
import { contractLinks, evaluate, type ContractLink, type Exchange } from './links';
import { httpRequest, judgeAnswer, learnAccountGroup, type CaseFailure, type FuzzOptions } from './run';
import { requestShape, type Json } from './schema';
import { createSchemaJudge, seededRandom, type SchemaJudge } from './values';

// The stateful phase: walks the contract's links from the operations nothing links to (ads list, user info, order
// list, picture upload), each call built from the operation's example with the values the link reads from the
// answer before it, and judges every answer as the stateless phase does. A read-only run follows only links whose
// two ends are read operations.

interface LinkCoverage {
  name: string;
  /** Requests sent through the link. */
  followed: number;
  /** Of those, answers with code 0: the chain went on. */
  succeeded: number;
  /** Why the link could not be followed when its source answered (a value the answer lacked, say). */
  skipped: string[];
  /** The last answer through the link that did not go on (status, code and message). */
  stopped?: string;
}

export interface StatefulReport {
  walks: number;
  steps: number;
  passed: number;
  failed: number;
  failures: CaseFailure[];
  links: LinkCoverage[];
}

export interface StatefulOptions extends FuzzOptions {
  /** Walks from each starting operation (default 3). */
  walks?: number;
}

const MAX_DEPTH = 8;
const CHECKS_PER_STEP = 3;

/** The operation's example request where it is valid, else a generated one; fresh values for `client…` keys. */
function baseRequest(doc: OpenApiDocument, op: OperationRef, random: () => number, judge: SchemaJudge): FuzzRequest {
  const generated = generateValid(doc, op, random, judge);
  const plan = planRequest(doc, op);
  const fromExamples: FuzzRequest = {
    ...generated,
    params: { ...generated.params, query: Object.fromEntries(plan.query) },
    ...(plan.body !== undefined && generated.hasBody ? { body: structuredClone(plan.body) } : {}),
  };
  return judgeRequest(doc, op, fromExamples, judge).valid ? fromExamples : generated;
}

/** Idempotency keys (clientOrderId, clientMsgId, …) new for every call, so a walk never replays an earlier one. */
function freshClientKeys(request: FuzzRequest): void {
  const body = request.body as Json | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const key of Object.keys(body))
    if (/^client[A-Z]/.test(key) && typeof body[key] === 'string') body[key] = randomUUID();
}

/** The target's request with the link's values, or why it cannot be made. */
function linkedRequest(
  doc: OpenApiDocument,
  link: ContractLink,
  exchange: Exchange,
  random: () => number,
  judge: SchemaJudge,
): FuzzRequest | string {
  const request = baseRequest(doc, link.to, random, judge);
  const params = requestShape(doc, link.to).params;
  for (const [key, expression] of Object.entries(link.parameters)) {
    const [where, name] = key.includes('.') ? (key.split('.', 2) as [string, string]) : [undefined, key];
    const param = params.find((p) => p.name === name && (where === undefined || p.in === where));
    if (!param) return `${link.to.operationId} has no parameter ${key}`;
    const value = evaluate(expression, exchange);
    if (value === undefined || value === null) return `the answer has no ${String(expression)}`;
    request.params[param.in][param.name] = value;
  }
  if (link.requestBody !== undefined) {
    const fixed = evaluate(link.requestBody, exchange);
    const missing = Object.entries((fixed ?? {}) as Json).find(([, v]) => v === undefined || v === null);
    if (missing) return `the answer has no value for body field ${missing[0]}`;
    const base = request.body;
    request.body =
      fixed && typeof fixed === 'object' && base && typeof base === 'object'
        ? { ...(base as Json), ...(fixed as Json) }
        : fixed;
    request.hasBody = true;
  }
  freshClientKeys(request);
  const verdict = judgeRequest(doc, link.to, request, judge);
  return verdict.valid ? request : `the linked request is not valid: ${verdict.reason ?? ''}`;
}

export async function runStateful(doc: OpenApiDocument, options: StatefulOptions): Promise<StatefulReport> {
  const validator = createContractValidator(doc);
  const judge = createSchemaJudge();
  const random = seededRandom(options.seed);
  const accountGroup = await learnAccountGroup(options);
  const inScope = (op: OperationRef) => options.includeWrites || isReadOperation(op);
  const links = contractLinks(doc, validator.operations).filter((l) => inScope(l.from) && inScope(l.to));
  const coverage = new Map<string, LinkCoverage>(
    links.map((l) => [l.name, { name: l.name, followed: 0, succeeded: 0, skipped: [] }]),
  );
  const targets = new Set(links.map((l) => l.to.operationId));
  const starts = [...new Map(links.map((l) => [l.from.operationId, l.from])).values()].filter(
    (op) => !targets.has(op.operationId),
  );
  const report: StatefulReport = {
    walks: 0,
    steps: 0,
    passed: 0,
    failed: 0,
    failures: [],
    links: [...coverage.values()],
  };

  const step = async (op: OperationRef, request: FuzzRequest, via: ContractLink | undefined, trail: string[]) => {
    const c: FuzzCase = {
      operationId: op.operationId,
      kind: 'linked',
      site: via?.name ?? 'start',
      request,
      expect: 'accept',
    };
    const { url, init } = httpRequest(op, c, options, accountGroup);
    report.steps += 1;
    let status = 0;
    let text = '';
    let headers: Record<string, string> = {};
    let failures: CaseFailure[];
    try {
      const response = await (options.fetchImpl ?? fetch)(url, { ...init, signal: AbortSignal.timeout(15_000) });
      status = response.status;
      text = await response.text();
      headers = Object.fromEntries(response.headers);
      failures = judgeAnswer(validator, op, c, status, text);
    } catch (error) {
      failures = [
        {
          operationId: op.operationId,
          kind: 'linked',
          site: c.site,
          status: 'none',
          check: 'request',
          error: `request failed: ${error instanceof Error ? error.message : String(error)}`,
        },
      ];
    }
    const failedChecks = failures.some((f) => f.check === 'request') ? CHECKS_PER_STEP : failures.length;
    report.failed += failedChecks;
    report.passed += CHECKS_PER_STEP - failedChecks;
    if (failures.length) report.failures.push(failures[0]!);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const succeeded = status === 200 && (body as Json | undefined)?.code === 0;
    if (via) {
      const seen = coverage.get(via.name)!;
      seen.followed += 1;
      if (succeeded) seen.succeeded += 1;
      else {
        const answer = body as { code?: unknown; message?: unknown } | undefined;
        seen.stopped = `HTTP ${status}, code ${String(answer?.code)}: ${String(answer?.message ?? text.slice(0, 80))}`;
      }
    }
    if (!succeeded || trail.length >= MAX_DEPTH) return;
    const exchange: Exchange = {
      request: {
        query: request.params.query,
        path: request.params.path,
        header: request.params.header,
        body: request.body,
      },
      response: { body, header: headers },
    };
    for (const link of links) {
      if (link.from.operationId !== op.operationId || trail.includes(link.name)) continue;
      const next = linkedRequest(doc, link, exchange, random, judge);
      if (typeof next === 'string') {
        const seen = coverage.get(link.name)!;
        if (!seen.skipped.includes(next)) seen.skipped.push(next);
        continue;
      }
      await step(link.to, next, link, [...trail, link.name]);
    }
  };

  for (const start of starts)
    for (let walk = 0; walk < (options.walks ?? 3); walk += 1) {
      report.walks += 1;
      const request = baseRequest(doc, start, random, judge);
      freshClientKeys(request);
      await step(start, request, undefined, []);
    }
  return report;
}

export function formatStatefulReport(report: StatefulReport, maxLines = 40): string {
  const lines = report.failures
    .slice(0, maxLines)
    .map((f) => `FAIL ${f.operationId} via ${f.site} -> ${f.status}: ${f.error}`);
  if (report.failures.length > maxLines) lines.push(`... and ${report.failures.length - maxLines} more failing steps`);
  for (const link of report.links)
    lines.push(
      `link ${link.name}: followed ${link.followed}, went on ${link.succeeded}${link.followed > link.succeeded && link.stopped ? ` (stopped by ${link.stopped})` : ''}${link.skipped.length ? `; not followed: ${link.skipped.join('; ')}` : ''}`,
    );
  lines.push(
    `stateful: ${report.walks} walks, ${report.steps} calls, ${report.links.filter((l) => l.succeeded > 0).length} of ${report.links.length} links followed through, ${report.passed} checks passed, ${report.failed} failed`,
  );
  return lines.join('\n');
}
