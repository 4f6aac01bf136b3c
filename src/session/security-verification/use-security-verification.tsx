import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, ErrorState, LoadingState, lazyComponent, useLazyComponent } from '@ds';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { usePendingRequest } from '../gates/pending-request';
import type { VerificationFormProps } from './verification-form';

const verificationForm = lazyComponent<VerificationFormProps>(() => import('./verification-form').then((module) => module.VerificationForm));

/**
 * The form (with react-hook-form and yup, ~30 KB gzip) loads when the dialog first opens: the order page, which
 * needs it only to release or on a new device, no longer downloads it before the order shows (issue 7). Once
 * loaded it is kept, so later openings show it at once. A failed load (offline, a new deploy) says so inside the
 * dialog with a Retry, and the page stays.
 */
function LazyVerificationForm(props: VerificationFormProps) {
  const form = useLazyComponent(verificationForm, props);
  if (form.element) return form.element;
  if (form.failed) return <ErrorState onRetry={form.retry} />;
  return <LoadingState variant="spinner" />;
}

export interface SecurityVerification {
  /** Opens the dialog for a scene; resolves the codes the user entered, or null when cancelled. */
  verify: (scene: CodeScene) => Promise<SecurityCodes | null>;
  element: ReactNode;
}

/**
 * The security verification dialog (spec §5, §6, §9; contract 30001 new device: open it, send codes, retry
 * with verifyCodes). The caller sends the codes with its own request and reopens the dialog on 30006.
 */
export function useSecurityVerification(): SecurityVerification {
  const { t } = useTranslation('security');
  const { store, request } = usePendingRequest<CodeScene, SecurityCodes | null>(null);
  const verify = useCallback(
    (scene: CodeScene) => {
      // A new request replaces one left open: the earlier caller hears "cancelled".
      store.settle(null);
      return store.open(scene);
    },
    [store],
  );
  const cancel = useCallback(() => store.settle(null), [store]);
  const element: ReactNode = (
    <AppDialog open={request !== null} onClose={cancel} title={t('dialog.title')} maxWidth="xs">
      {request && <LazyVerificationForm key={request.id} scene={request.payload} onSubmit={(codes) => store.settle(codes)} onCancel={cancel} />}
    </AppDialog>
  );
  return { verify, element };
}
