import { expect, test } from '@playwright/test';
import { textsFor } from './support/locale-text';

// A new user meets the gates at the moment of trading: the first unmet step, with its way forward.
const t = textsFor('en');

test('a new user is stopped at the first unmet step, with GO to Account Security, and no trade dialog opens', async ({
  page,
}) => {
  await page.goto('/en/p2p/buy?mockUser=new-user&mockReset=1');
  // The row's button asks the gate at once (it would open the form).
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t.pattern('ads:list.buyAsset', { asset: 'USDT' }) })
    .click();

  const gate = page.getByRole('dialog', { name: t('common:gate.title') });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(t('common:gate.phone'));
  await expect(gate).toContainText(t('gates:step.kyc'));
  await expect(gate).toContainText(t('gates:leaveHint'));
  const go = gate
    .getByRole('link', { name: t('common:action.go') })
    .or(gate.getByRole('button', { name: t('common:action.go') }));
  await expect(go.first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) })).toHaveCount(0);
});
