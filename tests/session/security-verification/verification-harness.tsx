import { useState } from 'react';
import type { CodeScene } from '@/api/generated/models';
import { useSecurityVerification } from '@/session/security-verification';

/** A page that needs codes: the button opens the dialog for a scene and shows what came back. */
export function VerifyPage({ scene = 'CREATE_ORDER' }: { scene?: CodeScene }) {
  const { verify, element } = useSecurityVerification();
  const [result, setResult] = useState('none');
  const open = async () => setResult(JSON.stringify(await verify(scene)));
  return (
    <>
      <button type="button" onClick={() => void open()}>
        verify
      </button>
      <output aria-label="result">{result}</output>
      {element}
    </>
  );
}
