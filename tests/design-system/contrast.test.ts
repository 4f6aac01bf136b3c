import { AA_NON_TEXT, AA_TEXT, avatarPairs, contrastRatio, roles, TONE_NAMES, type ThemeMode } from '@ds';

// WCAG AA in both modes: the product serves everyone, and colours come from the theme's roles.
describe.each<ThemeMode>(['light', 'dark'])('%s mode contrast', (mode) => {
  const r = roles[mode];
  const surfaces = { surface: r.surface, surfaceRaised: r.surfaceRaised };

  it.each(Object.entries(surfaces))('primary and secondary text reach 4.5:1 on %s', (_name, surface) => {
    expect(contrastRatio(r.text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(r.text.secondary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.entries(surfaces))('disabled text stays legible (3:1) on %s', (_name, surface) => {
    // WCAG 1.4.3 exempts inactive controls; we still keep 3:1 so disabled labels can be read.
    expect(contrastRatio(r.text.disabled, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it.each(['buy', 'sell'] as const)('%s button text reaches 4.5:1 on its fill, and its hover fill', (side) => {
    expect(contrastRatio(r[side].contrastText, r[side].main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(r[side].contrastText, r[side].hover)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([...TONE_NAMES])('%s as text, fill and tinted chip reaches 4.5:1', (tone) => {
    const t = r[tone];
    expect(contrastRatio(t.main, r.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(t.main, r.surfaceRaised)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(t.contrastText, t.main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(t.onSoft, t.soft)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('focus ring and input borders reach 3:1 on both surfaces (WCAG 1.4.11)', () => {
    for (const surface of Object.values(surfaces)) {
      expect(contrastRatio(r.focus, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(contrastRatio(r.borderStrong, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });
});

describe('avatar colour pairs', () => {
  it('has 10 pairs', () => {
    expect(avatarPairs).toHaveLength(10);
  });

  it.each(avatarPairs.map((p, i) => [i, p] as const))('pair %i keeps 4.5:1', (_i, pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('rejects colours that are not #RRGGBB', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow();
  });
});
