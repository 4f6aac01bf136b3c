// The API other features code against.
export { useTradeGate } from './use-trade-gate';
export { evaluateGates, gateDataStatus, GATE_ORDER } from './evaluate-gates';
export { useKycPrompt } from './use-kyc-prompt';
