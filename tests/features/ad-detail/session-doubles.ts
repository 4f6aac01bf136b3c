import type { CodeScene, SecurityCodes } from '@/api/generated/models';

// Stand-ins for the two shared session capabilities the ad detail codes against ('@/session/gates' and
// '@/session/security-verification'), so these tests decide what the gate and the verification answer.
// Each test file does: jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule)

export const requestTrade = jest.fn<Promise<boolean>, []>();
export const verify = jest.fn<Promise<SecurityCodes | null>, [CodeScene]>();
export const promptKyc = jest.fn<void, []>();

export const gatesModule = {
  useTradeGate: () => ({ requestTrade, gateElement: null }),
  useKycPrompt: () => ({ prompt: promptKyc, element: null }),
};

export const securityModule = {
  useSecurityVerification: () => ({ verify, element: null }),
};

export function resetSessionDoubles(): void {
  requestTrade.mockReset().mockResolvedValue(true);
  promptKyc.mockReset();
  verify.mockReset().mockResolvedValue({ smsCode: '123456', googleCode: '654321' });
}
