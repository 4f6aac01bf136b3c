import {
  detectLanguage,
  isIgnoredPath,
  isSkippedPath,
  normalizeLanguagePath,
  switchLanguagePath,
  withLanguage,
  type Language,
} from '@/shared/i18n';

// The language routing rules, one row per case.
describe('detectLanguage (language from the first path segment)', () => {
  it.each<[string, Language | null]>([
    ['/en/p2p/buy', 'en'],
    ['/fr', 'fr'],
    ['/zh-cn/p2p', 'zh-cn'],
    ['/ZH-TW/p2p/sell', 'zh-tw'],
    ['/Ja/p2p', 'ja'],
    ['/en-us/p2p/buy', 'en'],
    ['/EN-US', 'en'],
    ['/de/p2p?x=1#top', 'de'],
    ['/xx/p2p', null],
    ['/p2p/buy', null],
    ['/', null],
    ['', null],
    ['/english/p2p', null],
  ])('%s -> %s', (path, expected) => {
    expect(detectLanguage(path)).toBe(expected);
  });
});

describe('normalizeLanguagePath (en-us is rewritten to en)', () => {
  it.each([
    ['/en-us/p2p/buy', '/en/p2p/buy'],
    ['/EN-US', '/en'],
    ['/en-US/p2p/order?id=7#chat', '/en/p2p/order?id=7#chat'],
    ['/FR/p2p', '/fr/p2p'],
    ['/zh-CN/p2p/', '/zh-cn/p2p/'],
    ['/en/p2p/buy', '/en/p2p/buy'],
    ['/p2p/buy', '/p2p/buy'],
    ['/api/ctc/query-order-list', '/api/ctc/query-order-list'],
    ['/', '/'],
  ])('%s -> %s', (path, expected) => {
    expect(normalizeLanguagePath(path)).toBe(expected);
  });
});

describe('switchLanguagePath (switch by replacing the prefix)', () => {
  it.each<[string, Language, string]>([
    ['/en/p2p/buy', 'fr', '/fr/p2p/buy'],
    ['/en-us/p2p/sell/detail/42', 'ja', '/ja/p2p/sell/detail/42'],
    ['/zh-tw/p2p', 'zh-cn', '/zh-cn/p2p'],
    ['/EN/p2p/order?orderId=9#pay', 'de', '/de/p2p/order?orderId=9#pay'],
    ['/p2p/buy', 'ko', '/ko/p2p/buy'],
    ['/p2p/buy?fiat=USD', 'vi', '/vi/p2p/buy?fiat=USD'],
    ['/', 'th', '/th'],
    ['', 'th', '/th'],
    ['/en', 'ru', '/ru'],
    ['/en/', 'ru', '/ru/'],
    ['?tab=sell', 'es', '/es?tab=sell'],
    ['https://www.example.com/en/p2p/buy?x=1#h', 'pt', 'https://www.example.com/pt/p2p/buy?x=1#h'],
    ['/api/ctc/verify-user', 'fr', '/api/ctc/verify-user'],
  ])('%s to %s -> %s', (path, lang, expected) => {
    expect(switchLanguagePath(path, lang)).toBe(expected);
  });
});

describe('isSkippedPath (/api/, /fapi/, /js/, /css/ and similar)', () => {
  it.each([
    ['/api/ctc/query-adv-list', true],
    ['/fapi/v1/ticker', true],
    ['/js/app.123.js', true],
    ['/css/main.css', true],
    ['/img/logo.png', true],
    ['/fonts/inter.woff2', true],
    ['/static/favicon.ico', true],
    ['/assets/index-abc.js', true],
    ['/builds/meta/abc123.json', true],
    ['/en/p2p/buy/_payload.json', true],
    ['/favicon.ico', true],
    ['/mockServiceWorker.js', true],
    ['/en/p2p/buy', false],
    ['/p2p', false],
    ['/apis/foo', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSkippedPath(path)).toBe(expected);
  });
});

describe("isIgnoredPath (/_comp/, /cdn-cgi/ or the text 1')", () => {
  it.each([
    ['/en/_comp/header', true],
    ['/_comp/footer', true],
    ['/cdn-cgi/l/email-protection', true],
    ["/en/p2p/buy/detail/1'", true],
    ["/en/p2p?id=1' or '1'='1", true],
    ['/en/p2p/buy/detail/1%27', true],
    ['/en/p2p/buy/detail/1', false],
    ['/en/components/x', false],
  ])('%s -> %s', (path, expected) => {
    expect(isIgnoredPath(path)).toBe(expected);
  });
});

describe('withLanguage builds links from app paths', () => {
  it.each<[Language, string | undefined, string]>([
    ['en', '/p2p/buy', '/en/p2p/buy'],
    ['zh-cn', 'p2p/order', '/zh-cn/p2p/order'],
    ['fr', '/', '/fr'],
    ['fr', undefined, '/fr'],
    ['de', '/p2p/buy/detail/A1?amount=5', '/de/p2p/buy/detail/A1?amount=5'],
    ['it', '?tab=sell', '/it?tab=sell'],
  ])('%s + %s -> %s', (lang, path, expected) => {
    expect(withLanguage(lang, path)).toBe(expected);
  });
});
