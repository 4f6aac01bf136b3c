import type { IncomingMessage } from 'node:http';

// Reads a request body up to a limit and stops at the first byte past it: an oversized upload is never held in
// memory, the caller answers 413 and closes the connection.

export const JSON_BODY_LIMIT = 1_048_576;
/** A chat file of up to 10 MB plus the multipart framing around it. */
export const MULTIPART_BODY_LIMIT = 11 * 1_048_576;

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.pause();
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, bytes: Buffer.concat(chunks, size) }));
    req.once('error', () => finish({ ok: false, reason: 'aborted' }));
    req.once('close', () =>
      finish(req.complete ? { ok: true, bytes: Buffer.concat(chunks, size) } : { ok: false, reason: 'aborted' }),
    );
  });
}

/** `application/json; charset=utf-8` -> `application/json`. */
export function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}
