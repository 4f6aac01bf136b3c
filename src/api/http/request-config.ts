import type { RequestMeta } from './request-meta';

// orval's axios call style, as our own type so that no HTTP library ships in the bundle.
export interface GeneratedRequest {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface RequestConfig {
  url: string;
  method: string;
  baseURL?: string;
  params?: object;
  data?: unknown;
  headers: Headers;
  signal?: AbortSignal;
  meta?: RequestMeta;
}

export interface ClientResponse {
  status: number;
  headers: Headers;
  /** The raw text when the body is not JSON, which the envelope check then reports malformed. */
  data: unknown;
  config: RequestConfig;
}
