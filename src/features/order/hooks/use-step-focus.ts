import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { OrderStatus } from '@/api/generated/models';
import { isJustPlaced } from '@/shared/routing/paths';
import { STEP_TITLE_ID } from '../steps/step-frame';

function focusStepTitle() {
  document.getElementById(STEP_TITLE_ID)?.focus();
}

/**
 * Where keyboard focus goes on the order page: to the step's heading when the trader has just placed the order
 * (the next Tab is the step's primary action), and to the new step's heading when the status changes while the
 * focus was lost with the old step's buttons.
 */
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
