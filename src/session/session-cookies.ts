import type { UserInfo } from '@/api/generated/models';
import { cookieDomainFor, removeCookie, writeCookie } from '@/shared/cookies';
import { isInstitution, isSubUser } from './derived-state';

// Spec §3/§4: the cookies written when user info is set, and cleared on logout. `locale` is one of them (spec §4
// "logout clears all the cookies above"); `theme`, `yu_locale` and local storage `lang` are preferences and
// survive a logout, so the language choice is not lost with the session.
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
  /** Development also writes and clears host-only cookies (spec §4). */
  development: boolean;
}

/** Every place a session cookie may live: the parent domain, the host itself, and (dev) no domain. */
function scopes({ hostname, development }: CookieScope): Array<string | undefined> {
  const domain = cookieDomainFor(hostname);
  const list: Array<string | undefined> = domain ? [domain] : [];
  if (development || !domain) list.push(undefined);
  return list;
}

/** A cookie to write, or (undefined) to clear. */
export type CookieValue = [name: string, value: string | undefined];

/**
 * The session credential of spec §3 (contract 2.1.0 UserInfo.authtoken): it is the `authorization` cookie
 * (copied into every call's header) and the `authtoken` cookie (part of the Cookie string, spec §3).
 */
export const sessionTokenCookies = (token: string): CookieValue[] => [
  ['authorization', token],
  ['authtoken', token],
];

/** What setting user info writes: its fields, and the session token only when the answer carries one. */
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
    // Spec §4: true for institutions and cleared otherwise.
    ['yu_isInstitutions', isInstitution(user) ? 'true' : undefined],
  ];
}

/** Spec §4: on the domain (host without `www`, dot-prefixed) for 365 days; in development also without a domain. */
export function writeSessionCookies(user: UserInfo, scope: CookieScope, locale: string): void {
  writeCookieValues(sessionCookieValues(user, locale), scope);
}

/** Writes (or clears) session cookies with the domain and lifetime rules of spec §4. */
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
  // Spec §4: cleared for the domain and the host; a host-only cookie is the no-domain case.
  const host = scope.hostname && scope.hostname !== 'localhost' ? scope.hostname : undefined;
  if (host) domains.add(host);
  for (const domain of domains) for (const name of SESSION_COOKIES) removeCookie(name, { domain });
}
