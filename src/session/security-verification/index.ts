// The security verification dialog and the account-security rules (spec §5, §6, §9).
export { useVerifiedCall } from './use-verified-call';
export { AccountSecurityRules } from './account-security-rules';
export { planCodeFields, codeSchema } from './code-fields';
