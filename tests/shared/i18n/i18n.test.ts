import {
  NAMESPACES,
  createI18n,
  currentLanguage,
  getAppI18n,
  initI18n,
  type Language,
  type LoadNamespace,
} from '@/shared/i18n';
import { fsLocaleLoader } from '../../support/fs-locale-loader';

const OWN_NAMESPACES = ['common', 'errors', 'validation'];

function spyLoader(inner: LoadNamespace = fsLocaleLoader) {
  const load = jest.fn(inner);
  const languagesRequested = () => [...new Set(load.mock.calls.map(([lng]) => lng))].sort();
  return { load, languagesRequested };
}

describe('loading (only the active language, others on demand)', () => {
  it('starts in English with English only', async () => {
    const { load, languagesRequested } = spyLoader();
    await createI18n('en', { loadNamespace: load, namespaces: OWN_NAMESPACES });
    expect(languagesRequested()).toEqual(['en']);
    expect(load).toHaveBeenCalledTimes(OWN_NAMESPACES.length);
  });

  it('starts in French with French plus English as the fallback, nothing else', async () => {
    const { load, languagesRequested } = spyLoader();
    const i18n = await createI18n('fr', { loadNamespace: load, namespaces: OWN_NAMESPACES });
    expect(languagesRequested()).toEqual(['en', 'fr']);
    expect(
      load.mock.calls
        .filter(([lng]) => lng === 'fr')
        .map(([, ns]) => ns)
        .sort(),
    ).toEqual(OWN_NAMESPACES);
    expect(i18n.t('nav.buy')).toBe('Acheter');
  });

  it('loads another language when switching to it, once', async () => {
    const { load, languagesRequested } = spyLoader();
    const i18n = await createI18n('fr', { loadNamespace: load, namespaces: OWN_NAMESPACES });
    load.mockClear();
    await i18n.changeLanguage('de');
    expect(languagesRequested()).toEqual(['de']);
    expect(i18n.language).toBe('de');
    expect(i18n.t('action.cancel')).toBe('Abbrechen');
    load.mockClear();
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('de');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps lower-case codes such as zh-cn (no zh-CN or zh requests)', async () => {
    const { load, languagesRequested } = spyLoader();
    const i18n = await createI18n('zh-cn', { loadNamespace: load, namespaces: OWN_NAMESPACES });
    expect(languagesRequested()).toEqual(['en', 'zh-cn']);
    expect(i18n.t('errors:network')).toBe('网络错误');
  });

  it('requests every registered namespace by default', async () => {
    const { load } = spyLoader(async () => ({}));
    await createI18n('en', { loadNamespace: load, logError: jest.fn() });
    expect(load.mock.calls.map(([, ns]) => ns).sort()).toEqual([...NAMESPACES].sort());
  });

  it('only logs a failed locale load and falls back to English', async () => {
    const logError = jest.fn();
    const failing: LoadNamespace = (lng, ns) =>
      lng === 'it' ? Promise.reject(new Error('offline')) : fsLocaleLoader(lng, ns);
    const i18n = await createI18n('en', { loadNamespace: failing, namespaces: OWN_NAMESPACES, logError });
    await expect(i18n.changeLanguage('it')).resolves.toBeInstanceOf(Function);
    expect(logError).toHaveBeenCalledWith('i18n: loading it/common failed', expect.any(Error));
    expect(i18n.t('nav.home')).toBe('Home');
  });
});

describe('translation behaviour', () => {
  it('falls back to English for a key missing in the active language', async () => {
    const partial: LoadNamespace = async (lng, ns) => {
      const messages = await fsLocaleLoader(lng, ns);
      if (lng === 'es' && ns === 'common') return { ...messages, nav: { buy: 'Comprar' } };
      return messages;
    };
    const i18n = await createI18n('es', { loadNamespace: partial, namespaces: OWN_NAMESPACES });
    expect(i18n.t('nav.buy')).toBe('Comprar');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it.each<[Language, number, string]>([
    ['en', 1, '1 minute'],
    ['en', 5, '5 minutes'],
    ['ru', 1, '1 минута'],
    ['ru', 3, '3 минуты'],
    ['ru', 5, '5 минут'],
    ['ru', 21, '21 минута'],
    ['fr', 1, '1 minute'],
    ['fr', 15, '15 minutes'],
    ['ja', 1, '1分'],
    ['de', 30, '30 Minuten'],
  ])('plural: %s, count %d -> %s', async (lng, count, expected) => {
    const i18n = await createI18n(lng, { loadNamespace: fsLocaleLoader, namespaces: OWN_NAMESPACES });
    expect(i18n.t('time.minute', { count })).toBe(expected);
  });

  it('interpolates without HTML-escaping (React escapes) and never returns null', async () => {
    const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader, namespaces: OWN_NAMESPACES });
    expect(i18n.t('errors:notFoundPath', { path: '/en/<x>&' })).toBe('Page Not Found: /en/<x>&');
    expect(i18n.t('errors:startupStep', { step: 3, message: 'timeout' })).toBe('3: timeout');
    expect(i18n.t('validation:maxLength', { count: 1 })).toBe('Please enter no more than 1 character.');
    expect(i18n.options.returnNull).toBe(false);
  });

  it('sets <html lang> and dir to the locale tag on start and on change', async () => {
    const i18n = await createI18n('zh-tw', { loadNamespace: fsLocaleLoader, namespaces: OWN_NAMESPACES });
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});

describe('the app-wide instance', () => {
  it('is created once and reports the current language', async () => {
    expect(getAppI18n()).toBeUndefined();
    expect(currentLanguage()).toBe('en');
    const first = await initI18n('ko', { loadNamespace: fsLocaleLoader, namespaces: OWN_NAMESPACES });
    const second = await initI18n('fr', { loadNamespace: fsLocaleLoader, namespaces: OWN_NAMESPACES });
    expect(second).toBe(first);
    expect(getAppI18n()).toBe(first);
    expect(currentLanguage()).toBe('ko');
  });
});

describe("interpolated values (another user's text cannot turn the sentence around)", () => {
  it('isolates a nickname carrying a right-to-left override, and leaves plain values as they are', async () => {
    const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader, namespaces: ['ad-detail'] });
    expect(i18n.t('ad-detail:detail.titleBuy', { asset: 'USDT', name: 'Alice <b>' })).toBe('Buy USDT from Alice <b>');
    expect(i18n.t('ad-detail:detail.titleBuy', { asset: 'USDT', name: 'evil\u202egnp.exe' })).toBe(
      'Buy USDT from \u2068evil\u202egnp.exe\u2069',
    );
  });
});
