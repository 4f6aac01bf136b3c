import { formatDate, formatDateTime, formatRelative, formatTime, type Language } from '@/shared/i18n';

const ISO = '2026-03-05T14:07:00Z';
const UTC = { timeZone: 'UTC' };

describe('Intl formatting follows the language (locale tags from LANGUAGE_INFO)', () => {
  it.each<[Language, string]>([
    ['en', 'Mar 5, 2026'],
    ['de', '05.03.2026'],
    ['fr', '5 mars 2026'],
    ['ja', '2026/03/05'],
    ['zh-cn', '2026年3月5日'],
  ])('formatDate in %s -> %s', (language, expected) => {
    expect(formatDate(ISO, { language, ...UTC })).toBe(expected);
  });

  it("writes every language's dates in the Gregorian year the rest of the page uses (Thai: 2026, not 2569)", () => {
    expect(formatDate(ISO, { language: 'th', ...UTC })).toBe('5 มี.ค. 2026');
    expect(formatDateTime(ISO, { language: 'th', ...UTC })).toContain('2026');
    for (const language of ['en', 'de', 'ja', 'ko', 'zh-tw', 'hi', 'vi'] as const)
      expect(formatDate(ISO, { language, ...UTC })).toContain('2026');
  });

  it('gives different text for different locales', () => {
    const outputs = (['en', 'de', 'ko', 'th', 'ru'] as const).map((language) =>
      formatDateTime(ISO, { language, ...UTC }),
    );
    expect(new Set(outputs).size).toBe(outputs.length);
  });

  it('formats times with the locale clock (12 h in en-US, 24 h in de)', () => {
    expect(formatTime(ISO, { language: 'en', ...UTC })).toMatch(/^2:07\sPM$/);
    expect(formatTime(ISO, { language: 'de', ...UTC })).toBe('14:07');
  });

  it('uses the pt-BR conventions for pt', () => {
    expect(formatDate(ISO, { language: 'pt', ...UTC })).toBe('5 de mar. de 2026');
  });

  it('defaults to the active language (en before i18n starts)', () => {
    expect(formatDate(ISO, UTC)).toBe('Mar 5, 2026');
  });

  it.each(['not a date', ''])('returns an empty string for an invalid date (%p)', (value) => {
    expect(formatDate(value, { language: 'en' })).toBe('');
    expect(formatRelative(value, { language: 'en' })).toBe('');
  });

  it.each<[Language, string, string]>([
    ['en', '2026-03-05T14:02:00Z', '5 minutes ago'],
    ['en', '2026-03-05T16:07:00Z', 'in 2 hours'],
    ['en', '2026-03-04T14:07:00Z', 'yesterday'],
    ['de', '2026-03-05T14:02:00Z', 'vor 5 Minuten'],
    ['es', '2026-03-04T14:07:00Z', 'ayer'],
  ])('formatRelative in %s: %s -> %s', (language, value, expected) => {
    expect(formatRelative(value, { language, now: ISO })).toBe(expected);
  });
});
