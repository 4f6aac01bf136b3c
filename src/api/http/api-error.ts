// The one error type every generated call rejects with (STYLE.md convention 3: typed errors, no UI here).

export type ApiErrorKind =
  /** HTTP 200 with a non-zero envelope code (spec §7: code 0 is success). */
  | 'business'
  /** A non-2xx HTTP status. */
  | 'http'
  /** No response at all: offline, DNS, CORS, timeout. */
  | 'network'
  /** A group-scoped call made without an accountGroup (spec §5); nothing was sent. */
  | 'account-group'
  /** The response was not the JSON envelope the contract promises. */
  | 'malformed'
  /** The caller aborted the call (a query nobody watches any more); not a failure to report. */
  | 'canceled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope code, or the HTTP status when there was no envelope. */
  readonly code: number | undefined;
  readonly status: number | undefined;
  /** The path that failed, as sent (after any accountGroup prefix). */
  readonly url: string;

  constructor(init: { kind: ApiErrorKind; message: string; code?: number; status?: number; url: string }) {
    super(init.message);
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.url = init.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
