import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_NAMESPACES, LANGUAGES, NAMESPACES, namespacesForFirstRender } from '@/shared/i18n/languages';

const BUNDLES = join(__dirname, '../../src/shared/i18n/bundles');

/** The language and namespaces a bundle file's import.meta.glob pattern takes in. */
function globOf(file: string): { language: string; namespaces: string[] } {
  const match = /'\/locales\/([\w-]+)\/\{([\w,]+)\}\.json'/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no /locales/<lng>/{...}.json pattern`);
  return { language: match[1]!, namespaces: match[2]!.split(',') };
}

describe('locale chunks of each language (issue 7: the first screen loads only its texts)', () => {
  const chunks = LANGUAGES.map((language) => ({
    language,
    first: globOf(join(BUNDLES, `${language}.ts`)),
    later: globOf(join(BUNDLES, 'later', `${language}.ts`)),
  }));

  it('both chunks of a language read that language', () => {
    const wrong = chunks.filter(
      ({ language, first, later }) => first.language !== language || later.language !== language,
    );
    expect(wrong.map(({ language, first, later }) => `${language}: ${first.language} + ${later.language}`)).toEqual([]);
  });

  it("the first chunk holds exactly the first screen's namespaces", () => {
    const expected = [...FIRST_SCREEN_NAMESPACES].sort().join();
    const wrong = chunks.filter(({ first }) => [...first.namespaces].sort().join() !== expected);
    expect(wrong.map(({ language, first }) => `${language}: ${first.namespaces.join()}`)).toEqual([]);
  });

  it('together they hold every namespace once', () => {
    const expected = [...NAMESPACES].sort().join();
    const wrong = chunks.filter(
      ({ first, later }) => [...first.namespaces, ...later.namespaces].sort().join() !== expected,
    );
    expect(
      wrong.map(
        ({ language, first, later }) => `${language}: ${[...first.namespaces, ...later.namespaces].sort().join()}`,
      ),
    ).toEqual([]);
  });
});

describe('namespaces loaded before the first render', () => {
  it.each(['/de/p2p', '/zh-cn/p2p/buy', '/en/p2p/sell/'])('%s renders with the first-screen texts alone', (path) => {
    expect(namespacesForFirstRender(path)).toEqual(FIRST_SCREEN_NAMESPACES);
  });

  it.each([
    '/en',
    '/en/p2p/order',
    '/en/p2p/buy/detail/AD1',
    '/en/hkpay',
    '/login',
    '/login/p2p/buy',
    '/en/test/locale',
    '/',
  ])('%s loads every namespace first', (path) => {
    expect(namespacesForFirstRender(path)).toEqual(NAMESPACES);
  });
});
