import { MyAdsScreen } from './screens/my-ads-screen';

/** `/{lang}/p2p/my-ads`: login required, as every page about the trader's own trading. */
export function Component() {
  return <MyAdsScreen />;
}
