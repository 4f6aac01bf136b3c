import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import Decimal from 'decimal.js';
import { I18nextProvider } from 'react-i18next';
import {
  assetDecimals,
  D,
  formatAmount,
  formatMinutes,
  formatMinutesShort,
  formatPercent,
  Money,
  NO_AMOUNT,
  toMoney,
  useFormatMinutes,
  type MinutesTranslator,
} from '@ds';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';

describe('Money (precision 20, half-up)', () => {
  it('is a configured clone, leaving the global Decimal alone', () => {
    expect(Money.precision).toBe(20);
    expect(Money.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(Money).not.toBe(Decimal);
    expect(D('0.1').plus('0.2').toString()).toBe('0.3');
  });
});

describe('toMoney: what the app reads as an amount', () => {
  it.each([
    ['a plain decimal', '1234.5', '1234.5'],
    ['an exponent within 100 digits', '1e100', '1e+100'],
    ['a tiny exponent within 100 digits', '1e-100', '1e-100'],
    ['zero with any exponent', '0e500', '0'],
  ])('accepts %s', (_name, text, expected) => {
    expect(toMoney(text)?.toString()).toBe(expected);
  });

  it.each([
    // '4e7000000' is the value a property test found: its toFixed() has seven million digits and hung the check.
    ['an exponent decimal.js accepts but no amount has', '4e7000000'],
    ['just past 100 digits', '1e101'],
    ['just past 100 decimals', '1e-101'],
    ['an exponent that overflows to Infinity', '1e9000000000000001'],
    ['text longer than any amount', '1'.repeat(211)],
    ['a Decimal past the bound', new Money('5e200')],
  ])('refuses %s', (_name, value) => {
    expect(toMoney(value)).toBeNull();
  });

  it('shows the no-amount dash for a far exponent instead of spelling it out', () => {
    expect(formatAmount('4e7000000', { decimals: 2, locale: 'en' })).toBe(NO_AMOUNT);
  });
});

describe('formatAmount', () => {
  it.each<[string, string | Decimal, Parameters<typeof formatAmount>[1], string]>([
    ['groups thousands in en', '1234567.891', { decimals: 2, locale: 'en' }, '1,234,567.89'],
    ['rounds half up', '1.005', { decimals: 2, locale: 'en' }, '1.01'],
    ['rounds half up at .5', '2.5', { decimals: 0, locale: 'en' }, '3'],
    ['rounds down on request', '1.009', { decimals: 2, locale: 'en', rounding: 'down' }, '1.00'],
    ['pads decimals', '5', { decimals: 8, locale: 'en' }, '5.00000000'],
    [
      'keeps every digit of a huge amount',
      '123456789012345678901234567.125',
      { decimals: 2, locale: 'en' },
      '123,456,789,012,345,678,901,234,567.13',
    ],
    ['keeps digits beyond 2^53', '9007199254740993', { decimals: 0, locale: 'en' }, '9,007,199,254,740,993'],
    ['uses de separators', '1234567.5', { decimals: 2, locale: 'de' }, '1.234.567,50'],
    ['uses fr narrow no-break spaces', '1234567.5', { decimals: 2, locale: 'fr' }, '1\u202f234\u202f567,50'],
    ['groups in lakhs for hi', '12345678', { decimals: 0, locale: 'hi' }, '1,23,45,678'],
    ['skips grouping of 4 digits in es', '1234', { decimals: 0, locale: 'es' }, '1234'],
    ['formats negatives', '-1234.5', { decimals: 2, locale: 'en' }, '-1,234.50'],
    ['keeps the sign of a negative below one', '-0.5', { decimals: 2, locale: 'en' }, '-0.50'],
    ['drops the sign of a negative zero', '-0.001', { decimals: 2, locale: 'en' }, '0.00'],
    ['takes decimals from the asset', '0.123456789', { asset: 'BTC', locale: 'en' }, '0.12345679'],
    ['shows no decimals for JPY', '1500.6', { asset: 'JPY', locale: 'ja' }, '1,501'],
    ['trims zeros on request', '1.50000000', { decimals: 8, locale: 'en', trimZeros: true }, '1.5'],
    ['accepts a Decimal', new Money('42.1'), { decimals: 2, locale: 'en' }, '42.10'],
    ['accepts an exponent', '1e-7', { decimals: 8, locale: 'en' }, '0.00000010'],
  ])('%s', (_name, value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });

  it.each(['', 'abc', '1,5', null, undefined, 'NaN', 'Infinity'])('shows a dash for %j', (value) => {
    expect(formatAmount(value as string, { locale: 'en' })).toBe(NO_AMOUNT);
  });
});

describe('assetDecimals', () => {
  it.each([
    ['BTC', 8],
    ['btc', 8],
    ['ETH', 6],
    ['USDT', 2],
    ['USDC', 2],
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['UNKNOWN', 2],
  ])('%s has %i decimals', (code, decimals) => {
    expect(assetDecimals(code)).toBe(decimals);
  });

  it('uses the given fallback for unknown codes', () => {
    expect(assetDecimals('NEWCOIN', 8)).toBe(8);
    expect(assetDecimals(undefined, 4)).toBe(4);
  });
});

describe('formatPercent', () => {
  it.each([
    ['0.9876', 'en', '98.76%'],
    ['1', 'en', '100.00%'],
    ['0.98765', 'en', '98.77%'],
    ['0', 'en', '0.00%'],
    ['0.9876', 'fr', '98,76\u00a0%'],
    ['0.9876', 'tr', '%98,76'],
    ['0.9876', 'de', '98,76\u00a0%'],
    ['12.345', 'en', '1,234.50%'],
  ])('%s in %s is %s', (fraction, locale, expected) => {
    expect(formatPercent(fraction, locale)).toBe(expected);
  });

  it('shows a dash for a missing ratio', () => {
    expect(formatPercent(undefined, 'en')).toBe(NO_AMOUNT);
  });

  // A distance from the market price: a rise carries the locale's plus sign, a fall its minus, no change neither.
  it.each([
    ['0.018', 'en', '+1.8%'],
    ['-0.018', 'en', '-1.8%'],
    ['0.00004', 'en', '0.0%'],
    ['0.018', 'de', '+1,8\u00a0%'],
    ['-0.018', 'de', '-1,8\u00a0%'],
    ['0.018', 'tr', '+%1,8'],
  ])('signed %s in %s is %s', (fraction, locale, expected) => {
    expect(formatPercent(fraction, locale, 1, true)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  let i18n: I18n;
  let t: MinutesTranslator;
  beforeAll(async () => {
    i18n = await createI18n('en', { loadNamespace: fsLocaleLoader, namespaces: ['ds'] });
    t = i18n.t.bind(i18n) as unknown as MinutesTranslator;
  });

  it.each([
    [1, '1 minute'],
    [15, '15 minutes'],
    [0, '0 minutes'],
    ['2.6', '3 minutes'],
  ])('%j -> %s', (minutes, expected) => {
    expect(formatMinutes(minutes, t)).toBe(expected);
  });

  it('useFormatMinutes uses the ds texts of the active language', () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useFormatMinutes(), { wrapper });
    expect(result.current(15)).toBe('15 minutes');
  });
});

describe('formatMinutesShort', () => {
  it.each([
    [30, 'en-US', '30 min'],
    [30, 'de-DE', '30 Min.'],
    [15, 'ru-RU', '15 мин'],
    ['2.6', 'ja-JP', '3 分'],
    [60, 'th-TH', '60 นาที'],
  ])('%j in %s -> %s', (minutes, locale, expected) => {
    expect(formatMinutesShort(minutes, locale)).toBe(expected);
  });
});
