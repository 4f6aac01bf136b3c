import { Outlet } from 'react-router-dom';
import { useGetKrRestrictCheck, useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';
import { useSession } from '@/session/session-store';
import { isLoggedIn } from '@/session/derived-state';
import { REGION_CHECK_STALE_MS, regionCheckOptions } from './region-check-query';
import { RestrictionPage } from './restriction-page';

/** Pages render while the checks run: the server enforces the rule, this page only explains it. */
export function RestrictionGuard() {
  const signedIn = useSession((s) => isLoggedIn(s.userInfo));
  const region = useGetRestrictionCheck(regionCheckOptions);
  const korea = useGetKrRestrictCheck({
    query: { enabled: signedIn, staleTime: REGION_CHECK_STALE_MS },
    request: { silent: true },
  });
  if (region.data?.ipRestricted || korea.data?.restricted) return <RestrictionPage />;
  return <Outlet />;
}
