import { render } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  detectLanguage,
  FALLBACK_LANGUAGE,
  isIgnoredPath,
  isLanguage,
  isSkippedPath,
  LANGUAGES,
  matchLanguage,
  normalizeLanguagePath,
  preferredLanguage,
  switchLanguagePath,
  withLanguage,
  type Language,
} from '@/shared/i18n';
import { paths, safeRedirect } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

// Property tests of the language-path rules (language from the first path segment, switch by
// replacing the prefix, en-us -> en, skipped and ignored paths, fallback en-US) and of safeRedirect (only the
// app's own paths may follow a login: no open redirect).

const RUNS = 2000;
const UI_RUNS = 300;

const language = fc.constantFrom(...LANGUAGES);

/** Each letter in upper or lower case: the prefix is matched case-insensitively. */
function anyCase(text: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
}

/** A path segment that is not one of the 17 languages nor the en-us alias, in any case. */
const unknownSegment = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~%'.split('')),
    minLength: 1,
    maxLength: 10,
  })
  .filter((s) => !isLanguage(s.toLowerCase()) && s.toLowerCase() !== 'en-us');

/** The route segments of the app plus arbitrary ids, so tails look like real app paths. */
const segment = fc.oneof(
  fc.constantFrom('p2p', 'buy', 'sell', 'order', 'detail', 'hkpay', 'test'),
  fc.string({ unit: fc.constantFrom(...'abcXYZ0189-_.~'.split('')), minLength: 1, maxLength: 8 }),
);
/** '', '/p2p/buy', '/p2p/order/' ... */
const tail = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
  .map(([segments, slash]) => `${segments.map((s) => `/${s}`).join('')}${slash && segments.length ? '/' : ''}`);
