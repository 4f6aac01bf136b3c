import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { createContractValidator, type OpenApiDocument, type OperationRef } from '../contract-validator';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, mediaTypeOf, readBody } from './body';
import { sendEnvelope, sendRawEnvelope } from './envelope';
import { createRouter } from './routes';

// The mock server on node:http (npm run mock-server): every request is routed against the contract, its
// Content-Type, size and contents are checked against the contract with the same ajv validator the contract
// tests use, and only then turned into a Fetch Request for the MSW handlers the browser runs. Whatever
// arrives (TRACE, CONNECT, `/api/%zz`, 20 MB, a handler that throws) the answer is the envelope, never a
// stack trace, and the process keeps serving.

export interface MockHttpServerOptions {
  handlers: readonly RequestHandler[];
  contract: OpenApiDocument;
  /** Where failures are reported (stderr by default); never sent to the client. */
  logError?: (message: string, error?: unknown) => void;
  /** The 401 for a caller without a session, or undefined when there is one (checked before the request's shape). */
  refuseSignedOut: (request: Request) => Response | undefined;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

const MAX_ECHOED_PATH = 200;

function shown(path: string): string {
  return path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path;
}

/** The request target, or a 400 when it is not a URL or its percent-encoding is malformed (`/api/%zz`). */
function parseTarget(req: IncomingMessage): URL {
  const raw = req.url ?? '/';
  let target: string;
  try {
    // Origin-form is appended, never resolved: `//other.host/api/...` stays a path on this server.
    target = raw.startsWith('/') ? raw : ((u) => `${u.pathname}${u.search}`)(new URL(raw));
  } catch {
    throw new Refusal(400, 'Malformed request URL.');
  }
  let url: URL;
  try {
    url = new URL(`http://${req.headers.host ?? 'localhost'}${target}`);
  } catch {
    try {
      url = new URL(`http://localhost${target}`);
    } catch {
      throw new Refusal(400, 'Malformed request URL.');
    }
  }
  try {
    decodeURIComponent(url.pathname);
    for (const part of url.search.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new Refusal(400, 'Malformed request URL: invalid percent-encoding.');
  }
  return url;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
}

type BodyKind = 'json' | 'multipart' | 'none';

function bodyKindOf(op: OperationRef | undefined): BodyKind {
  const content = (op?.operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
  if ('multipart/form-data' in content) return 'multipart';
  if ('application/json' in content) return 'json';
  return 'none';
}

/** 415 before the body is read: the operation's content type, or none at all for an empty body. */
function checkContentType(req: IncomingMessage, kind: BodyKind): void {
  const type = mediaTypeOf(req.headers['content-type']);
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (kind === 'none' || (!hasBody && type === undefined)) return;
  const expected = kind === 'json' ? 'application/json' : 'multipart/form-data';
  if (type !== expected) throw new Refusal(415, `Unsupported Content-Type: this operation takes ${expected}.`);
}

async function parsedBody(kind: BodyKind, bytes: Buffer, url: URL, req: IncomingMessage): Promise<unknown> {
  if (bytes.byteLength === 0 || kind === 'none') return undefined;
  if (kind === 'json') {
    try {
      return JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      throw new Refusal(400, 'Malformed JSON in the request body.');
    }
  }
  try {
    return await new Request(url, {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: arrayBufferOf(bytes),
    }).formData();
  } catch {
    throw new Refusal(400, 'Malformed multipart/form-data body.');
  }
}

/** A Buffer as the ArrayBuffer a Fetch body takes (Buffers may share a larger pool). */
function arrayBufferOf(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function fetchRequest(req: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      throw new Refusal(400, 'Malformed request header.');
    }
  }
  const hasBody = body !== undefined && body.byteLength > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? arrayBufferOf(body) : undefined });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    // HttpResponse.error(): the chaos scenario's network failure, as a dropped connection.
    res.destroy();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'transfer-encoding' && key !== 'content-encoding')
      headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] = String(body.byteLength);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body);
}

/** An operation without `security: []` (its own or the document's) needs a session. */
function isSecured(op: OperationRef, contract: OpenApiDocument): boolean {
  const security = (op.operation.security ?? (contract as { security?: unknown[] }).security) as unknown[] | undefined;
  return Array.isArray(security) && security.length > 0;
}

export function createMockHttpServer(options: MockHttpServerOptions): Server {
  const handlers = [...options.handlers];
  const validator = createContractValidator(options.contract);
  const route = createRouter(options.contract);
  const logError =
    options.logError ?? ((message: string, error?: unknown) => console.error(`[mock-server] ${message}`, error ?? ''));

  /** A refusal after part of a body was left unread: answer, then close so the rest is never read. */
  function refuseAndClose(res: ServerResponse, refusal: Refusal): void {
    sendEnvelope(res, refusal.status, refusal.message, { ...refusal.headers, Connection: 'close' });
    res.once('finish', () => res.socket?.destroySoon());
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = parseTarget(req);
    const target = route(method, url.pathname);
    if (target.kind === 'unknown') throw new Refusal(404, `Not found: no operation at ${shown(url.pathname)}.`);
    if (target.kind === 'wrong-method') {
      throw new Refusal(405, `Method ${method} is not allowed here; allowed: ${target.allow.join(', ')}.`, {
        Allow: target.allow.join(', '),
      });
    }
    const op = target.kind === 'operation' ? target.op : undefined;
    const kind = bodyKindOf(op);
    checkContentType(req, kind);
    const read = await readBody(req, kind === 'multipart' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT);
    if (!read.ok) {
      if (read.reason === 'aborted') return;
      const limit = kind === 'multipart' ? '11 MB' : '1 MB';
      refuseAndClose(res, new Refusal(413, `Request body too large: at most ${limit}.`));
      return;
    }
    // The order of checks (openapi.yaml, "Envelope and HTTP status"): 404, 405, 415/413 above, then the session,
    // then the request's shape, then the business logic in the handlers.
    if (op && isSecured(op, options.contract)) {
      const signedOut = options.refuseSignedOut(fetchRequest(req, url, read.bytes));
      if (signedOut) return writeResponse(res, signedOut);
    }
    if (op) {
      const body = await parsedBody(kind, read.bytes, url, req);
      const path = target.kind === 'operation' ? target.path : {};
      const verdict = validator.validateRequest(op, { query: queryOf(url), body, headers: headersOf(req), path });
      if (!verdict.valid)
        throw new Refusal(400, `Invalid request: ${verdict.firstError ?? 'does not match the contract'}.`);
    }
    const response = await getResponse(handlers, fetchRequest(req, url, read.bytes));
    if (!response) throw new Refusal(404, `Not found: no mock answers ${method} ${shown(url.pathname)}.`);
    await writeResponse(res, response);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof Refusal) {
        // Refused before the body was read: close rather than read an unwanted body.
        if (req.complete) sendEnvelope(res, error.status, error.message, error.headers);
        else refuseAndClose(res, error);
        return;
      }
      logError(`${req.method ?? '?'} ${shown(req.url ?? '')} failed`, error);
      if (!req.complete) refuseAndClose(res, new Refusal(500, 'Internal Server Error'));
      else sendEnvelope(res, 500, 'Internal Server Error');
    });
  });

  // CONNECT never reaches the request listener; Node hands over the socket instead.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    sendRawEnvelope(socket, 405, 'Method CONNECT is not allowed.', { Allow: 'GET, POST, DELETE' });
  });
  // Bytes that are not HTTP (or headers too large): Node's default would answer a bare 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    sendRawEnvelope(socket, status, status === 431 ? 'Request headers too large.' : 'Malformed HTTP request.');
  });
  return server;
}
