import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';

export const loadAdvertiserRoute = () => import('./advertiser-route');
export const loadBlockedUsersRoute = () => import('./blocked-users-route');

const Nothing = () => null;
/** Block or unblock a user, for other screens; its code comes with it, not with the first load the router is in. */
export const BlockUserAction = /* @__PURE__ */ afterFirstScreenComponent(
  () => import('./blocking/block-user-action').then((m) => m.BlockUserAction),
  Nothing,
);
