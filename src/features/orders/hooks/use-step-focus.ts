import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { OrderStatus } from '@/api/generated/models';
import { isJustPlaced } from '@/shared/routing/paths';
import { STEP_TITLE_ID } from '../steps/step-frame';

function focusStepTitle() {
  document.getElementById(STEP_TITLE_ID)?.focus();
}

/** Focus goes to the step's heading after placing the order, or when a status change took the focused button away. */
export function useStepFocus(status: OrderStatus) {
  const justPlaced = isJustPlaced(useLocation().state);
  useEffect(() => {
    if (justPlaced) focusStepTitle();
  }, [justPlaced]);

  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    const active = document.activeElement;
    if (!active || active === document.body) focusStepTitle();
  }, [status]);
}
