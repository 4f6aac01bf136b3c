import type { i18n as I18n } from 'i18next';
import { formatMinutes, type MinutesTranslator } from '@ds';
import { earlyRowPatterns, wordsFromPatterns } from '@/features/ads/early-rows/early-row-words';
import { LANGUAGES } from '@/shared/i18n';
import { loadTexts } from '../../support/render-with-providers';

// The early rows' sentences are i18next's, written at build time with markers and put together in the page: for
// every language and count they read exactly as the app's i18next writes them.

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 111, 1000, 1001, 12345, 1_000_000, 2_000_001];

describe.each(LANGUAGES)('the early rows’ words in %s', (lang) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await loadTexts(lang);
  });

  it.each([true, false])('read as i18next writes them (buying: %s)', (buying) => {
    const t = i18n.getFixedT(lang);
    const patterns = JSON.parse(
      JSON.stringify(earlyRowPatterns((key, options) => t(key, options), i18n.language, buying)),
    ) as ReturnType<typeof earlyRowPatterns>;
    const words = wordsFromPatterns(patterns);
    for (const count of COUNTS) {
      expect(words.trades(count)).toBe(t('ads:list.trades', { count }));
      expect(formatMinutes(count, words.minutes)).toBe(formatMinutes(count, t as MinutesTranslator));
      expect(words.more(count)).toBe(t('ds:paymentMethod.more', { count }));
    }
    expect(words.completion('98.76%')).toBe(t('ads:list.completion', { rate: '98.76%' }));
    // Another user's name with a direction override is isolated, as the app's interpolation does.
    for (const name of ['Ana', 'Évora\u202eabc', '$&$1 {{asset}}']) {
      const action = buying ? 'ads:list.buyAsset' : 'ads:list.sellAsset';
      expect(words.actionLabel('BTC', name)).toBe(t(action, { asset: 'BTC', name }));
    }
    expect(words.action('ETH')).toBe(t(buying ? 'ads:list.buyAction' : 'ads:list.sellAction', { asset: 'ETH' }));
    expect(words.methodName({ code: 'BANK_TRANSFER', name: 'Bank Transfer' })).toBe(
      t('common:payMethod.BANK_TRANSFER'),
    );
    expect(words.methodName({ code: 'WISE', name: 'Wise' })).toBe('Wise');
  });
});
