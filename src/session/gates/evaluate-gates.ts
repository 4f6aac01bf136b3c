import type { KycStatus, RestrictionCheck } from '@/api/generated/models';
import type { RequestStatus, SessionState } from '../session-store';

/**
 * The agreement comes last although the contract answers 30004 before 30007: a user who still has verification
 * to do should not be asked to sign first and then be sent away anyway.
 */
export const GATE_ORDER = ['region', 'phone', 'email', 'kyc', 'twoFactor', 'agreement'] as const;

export type GateId = (typeof GATE_ORDER)[number];

export function kycStatusOf(session: SessionState): KycStatus {
  return session.kycInfo?.kycStatus ?? session.userInfo?.kycStatus ?? 'NONE';
}

/** Institutions and sub-users meet the same gates: the contract gives them no other rule. */
export function evaluateGates(session: SessionState, restriction?: RestrictionCheck | null): GateId[] {
  const verify = session.verifyInfo;
  const unmet = new Set<GateId>();
  if (restriction?.ipRestricted) unmet.add('region');
  if (!verify?.phoneAuthRequired) unmet.add('phone');
  if (!verify?.emailAuthRequired) unmet.add('email');
  if (kycStatusOf(session) !== 'APPROVED' || restriction?.needKyc) unmet.add('kyc');
  if (!session.userInfo?.twoFactorEnabled) unmet.add('twoFactor');
  if (!session.tradingFeature?.acceptTerm) unmet.add('agreement');
  return GATE_ORDER.filter((id) => unmet.has(id));
}

export type GateDataStatus = 'pending' | 'error' | 'ready';

const PARTS = ['user', 'kyc', 'tradingFeature'] as const;

/** Judging before every part has answered would show a wrong gate (a verified trader asked for a phone). */
export function gateDataStatus(session: SessionState, restriction: RequestStatus): GateDataStatus {
  const statuses: RequestStatus[] = [...PARTS.map((part) => session.startup[part]), restriction];
  if (statuses.includes('error')) return 'error';
  return statuses.every((s) => s === 'success') ? 'ready' : 'pending';
}
