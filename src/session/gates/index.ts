// Prerequisite gates (spec §1, §2, §4, §5, §6, §9): the API other features code against.
export { useTradeGate } from './use-trade-gate';
export type { TradeGate } from './use-trade-gate';
export { evaluateGates, gateDataStatus, kycStatusOf, GATE_ORDER } from './evaluate-gates';
export type { GateId, GateDataStatus } from './evaluate-gates';
export { ACCOUNT_SECURITY_URL_TEMPLATE, accountSecurityUrl } from './account-security';
export { useKycPrompt } from './use-kyc-prompt';
export type { KycPrompt } from './use-kyc-prompt';
