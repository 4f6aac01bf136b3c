import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@ds';
import { useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';
import { hasSession, useSession, type RequestStatus, type SessionState } from '../session-store';
import { runStartup } from '../startup';
import { startupStepText } from '../startup-step-text';
import { evaluateGates, gateDataStatus, kycStatusOf } from './evaluate-gates';
import { GateDialog, type GateView } from './gate-dialog';
import { usePendingRequest } from './pending-request';

/** A stable reference that changes only when the store does, as useSession requires. */
const selectState = (s: SessionState) => s;

const RESTRICTION_STALE_MS = 5 * 60_000;

export interface TradeGate {
  /** Resolves false if the user closes the gate or must leave to finish a step. */
  requestTrade: () => Promise<boolean>;
  gateElement: ReactNode;
}

/** The gates are checked when the trader acts, not when a page opens. */
export function useTradeGate(): TradeGate {
  const { i18n } = useTranslation('errors');
  const session = useSession(selectState);
  // Silent: a failure is shown inside the dialog with a retry, not as a toast as well.
  const restriction = useGetRestrictionCheck({ query: { staleTime: RESTRICTION_STALE_MS }, request: { silent: true } });
  const restrictionStatus: RequestStatus = restriction.data ? 'success' : restriction.isError ? 'error' : 'pending';
  const status = gateDataStatus(session, restrictionStatus);
  const gates = status === 'ready' ? evaluateGates(session, restriction.data) : [];
  const allMet = status === 'ready' && gates.length === 0;
  const { store, request } = usePendingRequest<null, boolean>(false);

  useEffect(() => {
    if (request && allMet) store.settle(true);
  }, [request, allMet, store]);

  const requestTrade = useCallback(() => store.open(null), [store]);
  const close = useCallback(() => store.settle(false), [store]);

  const { refetch } = restriction;
  const retry = useCallback(() => {
    if (restrictionStatus === 'error') void refetch();
    const parts = session.startup;
    if (parts.user === 'error' || parts.kyc === 'error' || parts.tradingFeature === 'error') {
      void runStartup({ reportStepError: (step, message) => toast.error(startupStepText(i18n, step, message)) });
    }
  }, [restrictionStatus, refetch, session.startup, i18n]);

  const view: GateView = !hasSession() ? 'signedOut' : status === 'ready' ? (gates[0] ?? 'pending') : status;
  const gateElement = (
    <GateDialog
      open={request !== null && !allMet}
      view={view}
      gates={gates}
      kycStatus={kycStatusOf(session)}
      onClose={close}
      onRetry={retry}
      failure={restriction.error}
    />
  );
  return { requestTrade, gateElement };
}
