import { hasBidiControls, isolateBidi, withoutBidiControls } from '@/shared/bidi-text';

const RLO = '\u202e';
const FSI = '\u2068';
const PDI = '\u2069';

describe("bidi controls in other users' text (untrusted text rendered inert)", () => {
  it.each([
    ['a right-to-left override', `abc${RLO}def`],
    ['a left-to-right embedding', 'abc\u202adef'],
    ['a stray pop isolate', `abc${PDI}`],
    ['a right-to-left mark', 'abc\u200f'],
    ['an Arabic letter mark', 'abc\u061c'],
  ])('notices %s', (_name, text) => {
    expect(hasBidiControls(text)).toBe(true);
  });

  it('leaves ordinary text, Arabic and Hebrew letters included, exactly as it is', () => {
    for (const text of ['Alice', 'Trader 7 <b>', 'مرحبا', 'שלום', '张三', '']) {
      expect(hasBidiControls(text)).toBe(false);
      expect(isolateBidi(text)).toBe(text);
      expect(withoutBidiControls(text)).toBe(text);
    }
  });

  it('wraps text with an override in one isolate, so it cannot reverse the sentence around it', () => {
    expect(isolateBidi(`evil${RLO}gnp.exe`)).toBe(`${FSI}evil${RLO}gnp.exe${PDI}`);
  });

  it("drops the text's own isolate controls inside the wrapper: a stray PDI cannot close it early", () => {
    const isolated = isolateBidi(`a${PDI}${RLO}b${FSI}`);
    expect(isolated).toBe(`${FSI}a${RLO}b${PDI}`);
    expect([...isolated].filter((c) => c === PDI)).toHaveLength(1);
  });

  it('strips every control from a file name, so the extension shows as it really is', () => {
    expect(withoutBidiControls(`invoice${RLO}fdp.exe`)).toBe('invoicefdp.exe');
    expect(withoutBidiControls(`\u202a\u202b\u202c\u202d${RLO}\u2066\u2067${FSI}${PDI}\u200e\u200f\u061cx`)).toBe('x');
  });
});
