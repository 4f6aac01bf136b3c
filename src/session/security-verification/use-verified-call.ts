import { useCallback, type ReactNode } from 'react';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { hasCode } from '@/shared/api-failures';
import { useSecurityVerification } from './use-security-verification';

export interface VerificationFailureCodes {
  readonly NEW_DEVICE: number;
  readonly INVALID_CODE: number;
}

export interface VerifiedCall {
  /** Resolves null when the trader closes the verification; `askFirst` is for an operation that always needs codes. */
  run: <T>(
    call: (verifyCodes?: SecurityCodes) => Promise<T>,
    options?: { askFirst?: boolean },
  ) => Promise<{ value: T } | null>;
  element: ReactNode;
}

/** The codes go with the same request; the caller makes its calls silent and shows other failures itself. */
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
        if (verifyCodes) close();
      }
    },
    [ask, close, failureCodes, scene],
  );
  return { run, element };
}
