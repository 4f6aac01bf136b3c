import type { ServiceName } from '@/shared/config/app-config';

// Per-call flags from the generated hooks (orval's requestOptions) to the interceptors.
export interface RequestMeta {
  /** The contract marks the operation `x-account-group: true`. */
  accountGroup?: boolean;
  /** No failure toast. */
  silent?: boolean;
  /** Used by the logout report itself so a failing logout cannot force another logout. */
  skipForcedLogout?: boolean;
  service?: ServiceName;
}
