import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Wins over the layout's default, which is set in a layout effect that runs before this passive one. */
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

export function useScreenTitle(heading: string): void {
  const { t } = useTranslation('common');
  useDocumentTitle(t('app.pageTitle', { page: heading, app: t('app.name') }));
}
