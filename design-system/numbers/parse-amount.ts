import { localeSymbols } from './locale-symbols';

/**
 * Why a text is not an amount: 'characters' (a letter, a sign: no amount has it), 'format' (digits and separators
 * that make no number), 'decimals' (more decimals than the field takes), 'ambiguous' (a lone separator that the
 * page's language and the other convention read as two different numbers).
 */
export type AmountProblem = 'characters' | 'format' | 'decimals' | 'ambiguous';

export type ParsedAmount = { ok: true; value: string } | { ok: false; problem: AmountProblem };

export interface ParseAmountOptions {
  maxDecimals?: number;
}

/** Longer text is no amount a person typed; refused before any pattern runs over it. */
const MAX_LENGTH = 80;
/** Spaces and apostrophes group thousands in some languages (fr, ru: no-break spaces; de-CH: apostrophes). */
const SPACES = /[\s\u00a0\u202f'’]/g;
/** First code point of each run of decimal digits people type: Arabic-Indic, Devanagari, Thai, full-width. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59\uff10-\uff19，．]/g, (char) => {
    if (char === '，') return ',';
    if (char === '．') return '.';
    const code = char.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/** '1 234 567', '1.234', Indian '12,34,567': a first group of 1-3 digits, then groups of 2-3, the last of 3. */
function groupedInteger(text: string, separators: RegExp): string | null {
  const groups = text.split(separators);
  if (groups.length === 1) return /^\d*$/.test(text) ? text : null;
  const [first, ...rest] = groups;
  const last = rest[rest.length - 1];
  const valid = /^\d{1,3}$/.test(first ?? '') && last?.length === 3 && rest.every((g) => /^\d{2,3}$/.test(g));
  return valid ? groups.join('') : null;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The language's own separators come first (de: '1.000' is 1000); the other convention is read only where one number
 * fits it ('1,000.50' or '1.5' on a de page). Text that two readings fit is refused, never guessed.
 */
export function parseAmount(raw: string, locale: string | undefined, options: ParseAmountOptions = {}): ParsedAmount {
  const { maxDecimals } = options;
  let text = asciiDigits(raw).trim().replace(SPACES, ' ');
  if (text === '') return { ok: true, value: '' };
  if (!/^[\d., ]+$/.test(text)) return { ok: false, problem: 'characters' };
  if (raw.length > MAX_LENGTH || / {2}/.test(text)) return { ok: false, problem: 'format' };

  const symbols = localeSymbols(locale);
  const trailing = /[.,]$/.test(text) ? text.slice(-1) : null;
  if (trailing) {
    text = text.slice(0, -1);
    if (/[., ]$/.test(text)) return { ok: false, problem: 'format' };
    if (trailing === symbols.decimal && maxDecimals === 0) return { ok: false, problem: 'decimals' };
  }

  const dots = count(text, '.');
  const commas = count(text, ',');
  let decimal: string | null = null;
  if (dots && commas) {
    decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    if (count(text, decimal) > 1) return { ok: false, problem: 'format' };
  } else if (dots + commas === 1) {
    const separator = dots ? '.' : ',';
    const [before = '', after = ''] = text.split(separator);
    const groupsOfThree = /^\d{1,3}( \d{3})*$/.test(before) && /^\d{3}$/.test(after);
    if (separator === symbols.decimal) decimal = separator;
    // The language's group separator: grouping where the groups fit, else the other convention's decimal point.
    else if (separator === symbols.group) decimal = groupsOfThree || trailing === separator ? null : separator;
    // A separator the language uses for neither ('.' in fr or ru): '1.5' is clear, '1.000' is 1 or 1000.
    else if (groupsOfThree) return { ok: false, problem: 'ambiguous' };
    else decimal = separator;
  }

  const at = decimal === null ? -1 : text.indexOf(decimal);
  const intText = at < 0 ? text : text.slice(0, at);
  const fraction = at < 0 ? '' : text.slice(at + 1);
  const groupSeparators = decimal === ',' ? /[. ]/ : decimal === '.' ? /[, ]/ : /[., ]/;
  const integer = groupedInteger(intText, groupSeparators);
  if (integer === null || !/^\d*$/.test(fraction)) return { ok: false, problem: 'format' };
  if (maxDecimals !== undefined && fraction.length > maxDecimals) return { ok: false, problem: 'decimals' };
  if (integer === '' && fraction === '')
    return decimal === null ? { ok: true, value: '' } : { ok: false, problem: 'format' };

  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: fraction ? `${whole}.${fraction}` : whole };
}
