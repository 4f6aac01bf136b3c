import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, ErrorState, LoadingState, lazyComponent, useLazyComponent } from '@ds';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { usePendingRequest } from '../gates/pending-request';
import type { VerificationFormProps } from './verification-form';

const verificationForm = lazyComponent<VerificationFormProps>(() =>
  import('./verification-form').then((module) => module.VerificationForm),
);

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
  /**
   * Opens the dialog for a scene, or keeps it open with what was typed and, with `wrongCode`, says the codes
   * were refused; resolves the codes the user confirmed, or null when cancelled. After the codes come back the
   * dialog stays open, waiting, until the caller asks again or closes it.
   */
  ask: (scene: CodeScene, wrongCode: boolean) => Promise<SecurityCodes | null>;
  close: () => void;
  element: ReactNode;
}

/**
 * The security verification dialog (spec §5 6-digit codes, §6 a new device needs extra verification). Used by
 * useVerifiedCall, which sends the codes with the guarded request: the dialog stays open while it is sent, so a
 * refused code (30006) is said inside the dialog and the trader corrects it without requesting new codes.
 */
export function useSecurityVerification(): SecurityVerification {
  const { t } = useTranslation('security');
  // The question being asked (answered by Confirm or Cancel); null while the codes are being tried.
  const { store, request } = usePendingRequest<CodeScene, SecurityCodes | null>(null);
  // What the open dialog shows; it outlives each question so the form keeps what was typed.
  const [shown, setShown] = useState<{ scene: CodeScene; wrongCode: boolean } | null>(null);
  const ask = useCallback(
    (scene: CodeScene, wrongCode: boolean) => {
      // A new question replaces one left open: the earlier caller hears "cancelled".
      store.settle(null);
      setShown({ scene, wrongCode });
      return store.open(scene);
    },
    [store],
  );
  const close = useCallback(() => {
    store.settle(null);
    setShown(null);
  }, [store]);
  const waiting = shown !== null && request === null;
  const element: ReactNode = (
    <AppDialog open={shown !== null} onClose={close} dismissible={!waiting} title={t('dialog.title')} maxWidth="xs">
      {shown && (
        <LazyVerificationForm
          key={shown.scene}
          scene={shown.scene}
          wrongCode={shown.wrongCode && !waiting}
          waiting={waiting}
          onSubmit={(codes) => store.settle(codes)}
          onCancel={close}
        />
      )}
    </AppDialog>
  );
  return { ask, close, element };
}
