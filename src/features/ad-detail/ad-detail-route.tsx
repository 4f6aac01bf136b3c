import { useParams } from 'react-router-dom';
import { AdDetailScreen } from './screens/ad-detail-screen';

/** `/{lang}/p2p/buy/detail/:id` and `/{lang}/p2p/sell/detail/:id` (spec §2; the app adds the login guard). */
export function Component() {
  const { side, id = '' } = useParams();
  return <AdDetailScreen key={id} listSide={side === 'sell' ? 'sell' : 'buy'} adNo={id} />;
}
