import { render, screen } from '@testing-library/react';
import { styled } from '@mui/material/styles';
import { renderWithProviders } from '../support/render-with-providers';

// A styled component's CSS is written while it renders (sliced with the first screen's transition),
// not in React's commit, which cannot be split (design-system/perf/emotion-insertion.ts).

const UNIQUE_COLOUR = 'rgb(1, 2, 3)';
const Marked = styled('span')({ color: UNIQUE_COLOUR });

/** Every rule in the document's style sheets (emotion inserts rules with insertRule, tags stay empty). */
function styleText(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('styles written during render', () => {
  it('the rule is in the document before the next sibling renders, that is before any commit', () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(/color:\s*rgb\(1, ?2, ?3\)/.test(styleText()));
      return null;
    }
    renderWithProviders(
      <>
        <Marked>styled</Marked>
        <Probe />
      </>,
    );
    expect(seen[0]).toBe(true);
    expect(getComputedStyle(screen.getByText('styled')).color).toBe(UNIQUE_COLOUR);
  });

  it('a component rendered twice writes its rule once', () => {
    const Twice = styled('b')({ color: 'rgb(4, 5, 6)' });
    render(
      <>
        <Twice>a</Twice>
        <Twice>b</Twice>
      </>,
    );
    expect(styleText().match(/rgb\(4, ?5, ?6\)/g)).toHaveLength(1);
  });
});
