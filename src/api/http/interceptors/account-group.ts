import type { RequestConfig } from '../request-config';
import { ApiError } from '../api-error';
import { getRequestContext } from '../request-context';

const ACCOUNT_GROUP_MISSING = 'The account group is undefined or missing.';

/** Group 0 is valid; without a group the call is refused and nothing is sent. */
export function prefixAccountGroup(config: RequestConfig): RequestConfig {
  if (!config.meta?.accountGroup) return config;
  const group = getRequestContext().getAccountGroup();
  const url = config.url;
  if (group === undefined || group === null || !Number.isInteger(group) || group < 0) {
    throw new ApiError({ kind: 'account-group', message: ACCOUNT_GROUP_MISSING, url });
  }
  return { ...config, url: `/${group}${url.startsWith('/') ? '' : '/'}${url}` };
}
