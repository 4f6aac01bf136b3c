import { PRIVACY_COINS, isHiddenAsset, visibleAssets } from '@/shared/privacy-coins';

describe('privacy coins (16 hidden for ko)', () => {
  it('holds 16 coins', () => expect(PRIVACY_COINS.size).toBe(16));
  it.each([
    ['XMR', 'ko', true],
    ['zec', 'ko', true],
    ['XMR', 'en', false],
    ['USDT', 'ko', false],
  ])('%s in %s hidden = %s', (asset, lang, hidden) => expect(isHiddenAsset(asset, lang)).toBe(hidden));
  it('filters lists only in ko', () => {
    const list = [{ assetCode: 'BTC' }, { assetCode: 'XMR' }, { assetCode: 'DASH' }];
    expect(visibleAssets(list, 'ko').map((a) => a.assetCode)).toEqual(['BTC']);
    expect(visibleAssets(list, 'ja')).toHaveLength(3);
  });
});
