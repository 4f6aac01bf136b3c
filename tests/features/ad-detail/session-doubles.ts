import type { CodeScene, SecurityCodes } from '@/api/generated/models';

// Stand-ins for the shared session capabilities the ad detail codes against ('@/session/gates' and the security
// verification dialog behind '@/session/security-verification'), so these tests decide what the gate and the
// dialog answer while the real useVerifiedCall sends the calls again with the codes. Each test file does:
// jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule)

export const requestTrade = jest.fn<Promise<boolean>, []>();
/** The dialog's question: the scene, and whether the codes just sent were refused (30006). */
export const verify = jest.fn<Promise<SecurityCodes | null>, [CodeScene, boolean]>();
export const promptKyc = jest.fn<void, []>();

export const gatesModule = {
  useTradeGate: () => ({ requestTrade, gateElement: null }),
  useKycPrompt: () => ({ prompt: promptKyc, element: null }),
};

/** For jest.mock('@/session/security-verification/use-security-verification', ...). */
export const verificationDialogModule = {
  useSecurityVerification: () => ({ ask: verify, close: () => undefined, element: null }),
};

export function resetSessionDoubles(): void {
  requestTrade.mockReset().mockResolvedValue(true);
  promptKyc.mockReset();
  verify.mockReset().mockResolvedValue({ smsCode: '123456', googleCode: '654321' });
}
