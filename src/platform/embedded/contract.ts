import type { BrokerInfo, UserInfo } from '@/api/generated/models';
import type { Language } from '@/shared/i18n/languages';
import type { SharedChannel } from './shared-channel';

/**
 * # The embedded-app mount contract (spec §1, §3, §4)
 *
 * The header, the footer and the transfer widget are separate apps shared with the wider exchange. Each one is
 * an **ES module** loaded at run time from a URL (`import(url)`), mounted by the host into its own container at
 * the root of the document (`<body>` children `#p2p-embedded-header`, `#p2p-embedded-footer`,
 * `#p2p-embedded-transfer`, outside the page's own `#root`).
 *
 * The module exports a `mount` function, as a named export `mount` or as the default export:
 *
 * ```ts
 * export function mount(container: HTMLElement, props: EmbeddedProps): EmbeddedInstance {
 *   // render into `container` (any framework), then:
 *   return { update(next) {  re-render with next  }, unmount() {  clean `container`  } };
 * }
 * ```
 *
 * - `mount` is called once, with the current props. It must not throw for bad data; if it does, the host logs
 *   the error and the page keeps working without that app.
 * - `update(props)` is called with a complete new props object whenever one of its values changes (language,
 *   route, login state, user, broker). Apps render from the latest props only.
 * - `unmount()` is called when the host goes away; the app must release everything it created in `container`.
 * - Texts are the app's own business: it receives the language and loads its texts for it.
 * - Navigation goes through `props.navigate(path)` (a path of this site such as `/fr/p2p/buy`), sign-in and
 *   sign-out through `props.login()` / `props.logout()`: the host decides how (inside the native app, sign-in
 *   is the app's own login screen, spec §7).
 * - Values shared between the apps and the host travel on `props.shared` (see ./shared-channel.ts): `locale`
 *   (publish a language there to switch the site's language), `transferWidgetVisible`, and `theme`; the
 *   `futuresUpdate` signal hides the transfer widget (spec §4).
 * - No credential is ever handed over: `userInfo` is a display subset of the session's user.
 *
 * The project's own apps (src/embedded-apps/) implement this contract and are built as separate entries
 * (`embedded/header.js`, `embedded/footer.js`, `embedded/transfer-widget.js`); they are the default when no
 * URL is configured (VITE_EMBED_HEADER_URL, VITE_EMBED_FOOTER_URL, VITE_EMBED_TRANSFER_URL).
 */

export const EMBEDDED_APPS = ['header', 'footer', 'transfer'] as const;
export type EmbeddedAppName = (typeof EMBEDDED_APPS)[number];

/** Spec §3 user info without the session credential (no `authorization`) and without contact details. */
export type EmbeddedUserInfo = Pick<
  UserInfo,
  'userId' | 'UID' | 'username' | 'emailOrPhone' | 'accountGroup' | 'kycType' | 'kycStatus' | 'isAdmin' | 'traderStatus'
>;

/** Spec §3 "data handed to embedded apps". */
export interface EmbeddedData {
  language: Language;
  /** The current route: path and search of the page, e.g. `/en/p2p/buy?asset=BTC`. */
  route: string;
  isInstitution: boolean;
  isLoggedIn: boolean;
  userInfo: EmbeddedUserInfo | null;
  /** Origin of the API the apps may call, e.g. `https://p2p.example.com`. */
  apiDomain: string;
  brokerInfo: BrokerInfo | null;
}

/** What the host lets an app do. */
export interface EmbeddedActions {
  /** Client-side navigation to a path of this site. */
  navigate(path: string): void;
  /** Sign in, then come back to the current page (the app's login screen inside the native app). */
  login(): void;
  /** Sign out: the logout call, the session cleared, then the login page (spec §2, §4). */
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

/** Spec §3: the user as handed to embedded apps; the session credential never leaves the host. */
export function toEmbeddedUser(user: UserInfo | null): EmbeddedUserInfo | null {
  if (!user) return null;
  const { userId, UID, username, emailOrPhone, accountGroup, kycType, kycStatus, isAdmin, traderStatus } = user;
  return { userId, UID, username, emailOrPhone, accountGroup, kycType, kycStatus, isAdmin, traderStatus };
}
