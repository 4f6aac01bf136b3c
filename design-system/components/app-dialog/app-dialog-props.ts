import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** False while something must finish first: Escape, the backdrop and the close button then do nothing. */
  dismissible?: boolean;
  /** Fill the screen below the `sm` breakpoint, e.g. for the buy and sell dialogs. */
  fullScreenOnPhone?: boolean;
}
