// The English texts fixed word for word and the key conventions of the locale files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../../support/fs-locale-loader';

type Json = { [key: string]: string | Json };

function en(ns: string): Json {
  return JSON.parse(readFileSync(join(LOCALES_DIR, 'en', `${ns}.json`), 'utf8')) as Json;
}

function get(messages: Json, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], messages);
}

describe('fixed texts in English', () => {
  it.each([
    ['errors', 'requestFailed', 'The request failed. Please try again.'],
    ['errors', 'sendMessageFailed', 'Failed to send the message.'],
    ['errors', 'uploadFormat', 'Failed to upload. Only PNG, JPG, and JPEG image formats are supported.'],
    ['errors', 'uploadSize', 'Failed to upload. Only images smaller than 3MB are supported.'],
    ['errors', 'attachmentSize', 'Please select a file smaller than 10MB.'],
    ['errors', 'regionUnavailable', 'This product is not available in your region.'],
    ['errors', 'newVersion', 'The latest version is available, please refresh the page.'],
    ['errors', 'network', 'Network Error'],
    ['errors', 'notFound', 'Page Not Found'],
    ['errors', 'notFoundPath', 'Page Not Found: {{path}}'],
    ['errors', 'internal', 'Internal Server Error'],
    ['errors', 'accountGroupMissing', 'The account group is undefined or missing.'],
    ['errors', 'startupStep', '{{step}}: {{message}}'],
    ['validation', 'required', 'The field cannot be left blank.'],
    ['validation', 'codeFormat', 'Invalid code format. Please try again.'],
    ['validation', 'cryptoAmountLimit', "Please adjust the crypto amount to meet the advertiser's requirements."],
    ['common', 'orderPrompt.havePaidTitle', 'Have You Paid?'],
    ['common', 'orderPrompt.paid', 'Paid'],
    ['common', 'orderPrompt.notPaidYet', 'Not Paid Yet'],
    ['common', 'orderPrompt.haveReceivedTitle', 'Have You Received?'],
    ['common', 'orderPrompt.received', 'Received'],
    ['common', 'orderPrompt.notReceivedYet', 'Not Received Yet'],
    ['common', 'action.go', 'GO'],
    ['common', 'time.minute_one', '{{count}} minute'],
    ['common', 'time.minute_other', '{{count}} minutes'],
  ])('%s:%s', (ns, key, text) => {
    expect(get(en(ns), key)).toBe(text);
  });

  it('zh-cn says 网络错误 for Network Error', () => {
    const zh = JSON.parse(readFileSync(join(LOCALES_DIR, 'zh-cn', 'errors.json'), 'utf8')) as Json;
    expect(zh.network).toBe('网络错误');
  });
});

describe('key conventions', () => {
  const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

  function keys(node: Json, prefix = ''): string[] {
    return Object.entries(node).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
    );
  }

  it.each(namespaces)('%s keys are camelCase identifiers, not sentences', (file) => {
    for (const key of keys(JSON.parse(readFileSync(join(LOCALES_DIR, 'en', file), 'utf8')) as Json)) {
      // A segment may also be an enum value of the contract (status.PENDING_PAYMENT), looked up from API data.
      expect(key).toMatch(
        /^[a-z][A-Za-z0-9]*(\.([a-z][A-Za-z0-9]*|[A-Z][A-Z0-9_]*))*(_(zero|one|two|few|many|other))?$/,
      );
    }
  });
});
