import { useEffect, useRef, useState } from 'react';

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives the focus back to the element that had it when the dialog opened, once the dialog has closed for good.
 * MUI's own restore runs in an effect cleanup, so StrictMode's rehearsal unmount pulled the focus out of a
 * just-opened form (its field then counted as touched and showed "cannot be left blank").
 */
export function useRestoreFocus(open: boolean): void {
  // Read while rendering the opening, before the dialog's first field takes the focus.
  const [opening, setOpening] = useState(() => ({ open, opener: open ? focusedElement() : null }));
  if (opening.open !== open) setOpening({ open, opener: open ? focusedElement() : null });
  const { opener } = opening;
  const live = useRef(false);
  useEffect(() => {
    if (!open) return;
    live.current = true;
    return () => {
      live.current = false;
      // StrictMode unmounts and mounts again within one task: only a close that lasts gives the focus back.
      queueMicrotask(() => {
        if (!live.current && opener?.isConnected) opener.focus();
      });
    };
  }, [open, opener]);
}
