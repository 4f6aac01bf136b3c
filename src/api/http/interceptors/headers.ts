import type { RequestConfig } from '../request-config';
import { buildCookieHeader } from '../cookie-header';
import { getRequestContext } from '../request-context';

export function applyHeaders(config: RequestConfig): RequestConfig {
  const ctx = getRequestContext();
  const headers = config.headers;
  const authorization = ctx.getAuthorization();
  if (authorization) headers.set('authorization', authorization);
  headers.set('language', ctx.getLanguage());
  headers.set('Platform', 'website');
  const page = ctx.getPageUrl();
  if (page) headers.set('onPage', page);
  const captcha = ctx.getCaptchaValidate();
  if (captcha) headers.set('NECaptchaValidate', captcha);
  headers.set('Accept', 'application/json');
  headers.set('Cache-Control', 'no-cache');
  headers.set('Pragma', 'no-cache');
  if (ctx.canSetCookieHeader()) {
    const cookie = buildCookieHeader(ctx.readCookie);
    if (cookie) headers.set('Cookie', cookie);
  }
  return config;
}
