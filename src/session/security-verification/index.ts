export { useVerifiedCall } from './use-verified-call';
export { AccountSecurityRules } from './account-security-rules';
export { planCodeFields, codeSchema } from './code-fields';
