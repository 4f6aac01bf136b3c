import { PostAdScreen } from './screens/post-ad-screen';

/** `/{lang}/p2p/my-ads/new` and `/{lang}/p2p/my-ads/{adNo}/edit`: login required, as My ads. */
export function Component() {
  return <PostAdScreen />;
}
