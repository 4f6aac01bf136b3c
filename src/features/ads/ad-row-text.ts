import type { Advertisement } from '@/api/generated/models';
import { formatAmount } from '@ds/numbers/format-amount';
import { formatMinutes, formatMinutesShort, type MinutesTranslator } from '@ds/numbers/format-minutes';
import { formatPercent } from '@ds/numbers/format-percent';
import { LANGUAGE_INFO, type Language } from '@/shared/i18n/languages';
import type { PayMethodLike } from '@/shared/i18n/pay-method-key';
import { paths } from '@/shared/routing/paths';

// What a row of the ad list says, apart from how it is drawn: the row (components/ad-row.tsx) and the rows the page
// paints before the app has run (early-rows/paint-early-rows.ts) say it in the same words and figures.

/** The row's words in the page's language: i18next's in the app, the build's patterns in the early rows. */
export interface AdRowWords {
  trades: (count: number) => string;
  completion: (rate: string) => string;
  minutes: MinutesTranslator;
  /** 'Buy USDT' or 'Sell USDT', for the list's side. */
  action: (asset: string) => string;
  /** 'Buy USDT from Alice', the button's name for screen readers. */
  actionLabel: (asset: string, name: string) => string;
  methodName: (method: PayMethodLike) => string;
}

export interface AdRowText {
  advertiserHref: string;
  trades: string;
  completion: string;
  price: string;
  /** The amount left with its asset: '1,250.00 USDT'. */
  available: string;
  /** '100.00 – 5,000.00 USD'. */
  limits: string;
  windowShort: string;
  windowLong: string;
  methods: string[];
  action: string;
  actionLabel: string;
}

export function adRowText(ad: Advertisement, lang: Language, words: AdRowWords): AdRowText {
  const { locale } = LANGUAGE_INFO[lang];
  const seller = ad.advertiser;
  const fiat = (amount: string) => formatAmount(amount, { asset: ad.fiat, locale });
  return {
    advertiserHref: paths.advertiser(lang, seller.userId),
    trades: words.trades(seller.totalTrades),
    completion: words.completion(formatPercent(seller.completionRate, locale)),
    price: fiat(ad.price),
    available: `${formatAmount(ad.remaining, { asset: ad.asset, locale })} ${ad.asset}`,
    limits: `${fiat(ad.minLimit)} – ${fiat(ad.maxLimit)} ${ad.fiat}`,
    windowShort: formatMinutesShort(ad.payWindowMinutes, locale),
    windowLong: formatMinutes(ad.payWindowMinutes, words.minutes),
    methods: ad.payMethods.map(words.methodName),
    action: words.action(ad.asset),
    actionLabel: words.actionLabel(ad.asset, seller.nickname),
  };
}
