import { useLocation, useParams } from 'react-router-dom';
import { isUserId } from '@/shared/identifiers';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { AdvertiserScreen } from './screens/advertiser-screen';

/** `/{lang}/p2p/advertiser/{userId}`: an id off the contract's pattern is never sent and raises the fatal not-found. */
export function Component() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  if (!isUserId(id)) fatalNotFound(`${pathname}${search}`);
  return <AdvertiserScreen key={id} userId={id} />;
}
