import {
  LANGUAGE_STORAGE_KEY,
  detectInitialLanguage,
  languageFromCookie,
  persistLanguage,
  preferredLanguage,
  readStoredLanguage,
  type Language,
  type PreferenceSources,
} from '@/shared/i18n';

const DAY_MS = 86_400_000;

function clearLocaleCookies(): void {
  for (const name of ['yu_locale', 'locale'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? value : null) };
}

beforeEach(() => {
  clearLocaleCookies();
  localStorage.clear();
});

describe('persistLanguage', () => {
  it('writes yu_locale and locale cookies and localStorage lang', () => {
    persistLanguage('ja');
    expect(document.cookie).toContain('yu_locale=ja');
    expect(document.cookie).toContain('locale=ja');
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(readStoredLanguage()).toBe('ja');
  });

  it.each([
    ['www.example.com', '; domain=.example.com'],
    ['p2p.example.com', '; domain=.p2p.example.com'],
    ['example.com', '; domain=.example.com'],
  ])('on %s the cookies go to the shared domain (%s), 365 days, path=/, SameSite=Lax', (hostname, domain) => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    persistLanguage('de', { hostname });
    const written = setter.mock.calls.map(([value]) => value);
    setter.mockRestore();
    expect(written.map((c) => c.split('=')[0])).toEqual(['yu_locale', 'locale']);
    for (const cookie of written) {
      expect(cookie).toContain(domain);
      expect(cookie).toContain('path=/');
      expect(cookie).toContain('SameSite=Lax');
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
      expect(Math.abs(expires - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
      expect(cookie).not.toContain('Secure'); // jsdom runs on http://localhost
    }
  });

  it.each(['localhost', '127.0.0.1', '::1'])('on %s the cookies are host-only (no domain)', (hostname) => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    persistLanguage('ko', { hostname });
    const written = setter.mock.calls.map(([value]) => value);
    setter.mockRestore();
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).not.toContain('domain=');
  });

  it('still writes the cookies when storage throws', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => persistLanguage('th', { storage })).not.toThrow();
    expect(document.cookie).toContain('yu_locale=th');
  });
});

describe('reading the stored choice', () => {
  it.each<[string, Language | null]>([
    ['yu_locale=fr; locale=de', 'fr'],
    ['locale=de', 'de'],
    ['theme=dark; yu_locale=zh-CN', 'zh-cn'],
    ['yu_locale=en-US', 'en'],
    ['yu_locale=xx; locale=it', 'it'],
    ['authorization=abc', null],
    ['', null],
  ])('cookie "%s" -> %s', (cookie, expected) => {
    expect(languageFromCookie(cookie)).toBe(expected);
  });

  it('falls back to localStorage lang when no cookie is set', () => {
    localStorage.setItem('lang', 'vi');
    expect(readStoredLanguage()).toBe('vi');
  });

  it('is null when nothing is stored', () => {
    expect(readStoredLanguage()).toBeNull();
  });
});

describe('preferredLanguage: URL > cookie > storage > navigator > en', () => {
  const all: PreferenceSources = {
    pathname: '/ru/p2p/buy',
    cookie: 'yu_locale=fr',
    storage: storageWith('de'),
    navigatorLanguages: ['ja-JP', 'en-US'],
  };

  it.each<[string, PreferenceSources, Language]>([
    ['URL prefix first', all, 'ru'],
    ['en-us in the URL', { ...all, pathname: '/en-us/p2p' }, 'en'],
    ['cookie when the URL has no language', { ...all, pathname: '/p2p/buy' }, 'fr'],
    ['storage when no cookie', { ...all, pathname: '/', cookie: '' }, 'de'],
    ['navigator when nothing stored', { ...all, pathname: '/', cookie: '', storage: storageWith(null) }, 'ja'],
    ['first supported navigator language', { navigatorLanguages: ['nl-NL', 'pt-BR', 'fr'] }, 'pt'],
    ['Traditional Chinese from navigator', { navigatorLanguages: ['zh-Hant-HK'] }, 'zh-tw'],
    ['Simplified Chinese from navigator', { navigatorLanguages: ['zh'] }, 'zh-cn'],
    [
      'unsupported values are skipped',
      { pathname: '/xx/p2p', cookie: 'yu_locale=xx', storage: storageWith('nl'), navigatorLanguages: ['sv'] },
      'en',
    ],
    ['en when nothing is known', {}, 'en'],
  ])('%s', (_name, sources, expected) => {
    expect(preferredLanguage(sources)).toBe(expected);
  });

  it('detectInitialLanguage reads the running browser', () => {
    persistLanguage('hi');
    expect(detectInitialLanguage()).toBe('hi'); // jsdom's URL is http://localhost/ (no language prefix)
  });
});
