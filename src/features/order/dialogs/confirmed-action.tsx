import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { Order, OrderAction } from '@/api/generated/models';
import { ConfirmDialog, type ConfirmDialogProps } from '@ds';
import type { OrderActions } from '../hooks/use-order-actions';
import { newClientKey } from '@/shared/api-failures';

export interface ConfirmedActionProps {
  action: OrderAction;
  actions: OrderActions;
  label: string;
  color?: 'primary' | 'buy' | 'sell' | 'error' | 'neutral';
  variant?: 'contained' | 'outlined' | 'text';
  dialog: Pick<ConfirmDialogProps, 'title' | 'consequence' | 'confirmLabel' | 'cancelLabel' | 'confirmColor'> & {
    body?: ReactNode;
  };
  /** Plain-text reason sent with CANCEL / APPEAL. */
  reason?: string;
  onDone?: (order: Order) => void;
}

/**
 * A button that asks first (STYLE.md 6: every irreversible action has its own confirm dialog stating its
 * consequence). Opening the dialog starts one attempt with its own clientRequestId; however often Confirm is
 * clicked the request goes out once (ConfirmDialog ignores clicks while pending, the action hook ignores a
 * second call in flight, and the server applies a repeated key once).
 */
export function ConfirmedAction({
  action,
  actions,
  label,
  color = 'primary',
  variant = 'contained',
  dialog,
  reason,
  onDone,
}: ConfirmedActionProps) {
  const [attempt, setAttempt] = useState<string | null>(null);
  const confirm = async () => {
    if (!attempt) return;
    const updated = await actions.run(action, { clientRequestId: attempt, ...(reason ? { reason } : {}) });
    if (updated) {
      setAttempt(null);
      onDone?.(updated);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        color={color}
        disabled={actions.pending !== null}
        onClick={() => setAttempt(newClientKey())}
      >
        {label}
      </Button>
      <ConfirmDialog open={attempt !== null} {...dialog} onConfirm={confirm} onCancel={() => setAttempt(null)} />
    </>
  );
}
