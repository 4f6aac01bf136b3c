import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title while the screen is mounted and gives the previous one back on leaving. A screen's own
 * title wins over the layout's default (src/app/layout/use-page-title.ts sets that in a layout effect, which
 * runs before this passive one).
 */
export function useDocumentTitle(title: string): void {
  // Declared first so it captures the title from before this screen.
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The tab title of a screen: its heading and the site's name, as every language writes them together. */
export function useScreenTitle(heading: string): void {
  const { t } = useTranslation('common');
  useDocumentTitle(t('app.pageTitle', { page: heading, app: t('app.name') }));
}
