import { useEffect, useRef, useState } from 'react';

interface Opening {
  open: boolean;
  opener: HTMLElement | null;
  /** The dialog the opener sits in, if any: where the focus goes when the opener itself is gone. */
  openerDialog: HTMLElement | null;
}

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function opening(open: boolean): Opening {
  const opener = open ? focusedElement() : null;
  return { open, opener, openerDialog: opener?.closest<HTMLElement>('[role="dialog"]') ?? null };
}

/**
 * Gives the focus back to the element that had it when the dialog opened, once the dialog has closed for good;
 * when that element is gone (a removed row's button), to the dialog it sat in, so Escape and Tab still work there.
 * MUI's own restore runs in an effect cleanup, so StrictMode's rehearsal unmount pulled the focus out of a
 * just-opened form (its field then counted as touched and showed "cannot be left blank").
 */
export function useRestoreFocus(open: boolean): void {
  // Read while rendering the opening, before the dialog's first field takes the focus.
  const [current, setCurrent] = useState(() => opening(open));
  if (current.open !== open) setCurrent(opening(open));
  const { opener, openerDialog } = current;
  const live = useRef(false);
  useEffect(() => {
    if (!open) return;
    live.current = true;
    return () => {
      live.current = false;
      // StrictMode unmounts and mounts again within one task: only a close that lasts gives the focus back.
      queueMicrotask(() => {
        if (live.current) return;
        if (opener?.isConnected) opener.focus();
        else if (openerDialog?.isConnected) openerDialog.focus();
      });
    };
  }, [open, opener, openerDialog]);
}
