import type { BrokerInfo, UserInfo } from '@/api/generated/models';
import type { Language } from '@/shared/i18n/languages';
import type { SharedChannel } from './shared-channel';

// The header, footer and transfer widget are ES modules loaded at run time whose `mount(container, props)` (named
// or default export) returns `{ update, unmount }`; a throwing `mount` only costs that app, never the page.

export const EMBEDDED_APPS = ['header', 'footer', 'transfer'] as const;
export type EmbeddedAppName = (typeof EMBEDDED_APPS)[number];

/** The session credential (`authorization`) is left out on purpose: it must never reach an embedded app. */
export type EmbeddedUserInfo = Pick<
  UserInfo,
  'userId' | 'UID' | 'username' | 'emailOrPhone' | 'accountGroup' | 'kycType' | 'kycStatus' | 'isAdmin' | 'traderStatus'
>;

export interface EmbeddedData {
  language: Language;
  route: string;
  isInstitution: boolean;
  isLoggedIn: boolean;
  userInfo: EmbeddedUserInfo | null;
  apiDomain: string;
  brokerInfo: BrokerInfo | null;
}

export interface EmbeddedActions {
  navigate(path: string): void;
  /** Inside the native app this is the app's own login screen. */
  login(): void;
  logout(): void;
}

export interface EmbeddedProps extends EmbeddedData, EmbeddedActions {
  shared: SharedChannel;
}

export interface EmbeddedInstance {
  update(props: EmbeddedProps): void;
  unmount(): void;
}

export type MountEmbeddedApp = (container: HTMLElement, props: EmbeddedProps) => EmbeddedInstance;

const isFunction = (value: unknown): value is MountEmbeddedApp => typeof value === 'function';

/** The `mount` of a loaded module: named `mount`, a default function, or a default object with `mount`. */
export function resolveMount(module: unknown): MountEmbeddedApp {
  const mod = (module ?? {}) as { mount?: unknown; default?: unknown };
  if (isFunction(mod.mount)) return mod.mount;
  if (isFunction(mod.default)) return mod.default;
  const inner = mod.default as { mount?: unknown } | undefined;
  if (inner && isFunction(inner.mount)) return inner.mount;
  throw new TypeError('embedded app module exports no mount(container, props) function');
}

/** A mounted app handed back by a faulty module still gets both methods checked before use. */
export function isEmbeddedInstance(value: unknown): value is EmbeddedInstance {
  const candidate = value as Partial<EmbeddedInstance> | null;
  return typeof candidate?.update === 'function' && typeof candidate.unmount === 'function';
}

export function toEmbeddedUser(user: UserInfo | null): EmbeddedUserInfo | null {
  if (!user) return null;
  const { userId, UID, username, emailOrPhone, accountGroup, kycType, kycStatus, isAdmin, traderStatus } = user;
  return { userId, UID, username, emailOrPhone, accountGroup, kycType, kycStatus, isAdmin, traderStatus };
}
