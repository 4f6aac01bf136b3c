import type { StoryContext } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { expect, within } from 'storybook/test';
import { matchLanguage, type Language } from '@/shared/i18n';

// What the play functions of the screen stories share: the story's texts, and where and how long to look.

/** How long a play function waits for its state: the first render loads the screen's code and texts. */
export const SCREEN_WAIT_MS = 30_000;

/** The story's texts and language, as the toolbar chose them. */
export function storyTexts({ loaded, globals }: Pick<StoryContext, 'loaded' | 'globals'>): {
  t: I18n['t'];
  lang: Language;
} {
  return { t: (loaded as { i18n: I18n }).i18n.t, lang: matchLanguage(String(globals.language)) ?? 'en' };
}

/** The whole page: dialogs render in portals outside the story's own element. */
export const storyPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the page shows the text of `key` in the story's language. */
export async function expectStoryText(
  context: Pick<StoryContext, 'loaded' | 'globals' | 'canvasElement'>,
  key: string,
) {
  const { t } = storyTexts(context);
  await expect(
    await storyPage(context.canvasElement).findByText(t(key), {}, { timeout: SCREEN_WAIT_MS }),
  ).toBeInTheDocument();
}
