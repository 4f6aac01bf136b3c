import { useEffect, useRef } from 'react';

/**
 * When the focused control disappears (a removed row), MUI's modal pulls the focus back to its bare container,
 * which has no name and no role; this moves it on to the dialog itself, so a screen reader says where the trader is.
 * Returns the ref for the dialog's paper.
 */
export function useFocusLostToContainer(open: boolean) {
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const surface = paper.current;
      if (surface && event.target === surface.parentElement) surface.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);
  return paper;
}
