import type { AxiosResponse } from 'axios';
import { recordServerDate } from '@/platform/server-time';

/** Spec §7: the response date of GET /api/t/v2/assets is captured as server time. */
export const SERVER_TIME_PATH = '/api/t/v2/assets';

export function captureServerTime(response: AxiosResponse): AxiosResponse {
  const { url, method } = response.config;
  if ((method ?? 'get').toLowerCase() === 'get' && url?.split('?')[0]?.endsWith(SERVER_TIME_PATH)) {
    const header = response.headers['date'] as unknown;
    recordServerDate(typeof header === 'string' ? header : undefined);
  }
  return response;
}
