// The security verification dialog and the account-security rules (spec §5, §6, §9).
export { useSecurityVerification } from './use-security-verification';
export type { SecurityVerification } from './use-security-verification';
export { NewDeviceNotice, AccountSecurityRules } from './account-security-rules';
export type { NewDeviceNoticeProps } from './account-security-rules';
export { planCodeFields, codeSchema } from './code-fields';
export type { CodeFieldPlan } from './code-fields';
