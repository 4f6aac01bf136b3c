import { useState } from 'react';
import { ApiError } from '@/api/http/api-error';
import { CreateOrderFailureCode, type CodeScene, type SecurityCodes } from '@/api/generated/models';
import { useVerifiedCall } from '@/session/security-verification';

/** The server's answer to one attempt: accepted, or refused with a business code. */
export type Answer = (verifyCodes: SecurityCodes | undefined) => Promise<'ok' | number> | 'ok' | number;

/** A new device: an attempt without codes is refused with 30001, one with codes is accepted. */
const newDevice: Answer = (verifyCodes) => (verifyCodes ? 'ok' : CreateOrderFailureCode.NEW_DEVICE);

/**
 * A page with a guarded call run through useVerifiedCall. The button runs it; "attempts" lists the verifyCodes
 * each attempt sent (null for none), "result" how the run ended: the codes of the accepted attempt, null when
 * the trader cancelled, or "failed <code>".
 */
export function VerifyPage({ scene = 'CREATE_ORDER', answer = newDevice }: { scene?: CodeScene; answer?: Answer }) {
  const { run, element } = useVerifiedCall(scene, CreateOrderFailureCode);
  const [attempts, setAttempts] = useState<string[]>([]);
  const [result, setResult] = useState('none');
  const call = async (verifyCodes?: SecurityCodes) => {
    setAttempts((sent) => [...sent, JSON.stringify(verifyCodes ?? null)]);
    const answered = await answer(verifyCodes);
    if (answered !== 'ok')
      throw new ApiError({
        kind: 'business',
        code: answered,
        message: `refused ${answered}`,
        url: '/api/ctc/create-order',
      });
    return verifyCodes ?? null;
  };
  const start = async () => {
    try {
      const outcome = await run(call);
      setResult(JSON.stringify(outcome ? outcome.value : null));
    } catch (failure) {
      setResult(`failed ${failure instanceof ApiError ? failure.code : String(failure)}`);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void start()}>
        verify
      </button>
      <ol aria-label="attempts">
        {attempts.map((sent, index) => (
          <li key={index}>{sent}</li>
        ))}
      </ol>
      <output aria-label="result">{result}</output>
      {element}
    </>
  );
}
