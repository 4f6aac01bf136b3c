import { expect, type Locator, type Page } from '@playwright/test';
import { MOCK_VERIFY_CODES } from '../../../mocks/users';
import { textsFor } from './locale-text';

// The security verification dialog as a trader goes through it: request the SMS and email codes, type what
// "arrived" (the mocks' codes) and the authenticator's, confirm. Used wherever a guarded call asks for codes:
// a release on every device, and create-order or the payment methods on a new one.

/** One code field: its Send button (SMS, email) and the masked target it reports, then the code typed. */
export async function requestAndType(verification: Locator, lang: string, field: 'sms' | 'email', code: string) {
  const t = textsFor(lang);
  const group = verification.getByRole('group', { name: t(`security:field.${field}`) });
  await group.getByRole('button', { name: t('security:send') }).click();
  await expect(group.getByText(t.pattern('security:sentTo'))).toBeVisible();
  await expect(group.getByRole('button', { name: t.pattern('security:resendIn') })).toBeDisabled();
  await group.getByRole('textbox', { name: t(`security:field.${field}`) }).fill(code);
}

/** The whole verification for the scene whose sentence (`sceneKey`) the dialog shows, confirmed. */
export async function verifyWithMockCodes(page: Page, lang: string, sceneKey: string) {
  const t = textsFor(lang);
  const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
  await expect(verification.getByText(t(sceneKey))).toBeVisible();
  await requestAndType(verification, lang, 'sms', MOCK_VERIFY_CODES.smsCode);
  await requestAndType(verification, lang, 'email', MOCK_VERIFY_CODES.emailCode);
  await verification.getByRole('textbox', { name: t('security:field.google') }).fill(MOCK_VERIFY_CODES.googleCode);
  await verification.getByRole('button', { name: t('common:action.confirm') }).click();
  await expect(verification).toBeHidden();
}
