import { BlockedUsersScreen } from './screens/blocked-users-screen';

/** `/{lang}/p2p/blocked-users`: login required, as the profiles it links to. */
export function Component() {
  return <BlockedUsersScreen />;
}
