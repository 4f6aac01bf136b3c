// The one error type every generated call rejects with; no UI here.

export type ApiErrorKind =
  /** HTTP 200 with a non-zero envelope code. */
  | 'business'
  | 'http'
  /** No response at all: offline, DNS, CORS, timeout. */
  | 'network'
  /** A group-scoped call made without an accountGroup; nothing was sent. */
  | 'account-group'
  | 'malformed'
  /** A query nobody watches any more; not a failure to report. */
  | 'canceled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
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
