import { useCallback, type ReactNode } from 'react';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { hasCode } from '@/shared/api-failures';
import { useSecurityVerification } from './use-security-verification';

/** The two answers of a guarded operation, from its generated failure constants (e.g. CreateOrderFailureCode). */
export interface VerificationFailureCodes {
  /** 30001: a new device, the codes are needed (spec §6). */
  readonly NEW_DEVICE: number;
  /** 30006: a code sent was wrong or expired. */
  readonly INVALID_CODE: number;
}

export interface VerifiedCall {
  /**
   * Sends `call` without codes. When the server wants them, asks the trader for the scene's codes and sends it
   * again with them, as often as they are refused. Resolves `{ value }` once it succeeds, or null when the
   * trader closes the verification (nothing more is sent); rejects with any other failure. `askFirst` asks for
   * the codes before the first call, for an operation that always needs them (RELEASE).
   */
  run: <T>(
    call: (verifyCodes?: SecurityCodes) => Promise<T>,
    options?: { askFirst?: boolean },
  ) => Promise<{ value: T } | null>;
  /** The security verification dialog, rendered by the screen. */
  element: ReactNode;
}

/**
 * A call that may need security codes: create-order, create/remove-user-payment, update-order-state's RELEASE
 * (contract SecurityCodes). Spec §6: a new device needs extra verification, answered 30001; the codes (spec §5:
 * 6 digits each) go with the same request as verifyCodes. A wrong or expired code is answered 30006: the dialog
 * stays open with what was typed and says so, and the next Confirm sends again (issue 19 point 1: one behaviour
 * for every guarded call). The caller makes its calls silent and shows other failures itself.
 */
export function useVerifiedCall(scene: CodeScene, failureCodes: VerificationFailureCodes): VerifiedCall {
  const { ask, close, element } = useSecurityVerification();
  const run = useCallback(
    async <T>(
      call: (verifyCodes?: SecurityCodes) => Promise<T>,
      { askFirst = false } = {},
    ): Promise<{ value: T } | null> => {
      let verifyCodes: SecurityCodes | undefined;
      try {
        if (askFirst) {
          const codes = await ask(scene, false);
          if (!codes) return null;
          verifyCodes = codes;
        }
        for (;;) {
          try {
            return { value: await call(verifyCodes) };
          } catch (failure) {
            if (!hasCode(failure, failureCodes.NEW_DEVICE, failureCodes.INVALID_CODE)) throw failure;
            // Codes were sent and refused: the same question again, saying why.
            const codes = await ask(scene, verifyCodes !== undefined);
            if (!codes) return null;
            verifyCodes = codes;
          }
        }
      } finally {
        // Closed once the codes were taken or the call failed otherwise; untouched when it was never opened.
        if (verifyCodes) close();
      }
    },
    [ask, close, failureCodes, scene],
  );
  return { run, element };
}
