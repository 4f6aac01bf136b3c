import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, ErrorState, LoadingState, lazyComponent, useLazyComponent } from '@ds';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { usePendingRequest } from '../gates/pending-request';
import type { VerificationFormProps } from './verification-form';

const verificationForm = lazyComponent<VerificationFormProps>(() =>
  import('./verification-form').then((module) => module.VerificationForm),
);

/** Loaded when the dialog first opens: the order page needs the form only to release or on a new device. */
function LazyVerificationForm(props: VerificationFormProps) {
  const form = useLazyComponent(verificationForm, props);
  if (form.element) return form.element;
  if (form.failed) return <ErrorState onRetry={form.retry} />;
  return <LoadingState variant="spinner" />;
}

export interface SecurityVerification {
  /** After the codes come back the dialog stays open, waiting, until the caller asks again or closes it. */
  ask: (scene: CodeScene, wrongCode: boolean) => Promise<SecurityCodes | null>;
  close: () => void;
  element: ReactNode;
}

/** The dialog stays open while the codes are sent, so a refused code is corrected without requesting new ones. */
export function useSecurityVerification(): SecurityVerification {
  const { t } = useTranslation('security');
  const { store, request } = usePendingRequest<CodeScene, SecurityCodes | null>(null);
  // Outlives each question so the form keeps what was typed.
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
