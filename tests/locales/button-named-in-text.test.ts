// A text that tells the trader to press a button names it as the button reads, in every language: the home page's
// steps said 「支払い完了」 (ja), “Saya Sudah Bayar” (ms) and «Я оплатил(а)» (ru) for the buttons 支払いました,
// Saya Telah Bayar and Я оплатил.
import { LANGUAGES } from '@/shared/i18n';
import { loadNamespace } from './locale-files';

function text(lng: string, ns: string, key: string): string {
  const value = loadNamespace(lng, ns).messages?.get(key);
  if (typeof value !== 'string') throw new Error(`no ${ns}:${key} in ${lng}`);
  return value;
}

/** [namespace, key of the text] naming the order page's I've Paid button (orders:action.paid). */
const TEXTS_NAMING_PAID = [
  ['orders', 'step.payText'], // src/features/orders/steps/pending-payment-step.tsx
  ['shell', 'home.steps.pay.body'], // the home page's three steps
] as const;

test('the texts that name the I’ve Paid button quote its label, in all 17 languages', () => {
  const problems: string[] = [];
  for (const lng of LANGUAGES) {
    const label = text(lng, 'orders', 'action.paid');
    for (const [ns, key] of TEXTS_NAMING_PAID) {
      const value = text(lng, ns, key);
      // The label between quotation marks of any script: “…”, „…“, «…», « … », ‘…’, 「…」.
      const quoted = new RegExp(`[“„«‘「]\\s?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?[”“»’」]`);
      if (!quoted.test(value)) problems.push(`${lng} ${ns}:${key} does not quote "${label}": ${value}`);
    }
  }
  expect(problems).toEqual([]);
});
