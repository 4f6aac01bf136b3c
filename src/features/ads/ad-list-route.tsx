import { useParams } from 'react-router-dom';
import { AdListScreen } from './screens/ad-list-screen';

/** `/{lang}/p2p/buy` and `/{lang}/p2p/sell` (spec §2). */
export function Component() {
  const { side } = useParams();
  return <AdListScreen key={side} side={side === 'sell' ? 'sell' : 'buy'} />;
}
