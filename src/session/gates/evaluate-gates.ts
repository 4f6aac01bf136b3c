import type { KycStatus, RestrictionCheck } from '@/api/generated/models';
import type { RequestStatus, SessionState } from '../session-store';

/**
 * The prerequisite gates in the order a trader meets them (spec §1 prerequisites, §5, §6): a restricted region
 * ends the visit, then phone, email, KYC and two-factor are finished on Account Security, and the service
 * agreement is accepted last, in place (the contract answers 30004 before 30007, but a user who still has
 * verification to do should not be asked to sign first and then be sent away anyway).
 */
export const GATE_ORDER = ['region', 'phone', 'email', 'kyc', 'twoFactor', 'agreement'] as const;

export type GateId = (typeof GATE_ORDER)[number];

/** The KYC status to judge by: the KYC record when loaded, else the one in the user info (spec §3). */
export function kycStatusOf(session: SessionState): KycStatus {
  return session.kycInfo?.kycStatus ?? session.userInfo?.kycStatus ?? 'NONE';
}

/**
 * Every unmet gate, in GATE_ORDER. Pure: the caller decides when the data is complete (gateDataStatus).
 * Institutions and sub-users meet the same gates: the contract gives them no other rule.
 */
export function evaluateGates(session: SessionState, restriction?: RestrictionCheck | null): GateId[] {
  const verify = session.verifyInfo;
  const unmet = new Set<GateId>();
  // Spec §6: users from restricted regions cannot use the product.
  if (restriction?.ipRestricted) unmet.add('region');
  // Spec §5: a phone counts when non-empty, an email only when it contains @ (verify-info.ts derives both).
  if (!verify?.phoneAuthRequired) unmet.add('phone');
  if (!verify?.emailAuthRequired) unmet.add('email');
  // The restriction check may also say KYC is needed before trading (contract RestrictionCheck.needKyc).
  if (kycStatusOf(session) !== 'APPROVED' || restriction?.needKyc) unmet.add('kyc');
  // Spec §5: 2FA must be set up before trading.
  if (!session.userInfo?.twoFactorEnabled) unmet.add('twoFactor');
  if (!session.tradingFeature?.acceptTerm) unmet.add('agreement');
  return GATE_ORDER.filter((id) => unmet.has(id));
}

export type GateDataStatus = 'pending' | 'error' | 'ready';

/** The start-up parts the gates read (spec §4 steps 3 and 4). */
const PARTS = ['user', 'kyc', 'tradingFeature'] as const;

/**
 * Whether the gates can be judged yet: every start-up part they read has succeeded and the restriction check
 * has answered. Judging earlier would show a wrong gate (a verified trader asked for a phone).
 */
export function gateDataStatus(session: SessionState, restriction: RequestStatus): GateDataStatus {
  const statuses: RequestStatus[] = [...PARTS.map((part) => session.startup[part]), restriction];
  if (statuses.includes('error')) return 'error';
  return statuses.every((s) => s === 'success') ? 'ready' : 'pending';
}
