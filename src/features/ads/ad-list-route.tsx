import { useParams } from 'react-router-dom';
import { AdListScreen } from './screens/ad-list-screen';

export function Component() {
  const { side } = useParams();
  return <AdListScreen key={side} side={side === 'sell' ? 'sell' : 'buy'} />;
}
