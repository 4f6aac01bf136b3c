import * as yup from 'yup';
import type { SecurityCodes } from '@/api/generated/models';
import type { VerifyInfo } from '../verify-info';

type CodeFieldName = keyof Required<SecurityCodes>;

export interface CodeFieldPlan {
  name: CodeFieldName;
  /** SMS and EMAIL codes are sent by the server; the authenticator code comes from the user's app. */
  channel: 'SMS' | 'EMAIL' | 'GOOGLE';
  /**
   * False when the phone or email is not bound or the authenticator is not set up: no code can be had, so the
   * field is replaced by a prompt to finish that on Account Security (spec §5).
   */
  available: boolean;
}

/**
 * Which codes the dialog asks for (contract SecurityCodes): SMS when a phone is bound, email when an email is
 * bound, the authenticator code when two-factor is required. With neither phone nor email bound, both are
 * listed as unavailable, so the user learns what to bind instead of facing an empty form.
 */
export function planCodeFields(verify: VerifyInfo | null, twoFactorEnabled: boolean): CodeFieldPlan[] {
  const phone = Boolean(verify?.phoneAuthRequired);
  const email = Boolean(verify?.emailAuthRequired);
  const plan: CodeFieldPlan[] = [];
  if (phone || !email) plan.push({ name: 'smsCode', channel: 'SMS', available: phone });
  if (email || !phone) plan.push({ name: 'emailCode', channel: 'EMAIL', available: email });
  if (verify?.twoFactorRequired) plan.push({ name: 'googleCode', channel: 'GOOGLE', available: twoFactorEnabled });
  return plan;
}

/** Spec §5: every code is required and exactly 6 digits. Messages are i18n keys (STYLE.md convention 11). */
export const codeSchema = yup
  .string()
  .trim()
  .required('validation:required')
  .matches(/^\d{6}$/, 'validation:codeFormat');

export type CodeFormValues = Partial<Record<CodeFieldName, string>>;

/** One schema per open dialog: only the fields the plan shows, and only those a code can be had for. */
export function codeFormSchema(plan: readonly CodeFieldPlan[]): yup.ObjectSchema<CodeFormValues> {
  const shape: Partial<Record<CodeFieldName, typeof codeSchema>> = {};
  for (const field of plan) if (field.available) shape[field.name] = codeSchema;
  return yup.object(shape) as unknown as yup.ObjectSchema<CodeFormValues>;
}

/** The codes to send with the request: trimmed, only the fields that were asked for. */
export function toSecurityCodes(plan: readonly CodeFieldPlan[], values: CodeFormValues): SecurityCodes {
  const codes: SecurityCodes = {};
  for (const field of plan) {
    const value = values[field.name]?.trim();
    if (field.available && value) codes[field.name] = value;
  }
  return codes;
}
