// Formatters are costly to build, so one is kept per locale, style and time zone.
import { PAGE_CALENDAR } from '@ds/numbers/page-calendar';
import { currentLanguage } from './i18n';
import { LANGUAGE_INFO, type Language } from './languages';

export type DateInput = string | number | Date;

export interface FormatOptions {
  language?: Language;
  timeZone?: string;
}

const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function localeOf(options: FormatOptions): string {
  return LANGUAGE_INFO[options.language ?? currentLanguage()].locale;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, style: keyof typeof STYLES, options: FormatOptions): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = localeOf(options);
  const key = `${locale}|${style}|${options.timeZone ?? ''}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...PAGE_CALENDAR, timeZone: options.timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

export const formatDate = (value: DateInput, options: FormatOptions = {}): string => format(value, 'date', options);

export const formatDateTime = (value: DateInput, options: FormatOptions = {}): string =>
  format(value, 'dateTime', options);

export const formatTime = (value: DateInput, options: FormatOptions = {}): string => format(value, 'time', options);

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelative(value: DateInput, options: FormatOptions & { now?: DateInput } = {}): string {
  const date = toDate(value);
  const now = toDate(options.now ?? Date.now());
  if (!date || !now) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const locale = localeOf(options);
  let formatter = relativeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, formatter);
  }
  return formatter.format(Math.round(seconds / size), unit);
}
