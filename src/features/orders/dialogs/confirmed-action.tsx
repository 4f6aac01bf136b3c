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
  reason?: string;
  onDone?: (order: Order) => void;
}

/** Each opening of the dialog is one attempt with its own clientRequestId, so the request goes out once. */
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