/** '', '?orderId=7', '#chat', '?a=1&b=x#top' */
const rest = fc
  .tuple(fc.option(fc.webQueryParameters(), { nil: null }), fc.option(fc.webFragments(), { nil: null }))
  .map(([q, h]) => `${q === null ? '' : `?${q}`}${h === null ? '' : `#${h}`}`);

/** An app path under a language prefix spelled in any case (or as en-us), with its expected language. */
const languagePath = fc.oneof(
  fc
    .tuple(language, tail, rest)
    .chain(([lang, t, r]) => anyCase(lang).map((prefix) => ({ lang, prefix, tail: t, rest: r }))),
  fc
    .tuple(tail, rest)
    .chain(([t, r]) => anyCase('en-us').map((prefix) => ({ lang: 'en' as Language, prefix, tail: t, rest: r }))),
);

/** Keeps language-prefixed paths out of the skipped set (a tail ending '.json' is an asset). */
const notSkipped = ({ prefix, tail: t }: { prefix: string; tail: string }) =>
  !isSkippedPath(`/${prefix}${t}`) && !isIgnoredPath(`/${prefix}${t}`);

describe('the language comes from the first path segment', () => {
  it('detects each of the 17 languages (and en-us as en) in any case, whatever follows', () => {
    fc.assert(
      fc.property(languagePath, ({ lang, prefix, tail: t, rest: r }) => {
        expect(detectLanguage(`/${prefix}${t}${r}`)).toBe(lang);
        expect(detectLanguage(`https://www.example.com/${prefix}${t}${r}`)).toBe(lang);
      }),
      { numRuns: RUNS },
    );
  });

  it('finds no language for an unknown first segment, even when a language follows it', () => {
    fc.assert(
      fc.property(unknownSegment, language, tail, rest, (first, lang, t, r) => {
        const glued = `${lang}${first}`.toLowerCase();
        fc.pre(!isLanguage(glued) && glued !== 'en-us');
        expect(detectLanguage(`/${first}${t}${r}`)).toBeNull();
        expect(detectLanguage(`/${first}/${lang}${t}`)).toBeNull();
        // A language inside a longer segment is not a prefix: /english, /fr-ca, /zh-cn2.
        expect(detectLanguage(`/${lang}${first}${t}`)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws and only ever answers one of the 17 languages or null', () => {
    // Object.prototype keys ('/__proto__' once read as the language {}) are in the mix on purpose.
    const prototypeKey = fc
      .constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf')
      .chain(anyCase)
      .map((key) => `/${key}/p2p`);
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath(), prototypeKey), (path) => {
        const lang = detectLanguage(path);
        expect(lang === null || isLanguage(lang)).toBe(true);
        expect(normalizeLanguagePath(path) === path || lang !== null).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a path is switched to another language by replacing that prefix', () => {
  it('replaces the prefix and keeps the rest of the path, the search and the hash', () => {
    fc.assert(
      fc.property(languagePath.filter(notSkipped), language, ({ prefix, tail: t, rest: r }, target) => {
        expect(switchLanguagePath(`/${prefix}${t}${r}`, target)).toBe(`/${target}${t}${r}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('adds a prefix to a path without one', () => {
    fc.assert(
      fc.property(tail, rest, language, (t, r, target) => {
        fc.pre(!isSkippedPath(t) && detectLanguage(t) === null);
        expect(switchLanguagePath(`${t}${r}`, target)).toBe(`/${target}${t}${r}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('round-trips: switching to A then B equals switching straight to B, and detection reads B back', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          languagePath.map((p) => `/${p.prefix}${p.tail}${p.rest}`),
          fc.tuple(tail, rest).map(([t, r]) => `${t}${r}`),
        ),
        language,
        language,
        (path, a, b) => {
          fc.pre(!isSkippedPath(path));
          const viaA = switchLanguagePath(switchLanguagePath(path, a), b);
          expect(viaA).toBe(switchLanguagePath(path, b));
          expect(detectLanguage(viaA)).toBe(b);
          // And back again: the original language returns the original canonical path.
          const original = detectLanguage(path);
          if (original && !isIgnoredPath(path))
            expect(switchLanguagePath(viaA, original)).toBe(normalizeLanguagePath(path));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('leaves skipped paths alone (/api/, /fapi/, /js/, /css/ and similar)', () => {
    const skipped = fc
      .tuple(fc.constantFrom('/api/', '/fapi/', '/js/', '/css/', '/img/', '/assets/', '/builds/', '/API/'), tail, rest)
      .map(([p, t, r]) => `${p}${t.replace(/^\//, '')}${r}`);
    fc.assert(
      fc.property(skipped, language, (path, target) => {
        expect(isSkippedPath(path)).toBe(true);
        expect(switchLanguagePath(path, target)).toBe(path);
        expect(normalizeLanguagePath(path)).toBe(path);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('en-us is rewritten to en; the canonical path is lower case', () => {
  it('normalizes the prefix to its lower-case language and keeps everything else', () => {
    fc.assert(
      fc.property(languagePath.filter(notSkipped), ({ lang, prefix, tail: t, rest: r }) => {
        fc.pre(!isIgnoredPath(`/${prefix}${t}${r}`));
        expect(normalizeLanguagePath(`/${prefix}${t}${r}`)).toBe(`/${lang}${t}${r}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('is idempotent, never throws, and keeps paths without a language as they are', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.webPath(),
          languagePath.map((p) => `/${p.prefix}${p.tail}${p.rest}`),
        ),
        (path) => {
          const once = normalizeLanguagePath(path);
          expect(normalizeLanguagePath(once)).toBe(once);
          if (detectLanguage(path) === null) expect(once).toBe(path);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("leaves ignored paths (/_comp/, /cdn-cgi/, the text 1') as they are", () => {
    const ignored = fc
      .tuple(languagePath, fc.constantFrom('/_comp/', '/cdn-cgi/', "1'", '1%27'), fc.nat())
      .map(([p, marker, at]) => {
        const path = `/${p.prefix}${p.tail}`;
        const i = 1 + (at % path.length);
        return `${path.slice(0, i)}${marker}${path.slice(i)}`;
      });
    fc.assert(
      fc.property(ignored, (path) => {
        expect(isIgnoredPath(path)).toBe(true);
        expect(normalizeLanguagePath(path)).toBe(path);
      }),
      { numRuns: RUNS },
    );
  });

  it('withLanguage builds links whose language is read back', () => {
    fc.assert(
      fc.property(
        language,
        fc
          .tuple(fc.constantFrom('', '/', '//'), tail, rest)
          .map(([lead, t, r]) => `${lead}${t.replace(/^\//, '')}${r}`),
        (lang, path) => {
          const link = withLanguage(lang, path);
          expect(link.startsWith(`/${lang}`)).toBe(true);
          expect(link.startsWith('//')).toBe(false);
          expect(detectLanguage(link)).toBe(lang);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('unknown languages fall back to en (the fallback locale is en-US)', () => {
  it('matchLanguage maps the 17 tags and their regional variants, and nothing else', () => {
    const region = fc.constantFrom('US', 'GB', 'BR', 'PT', 'CA', 'IN', '419', 'Latn');
    fc.assert(
      fc.property(language, region, fc.constantFrom('-', '_'), (lang, r, sep) => {
        expect(matchLanguage(lang)).toBe(lang);
        expect(matchLanguage(` ${lang.toUpperCase()} `)).toBe(lang);
        if (!lang.startsWith('zh')) expect(matchLanguage(`${lang}${sep}${r}`)).toBe(lang);
      }),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tag) => {
        const lang = matchLanguage(tag);
        expect(lang === null || isLanguage(lang)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('preferredLanguage: the URL prefix wins, and the answer is always one of the 17', () => {
    const cookie = fc.oneof(
      fc.string(),
      language.map((l) => `yu_locale=${l}`),
      fc.constant('locale=%E0%A4%A'),
    );
    const storage = fc.option(
      fc.oneof(fc.string(), language).map((value) => ({ getItem: () => value })),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          languagePath.map((p) => `/${p.prefix}${p.tail}`),
          fc.string({ unit: 'binary' }),
        ),
        cookie,
        storage,
        fc.array(fc.string(), { maxLength: 3 }),
        (pathname, c, s, nav) => {
          const lang = preferredLanguage({ pathname, cookie: c, storage: s, navigatorLanguages: nav });
          expect(isLanguage(lang)).toBe(true);
          const fromPath = detectLanguage(pathname);
          if (fromPath) expect(lang).toBe(fromPath);
        },
      ),
      { numRuns: RUNS },
    );
    // With nothing to go on, the fallback (en-US, served as en).
    fc.assert(
      fc.property(unknownSegment, (first) => {
        expect(
          preferredLanguage({ pathname: `/${first}/p2p`, cookie: '', storage: null, navigatorLanguages: [] }),
        ).toBe(FALLBACK_LANGUAGE);
      }),
      { numRuns: RUNS },
    );
  });

  it('useCurrentLanguage reads the URL prefix, and falls back to en for an unknown one', () => {
    let seen: Language | undefined;
    function Probe({ report }: { report: (lang: Language) => void }) {
      report(useCurrentLanguage());
      return null;
    }
    // Plain characters only: the router decodes the segment, and '%', '.' and '..' mean other things in a URL.
    const prefixArb = fc.oneof(
      language.chain(anyCase),
      unknownSegment.filter((s) => /^[A-Za-z0-9_-]+$/.test(s)),
    );
    fc.assert(
      fc.property(prefixArb, tail, (prefix, t) => {
        seen = undefined;
        const view = render(
          <MemoryRouter initialEntries={[`/${prefix}${t}`]}>
            <Routes>
              <Route path="/:lang/*" element={<Probe report={(lang) => (seen = lang)} />} />
            </Routes>
          </MemoryRouter>,
        );
        view.unmount();
        const expected = matchLanguage(prefix);
        expect(seen).toBe(expected ?? FALLBACK_LANGUAGE);
        // Whatever the prefix names in the URL rules, the hook agrees with it.
        const detected = detectLanguage(`/${prefix}${t}`);
        if (detected) expect(seen).toBe(detected);
      }),
      { numRuns: UI_RUNS },
    );
  });
});

const ORIGIN = 'http://app.invalid';
const FALLBACK = '/en/p2p/buy';

/** Strings built from the pieces open-redirect tricks are made of. */
const redirectTrick = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      './',
      '../',
      '%2e',
      '%2E',
      '%2e%2e',
      '%2f',
      '%2F',
      '%5c',
      '\t',
      '\n',
      '\r',
      ' ',
      ':',
      '@',
      'evil.example',
      'http:',
      'https:',
      'javascript:',
      'data:',
      '?',
      '#',
      'en',
      'p2p',
      '\u3002',
      '\uff0f',
      '\u2215',
      '%00',
      '\u0000',
      'a',
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''));

/** Paths of dot segments, empty segments and hosts: '/./', '/a/../', '/%2e/' can collapse to '//host'. */
const dotSegments = fc
  .tuple(
    fc.array(fc.constantFrom('', '', '.', '..', '%2e', '.%2E', '%2e%2e', 'a', 'en', 'evil.example', '\t', ' ', '%09'), {
      maxLength: 6,
    }),
    fc.constantFrom('', '?next=/x', '#top'),
  )
  .map(([segments, suffix]) => `/${segments.join('/')}${suffix}`);

const target = fc.oneof(
  redirectTrick,
  dotSegments,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.webUrl(),
  fc.webPath(),
  fc.constantFrom(null, undefined, ''),
);

describe('safeRedirect: only the app’s own paths may follow a login', () => {
  it('returns the fallback or a path with a single leading slash that stays on this origin', () => {
    fc.assert(
      fc.property(target, (t) => {
        const result = safeRedirect(t, FALLBACK);
        if (result === FALLBACK) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toContain('\\');
        // Printable ASCII only: no control characters or spaces a browser would strip to form '//host'.
        expect(result).toMatch(/^[\x21-\x7e]+$/);
        // Resolved against any origin it stays there: neither absolute nor protocol-relative.
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(result, 'https://other.example:8443').origin).toBe('https://other.example:8443');
      }),
      { numRuns: RUNS },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(target, (t) => {
        const once = safeRedirect(t, FALLBACK);
        expect(safeRedirect(once, FALLBACK)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses anything that does not start with exactly one slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (t) => {
        fc.pre(!t.startsWith('/') || t.startsWith('//'));
        expect(safeRedirect(t, FALLBACK)).toBe(FALLBACK);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the app’s own links as built by the path builders', () => {
    const id = fc.string({ unit: fc.constantFrom(...'abcdefXYZ0123456789-_'.split('')), minLength: 1, maxLength: 24 });
    const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
    const link = fc.oneof(
      language.map(paths.home),
      language.map(paths.p2p),
      fc.tuple(language, side).map(([l, s]) => paths.list(l, s, '?fiat=USD')),
      fc.tuple(language, side, id).map(([l, s, ad]) => paths.adDetail(l, s, ad)),
      fc.tuple(language, id).map(([l, order]) => paths.order(l, order)),
    );
    fc.assert(
      fc.property(link, (path) => {
        expect(safeRedirect(path, FALLBACK)).toBe(path);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps any order id through the redirect', () => {
    fc.assert(
      fc.property(language, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), (lang, orderId) => {
        const result = safeRedirect(paths.order(lang, orderId), FALLBACK);
        expect(new URL(result, ORIGIN).searchParams.get('orderId')).toBe(orderId);
      }),
      { numRuns: RUNS },
    );
  });
});
