import type { AdRules, MyAd } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';

/** What every step of the post-ad form reads besides the values. */
export interface AdFormEnv {
  rules: AdRules;
  market: string | undefined;
  fiatScale: number;
  cryptoScale: number;
  lang: Language;
  locale: string;
  /** The ad being edited; its side and pair are fixed. */
  editing: MyAd | undefined;
}
