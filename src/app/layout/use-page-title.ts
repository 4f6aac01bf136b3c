import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setAppPageTitle, useNativeApp } from '@/platform/native-bridge';

/** Inside the mobile app every title is also handed to the app's navigation bar, including ones screens set. */
export function usePageTitle(): void {
  const { t } = useTranslation('common');
  const { inApp } = useNativeApp();
  const title = t('app.name');

  // A layout effect runs before every passive effect of the page, so a screen's own title (the order page's
  // countdown) set in its effects always wins over this default.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!inApp) return;
    let sent = '';
    const forward = () => {
      if (document.title && document.title !== sent) {
        sent = document.title;
        setAppPageTitle(sent);
      }
    };
    forward();
    const observer = new MutationObserver(forward);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [inApp]);
}
