/** Spec §7: the separate services a call may belong to (interceptors/service-host.ts routes them). */
export type ServiceName = 'featureFlag' | 'content';

// Per-call flags that travel from the generated hooks (orval's requestOptions) to the interceptors.
export interface RequestMeta {
  /** The operation is group-scoped: the contract marks it `x-account-group: true` (spec §5, §7). */
  accountGroup?: boolean;
  /** Do not show a failure toast (background polling, start-up currency list per spec §7). */
  silent?: boolean;
  /** Used by the logout report itself so a failing logout cannot force another logout. */
  skipForcedLogout?: boolean;
  /**
   * Spec §7: the call belongs to the feature-flag or content service and goes to that service's configured host
   * (interceptors/service-host.ts); without a configured host it stays on the site's origin.
   */
  service?: ServiceName;
}
