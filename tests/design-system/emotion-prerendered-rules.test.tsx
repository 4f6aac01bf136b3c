import { cleanup, render, screen } from '@testing-library/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { DesignSystemProvider } from '@ds';
import { PRERENDERED_RULES_ATTRIBUTE } from '../../design-system/perf/emotion-prerendered-rules';

// Rules the prerendered page's stylesheet already holds are not compiled and inserted again
// while the page hydrates (design-system/perf/emotion-prerendered-rules.ts).

const Prerendered = styled('span')({ color: 'rgb(1, 2, 3)' });
const NotPrerendered = styled('span')({ color: 'rgb(7, 8, 9)' });

/** The rules emotion itself wrote for `cache`. */
function written(cache: EmotionCache): string {
  return cache.sheet.tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
}

/** The class emotion gives `Prerendered`, as the build would have written it in the stylesheet. */
function prerenderedClass(): string {
  const probe = createCache({ key: 'css' });
  render(
    <CacheProvider value={probe}>
      <Prerendered>probe</Prerendered>
    </CacheProvider>,
  );
  const name = [...screen.getByText('probe').classList].find((c) => c.startsWith('css-'))!;
  cleanup();
  return name;
}

/** A prerendered page's <style> of first-render rules (null: one the page's policy refused, which has no sheet). */
function prerenderedStyle(css: string | null): void {
  const style = document.createElement('style');
  style.setAttribute(PRERENDERED_RULES_ATTRIBUTE, '');
  style.textContent = css ?? '';
  if (css === null) Object.defineProperty(style, 'sheet', { get: () => null });
  document.head.append(style);
}

function renderPage(cache: EmotionCache) {
  render(
    <CacheProvider value={cache}>
      <DesignSystemProvider initialMode="light">
        <Prerendered>prerendered</Prerendered>
        <NotPrerendered>drawn in the browser</NotPrerendered>
      </DesignSystemProvider>
    </CacheProvider>,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('rules of the prerendered stylesheet', () => {
  it('are not written again; the others are', () => {
    const name = prerenderedClass();
    prerenderedStyle(`.${name}{color:rgb(1, 2, 3);} @media (min-width: 600px){.${name}:hover{color:red;}}`);
    const cache = createCache({ key: 'css' });
    renderPage(cache);
    expect(written(cache)).not.toContain(`.${name}`);
    expect(written(cache)).toContain('rgb(7, 8, 9)');
    // The element still wears the class the stylesheet styles.
    expect(screen.getByText('prerendered')).toHaveClass(name);
  });

  it('a style element the policy refused skips nothing', () => {
    const name = prerenderedClass();
    prerenderedStyle(null);
    const cache = createCache({ key: 'css' });
    renderPage(cache);
    expect(written(cache)).toContain(`.${name}`);
  });

  it('without a prerendered stylesheet every rule is written', () => {
    const name = prerenderedClass();
    const cache = createCache({ key: 'css' });
    renderPage(cache);
    expect(written(cache)).toContain(`.${name}`);
    expect(written(cache)).toContain('rgb(7, 8, 9)');
  });
});
