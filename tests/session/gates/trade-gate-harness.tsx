import { useState } from 'react';
import { useTradeGate } from '@/session/gates';

/** A page that trades: one button calls requestTrade and shows how it resolved. */
export function TradePage() {
  const { requestTrade, gateElement } = useTradeGate();
  const [result, setResult] = useState('none');
  const trade = async () => setResult(String(await requestTrade()));
  return (
    <>
      <button type="button" onClick={() => void trade()}>
        trade
      </button>
      <output aria-label="result">{result}</output>
      {gateElement}
    </>
  );
}
