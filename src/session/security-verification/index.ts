// The security verification dialog and the account-security rules (spec §5, §6, §9).
export { useVerifiedCall } from './use-verified-call';
export type { VerifiedCall, VerificationFailureCodes } from './use-verified-call';
export { NewDeviceNotice, AccountSecurityRules } from './account-security-rules';
export type { NewDeviceNoticeProps } from './account-security-rules';
export { planCodeFields, codeSchema } from './code-fields';
export type { CodeFieldPlan } from './code-fields';
