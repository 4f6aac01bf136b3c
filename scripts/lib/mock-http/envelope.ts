import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

// The contract's envelope for refusals made before any handler runs. The HTTP status rule of the whole
// contract: a non-2xx status only for a request refused before business logic, and then `code` equals the
// status (400, 401, 404, 405, 413, 415, 429, 500); business failures are HTTP 200 with their own code.

const ENVELOPE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

function envelopeJson(status: number, message: string): string {
  return JSON.stringify({ code: status, message, data: null });
}

/** Writes `{code: status, message, data: null}` with that HTTP status. */
export function sendEnvelope(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = envelopeJson(status, message);
  res.writeHead(status, { ...ENVELOPE_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** The same envelope written straight to a socket (CONNECT, unparsable requests), then the socket closes. */
export function sendRawEnvelope(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = envelopeJson(status, message);
  const lines = Object.entries({
    ...ENVELOPE_HEADERS,
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    Date: new Date().toUTCString(),
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`,
  );
}
