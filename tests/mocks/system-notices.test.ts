import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordNotice, type SystemNoticeKey } from '@mocks/fixtures/system-notices';
import { LANGUAGES } from '@/shared/i18n/languages';
import { rawCall, startMocks } from './mock-harness';

// The platform's notices in an order's chat are in the reader's language, with the reader's numbers, as a backend
// writes them (the `language` request header): a German order page showed "Please pay 200.00 USD … I've Paid".

startMocks({ counterpartyDelayMs: 60_000 });

const KEYS: SystemNoticeKey[] = [
  'created',
  'createdForBuyer',
  'createdForSeller',
  'canceledByTimeout',
  'canceledByBuyer',
  'paidWaitForSeller',
  'paidCheckAndRelease',
  'receiptConfirmed',
  'completed',
  'appealOpened',
  'releaseFailed',
];

const paidButton = (lang: string) =>
  (
    JSON.parse(readFileSync(join(__dirname, `../../locales/${lang}/orders.json`), 'utf8')) as {
      action: { paid: string };
    }
  ).action.paid;

const values = { amount: '1234567.50', fiat: 'EUR', asset: 'USDT', minutes: 15 };

test('every notice is worded in each of the 17 languages, every value in its place', () => {
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const english = KEYS.map((key) => wordNotice({ key, values }, 'en'));
    KEYS.forEach((key, i) => {
      const text = wordNotice({ key, values }, lang);
      if (/[{}]/.test(text)) problems.push(`${lang} ${key}: a placeholder is left: ${text}`);
      if (lang !== 'en' && text === english[i]) problems.push(`${lang} ${key}: still English`);
    });
    // The button the buyer is told to click is named as the page names it.
    const created = wordNotice({ key: 'createdForBuyer', values }, lang);
    if (!created.includes(paidButton(lang))) problems.push(`${lang}: not the page's "${paidButton(lang)}": ${created}`);
    if (!created.includes('15')) problems.push(`${lang}: the minutes are missing: ${created}`);
  }
  expect(problems).toEqual([]);
});

test.each([
  ['en', '1,234,567.50 EUR'],
  ['de', '1.234.567,50 EUR'],
  ['ru', '1 234 567,50 EUR'],
  ['hi', '12,34,567.50 EUR'],
  ['pt', '1.234.567,50 EUR'],
])('in %s the amount is written %s, digit for digit', (lang, expected) => {
  expect(wordNotice({ key: 'createdForBuyer', values }, lang).replace(/\u202f|\u00a0/g, ' ')).toContain(expected);
});

test('a reader without a language the mocks know gets English', () => {
  expect(wordNotice({ key: 'completed', values }, undefined)).toBe(
    'The order is completed: 1,234,567.50 USDT released.',
  );
  expect(wordNotice({ key: 'completed', values }, 'xx')).toBe('The order is completed: 1,234,567.50 USDT released.');
});

test('the chat of a new order says its first notice in the language of each request', async () => {
  const ads = await rawCall('POST', '/api/ctc/query-adv-list', {
    as: 'trader',
    json: { side: 'BUY', asset: 'USDT', fiat: 'EUR', size: 1 },
  });
  const ad = (
    ads.body as { data: { list: Array<{ adNo: string; minLimit: string; payMethods: Array<{ code: string }> }> } }
  ).data.list[0]!;
  const created = await rawCall('POST', '/api/ctc/create-order', {
    as: 'trader',
    json: {
      adNo: ad.adNo,
      side: 'BUY',
      fiatAmount: ad.minLimit,
      payMethodCode: ad.payMethods[0]!.code,
      clientOrderId: 'notice-language-1',
    },
  });
  const { orderId } = (created.body as { data: { orderId: string } }).data;
  const firstNotice = async (language?: string) => {
    const chat = await rawCall('GET', '/api/ctc/query-chat-msg', {
      query: { orderId },
      as: 'trader',
      headers: language ? { language } : {},
    });
    return (chat.body as { data: { list: Array<{ sender: string; content: string }> } }).data.list.find(
      (m) => m.sender === 'SYSTEM',
    )!.content;
  };
  expect(await firstNotice('de')).toContain(paidButton('de'));
  expect(await firstNotice('ja')).toContain(paidButton('ja'));
  expect(await firstNotice()).toContain("I've Paid");
});
