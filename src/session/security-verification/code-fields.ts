import * as yup from 'yup';
import type { SecurityCodes } from '@/api/generated/models';
import type { VerifyInfo } from '../verify-info';

type CodeFieldName = keyof Required<SecurityCodes>;

export interface CodeFieldPlan {
  name: CodeFieldName;
  channel: 'SMS' | 'EMAIL' | 'GOOGLE';
  /** False when no code can be had, so the field is replaced by a prompt to finish that on Account Security. */
  available: boolean;
}

/** With neither phone nor email bound, both are listed as unavailable, so the user learns what to bind. */
export function planCodeFields(verify: VerifyInfo | null, twoFactorEnabled: boolean): CodeFieldPlan[] {
  const phone = Boolean(verify?.phoneAuthRequired);
  const email = Boolean(verify?.emailAuthRequired);
  const plan: CodeFieldPlan[] = [];
  if (phone || !email) plan.push({ name: 'smsCode', channel: 'SMS', available: phone });
  if (email || !phone) plan.push({ name: 'emailCode', channel: 'EMAIL', available: email });
  if (verify?.twoFactorRequired) plan.push({ name: 'googleCode', channel: 'GOOGLE', available: twoFactorEnabled });
  return plan;
}

/** Messages are i18n keys. */
export const codeSchema = yup
  .string()
  .trim()
  .required('validation:required')
  .matches(/^\d{6}$/, 'validation:codeFormat');

export type CodeFormValues = Partial<Record<CodeFieldName, string>>;

export function codeFormSchema(plan: readonly CodeFieldPlan[]): yup.ObjectSchema<CodeFormValues> {
  const shape: Partial<Record<CodeFieldName, typeof codeSchema>> = {};
  for (const field of plan) if (field.available) shape[field.name] = codeSchema;
  return yup.object(shape) as unknown as yup.ObjectSchema<CodeFormValues>;
}

export function toSecurityCodes(plan: readonly CodeFieldPlan[], values: CodeFormValues): SecurityCodes {
  const codes: SecurityCodes = {};
  for (const field of plan) {
    const value = values[field.name]?.trim();
    if (field.available && value) codes[field.name] = value;
  }
  return codes;
}
