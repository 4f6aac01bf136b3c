import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@ds';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { usePendingRequest } from '../gates/pending-request';
import { VerificationForm } from './verification-form';

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
      {request && <VerificationForm key={request.id} scene={request.payload} onSubmit={(codes) => store.settle(codes)} onCancel={cancel} />}
    </AppDialog>
  );
  return { verify, element };
}
