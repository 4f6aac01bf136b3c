import type { UserInfo } from '@/api/generated/models';
import { cookieDomainFor, readCookie, removeCookie, writeCookie } from '@/shared/cookies';
import { isInstitution, isLoggedIn, isSubUser } from './derived-state';

// `theme`, `yu_locale` and local storage `lang` are not here: they are preferences and survive a logout.
export const SESSION_COOKIES = [
  'accountGroup',
  'authorization',
  'authtoken',
  'userId',
  'UID',
  'yu_userName',
  'yu_isInstitutions',
  'yu_isSubuser',
  'yu_isMining',
  'yu_kycStatus',
  'locale',
] as const;

export interface CookieScope {
  hostname: string;
  /** Development also writes and clears host-only cookies. */
  development: boolean;
}

function scopes({ hostname, development }: CookieScope): Array<string | undefined> {
  const domain = cookieDomainFor(hostname);
  const list: Array<string | undefined> = domain ? [domain] : [];
  if (development || !domain) list.push(undefined);
  return list;
}

export type CookieValue = [name: string, value: string | undefined];

/** `authorization` is copied into every call's header; `authtoken` goes in the Cookie string. */
export const sessionTokenCookies = (token: string): CookieValue[] => [
  ['authorization', token],
  ['authtoken', token],
];

function sessionCookieValues(user: UserInfo, locale: string): CookieValue[] {
  // Without a token, the cookies the server or the sign-in page set are left as they are.
  const token = user.authtoken ? sessionTokenCookies(user.authtoken) : [];
  return [
    ...token,
    ['locale', locale],
    ['accountGroup', String(user.accountGroup)],
    ['userId', user.userId],
    ['UID', user.UID],
    ['yu_userName', user.username],
    ['yu_isSubuser', String(isSubUser(user))],
    ['yu_isMining', String(Boolean(user.isMining))],
    ['yu_kycStatus', user.kycStatus],
    ['yu_isInstitutions', isInstitution(user) ? 'true' : undefined],
  ];
}

export function writeSessionCookies(user: UserInfo, scope: CookieScope, locale: string): void {
  writeCookieValues(sessionCookieValues(user, locale), scope);
}

export function writeCookieValues(values: CookieValue[], scope: CookieScope): void {
  for (const domain of scopes(scope)) {
    for (const [name, value] of values) {
      if (value === undefined) removeCookie(name, { domain });
      else writeCookie(name, value, { domain });
    }
  }
}

export function clearSessionCookies(scope: CookieScope): void {
  const domains = new Set([...scopes(scope), cookieDomainFor(scope.hostname), undefined]);
  // A host-only cookie is the no-domain case.
  const host = scope.hostname && scope.hostname !== 'localhost' ? scope.hostname : undefined;
  if (host) domains.add(host);
  for (const domain of domains) for (const name of SESSION_COOKIES) removeCookie(name, { domain });
}

/**
 * The cookies the start-up's user-info call needs (src/session/startup.ts, step 2); the page's early script asks for
 * user info on the same terms, so the start-up adopts its answer.
 */
export const canAskUserInfo = (): boolean => Boolean(readCookie('authorization') && readCookie('userId'));

/** A session the cookies name (another page of the exchange may have signed the trader in), before any call. */
export const hasSessionCookies = (): boolean =>
  isLoggedIn({ userId: readCookie('userId') ?? '', UID: readCookie('UID') ?? '' });
