// WCAG 2.5.3 Label in Name: where a button's accessible name (aria-label) is longer than its visible
// text, the visible text must appear inside the name, in every language, so a voice user can say what they see.
// The browser scans (tests/e2e/a11y.spec.ts) cover two languages; this covers all 17.
import { LANGUAGES } from '@/shared/i18n';
import { loadNamespace } from './locale-files';

/** [namespace, visible text key, aria-label key], as the components pair them. */
const PAIRS = [
  ['ads', 'list.buyAction', 'list.buyAsset'], // src/features/ads/components/ad-row.tsx
  ['ads', 'list.sellAction', 'list.sellAsset'],
  ['my-orders', 'action.view', 'action.viewLabel'], // src/features/my-orders/components/order-actions.tsx
  ['my-orders', 'action.reorder', 'action.reorderLabel'],
  ['payment-methods', 'manage.use', 'manage.useLabel'], // src/features/payment-methods/payment-method-item.tsx
  ['payment-methods', 'manage.remove', 'manage.removeLabel'],
] as const;

const SAMPLE = { asset: 'USDT', name: 'Alex', orderId: '2504151200019000', account: '4478120093' };

function text(lng: string, ns: string, key: string): string {
  const value = loadNamespace(lng, ns).messages?.get(key);
  if (typeof value !== 'string') throw new Error(`no ${ns}:${key} in ${lng}`);
  return value.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: keyof typeof SAMPLE) => SAMPLE[name]).toLocaleLowerCase(lng);
}

/** Languages written without spaces between words: there the visible text may sit anywhere in the name. */
const UNSPACED = new Set(['ja', 'zh-cn', 'zh-tw', 'th']);

/**
 * The visible text inside the name as whole words (axe's label-content-name-mismatch compares words too): "Buy"
 * inside "Buyer's terms" would not let a voice user say what they see.
 */
function containsAsWords(name: string, visible: string, lng: string): boolean {
  if (UNSPACED.has(lng)) return name.includes(visible);
  const escaped = visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(name);
}

it('finds the visible text only as whole words where words are spaced', () => {
  expect(containsAsWords('buy usdt from alex', 'buy', 'en')).toBe(true);
  expect(containsAsWords("buyer's terms", 'buy', 'en')).toBe(false);
  expect(containsAsWords('アレックスからusdtを購入', '購入', 'ja')).toBe(true);
});

it('in every language, each aria-label contains its visible text (every pair that does not is listed)', () => {
  const missing = LANGUAGES.flatMap((lng) =>
    PAIRS.filter(([ns, visible, label]) => !containsAsWords(text(lng, ns, label), text(lng, ns, visible), lng)).map(
      ([ns, visible, label]) =>
        `${lng} ${ns}:${label} "${text(lng, ns, label)}" lacks ${ns}:${visible} "${text(lng, ns, visible)}"`,
    ),
  );
  expect(missing).toEqual([]);
});
