import type { RequestMeta } from './request-meta';

// The shape orval's generated calls hand to the mutator (orval's `httpClient: 'axios'` call style: one config
// object), and what the interceptors read and rewrite. Our own type, so no HTTP library ships in the bundle.
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
  /** Absolute origin for a call routed to another service host (interceptors/service-host.ts). */
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
  /** Parsed JSON, or the raw text when the body is not JSON (the envelope check then reports it malformed). */
  data: unknown;
  config: RequestConfig;
}
