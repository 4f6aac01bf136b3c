import type { MinutesTranslator } from '@ds/numbers/format-minutes';
import { isolateBidi } from '@/shared/bidi-text';
import { PAY_METHOD_NAME_KEY, payMethodNameKey } from '@/shared/i18n/pay-method-key';
import type { AdRowWords } from '../ad-row-text';

// The early rows' words: the build renders each of the row's sentences through the app's i18next once, with markers
// where the values go (and once per plural form where a count goes); the page's early rows put the values in. So the
// words are i18next's, and the early script carries no i18next.

/** Where a value goes; characters of Unicode's private use area, which no translation contains. */
const MARK = { count: '\ue000', rate: '\ue001', asset: '\ue002', name: '\ue003' } as const;

/** A sentence with a count: one pattern per plural form of the language, and how i18next wrote the count. */
interface PluralPattern {
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
  /** '{{count, number}}' is written by Intl for the language ('1,234'), '{{count}}' as it is ('1234'). */
  grouped: boolean;
}

export interface EarlyRowPatterns {
  /** i18next's language: its plural rules and number format. */
  language: string;
  trades: PluralPattern;
  minutes: PluralPattern;
  /** '+2 more' after the methods a row has no room for. */
  more: PluralPattern;
  completion: string;
  action: string;
  actionLabel: string;
  online: string;
  offline: string;
  /** The translated payment method names, by their key. */
  methodNames: Record<string, string>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A count of each plural form of the language: the smallest whole one, or a million ('many' in French). */
function samplesByForm(language: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(language);
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (const count of [...Array.from({ length: 200 }, (_, i) => i), 1_000_000]) {
    const form = rules.select(count);
    if (!samples.has(form)) samples.set(form, count);
  }
  return samples;
}

function pluralPattern(t: Translate, key: string, language: string): PluralPattern {
  const written = (count: number, grouped: boolean) =>
    grouped ? new Intl.NumberFormat(language).format(count) : String(count);
  // A count whose grouped and plain writings differ tells which of the two the translation uses.
  const large = 123_456;
  const grouped = t(key, { count: large }).includes(written(large, true));
  const forms: PluralPattern['forms'] = {};
  for (const [form, count] of samplesByForm(language)) {
    const sentence = t(key, { count });
    const shown = written(count, grouped);
    if (!sentence.includes(shown)) throw new Error(`${language} ${key}: the count is not in '${sentence}'`);
    forms[form] = sentence.replace(shown, MARK.count);
  }
  return { forms, grouped };
}

/** Rendered by the build with the page's i18next, for the list's side. */
export function earlyRowPatterns(t: Translate, language: string, buying: boolean): EarlyRowPatterns {
  return {
    language,
    trades: pluralPattern(t, 'ads:list.trades', language),
    minutes: pluralPattern((key, options) => t(key, { ...options, ns: 'ds' }), 'duration.minutes', language),
    more: pluralPattern(t, 'ds:paymentMethod.more', language),
    completion: t('ads:list.completion', { rate: MARK.rate }),
    action: t(buying ? 'ads:list.buyAction' : 'ads:list.sellAction', { asset: MARK.asset }),
    actionLabel: t(buying ? 'ads:list.buyAsset' : 'ads:list.sellAsset', { asset: MARK.asset, name: MARK.name }),
    online: t('ds:online.online'),
    offline: t('ds:online.offline'),
    methodNames: Object.fromEntries(Object.values(PAY_METHOD_NAME_KEY).map((key) => [key, t(`common:${key}`)])),
  };
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Made once per language: the early rows count in every row, where each new Intl object would cost. */
export function formatCount(language: string, count: number): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(count);
}

function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** A value as i18next puts it in a sentence (src/shared/i18n/i18n.ts escapes with isolateBidi). */
const put = (pattern: string, mark: string, value: string) => pattern.replace(mark, () => isolateBidi(value));

function counted(pattern: PluralPattern, language: string, count: number): string {
  const form = pattern.forms[pluralForm(language, count)];
  if (form === undefined) throw new Error(`no plural form for ${count}`);
  const shown = pattern.grouped ? formatCount(language, count) : String(count);
  return put(form, MARK.count, shown);
}

/** The row's words from the build's patterns, and the '+N more' of its methods. */
export function wordsFromPatterns(patterns: EarlyRowPatterns): AdRowWords & { more: (count: number) => string } {
  const { language } = patterns;
  const minutes: MinutesTranslator = (_key, { count }) => counted(patterns.minutes, language, count);
  return {
    trades: (count) => counted(patterns.trades, language, count),
    completion: (rate) => put(patterns.completion, MARK.rate, rate),
    minutes,
    action: (asset) => put(patterns.action, MARK.asset, asset),
    actionLabel: (asset, name) => put(put(patterns.actionLabel, MARK.asset, asset), MARK.name, name),
    methodName: (method) => {
      const key = payMethodNameKey(method);
      return (key && patterns.methodNames[key]) || method.name;
    },
    more: (count) => counted(patterns.more, language, count),
  };
}
