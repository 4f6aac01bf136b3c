import type { ClientResponse } from '../request-config';
import { recordServerDate } from '@/platform/server-time';

const SERVER_TIME_PATH = '/api/t/v2/assets';

export function captureServerTime(response: ClientResponse): ClientResponse {
  const { url, method } = response.config;
  if (method.toLowerCase() === 'get' && url.split('?')[0]?.endsWith(SERVER_TIME_PATH)) {
    recordServerDate(response.headers.get('date') ?? undefined);
  }
  return response;
}
