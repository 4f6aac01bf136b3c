import { screen } from '@testing-library/react';
import { LANGUAGES, payMethodNameKey, usePayMethodName, type PayMethodLike } from '@/shared/i18n';
import { XSS_PAYLOADS } from '../../../mocks/fixtures/xss-payloads';
import { loadTexts, renderWithProviders } from '../../support/render-with-providers';

// Payment-method names come from locales/ where they are words of a language, else the server's
// name is shown as it came, as text.

function MethodNames({ methods }: { methods: readonly PayMethodLike[] }) {
  const methodName = usePayMethodName();
  return (
    <ul>
      {methods.map((m, i) => (
        <li key={i}>{methodName(m)}</li>
      ))}
    </ul>
  );
}

const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('payMethodNameKey', () => {
  it.each<[PayMethodLike, string | null]>([
    [{ code: 'BANK_TRANSFER', name: 'Bank Transfer' }, 'payMethod.BANK_TRANSFER'],
    [{ code: 'SEPA_INSTANT', name: 'SEPA Instant' }, 'payMethod.SEPA_INSTANT'],
    // An order carries only the name.
    [{ name: 'Bank Transfer' }, 'payMethod.BANK_TRANSFER'],
    [{ name: ' sepa instant ' }, 'payMethod.SEPA_INSTANT'],
    // Brand names and unknown codes: the server's name.
    [{ code: 'WISE', name: 'Wise' }, null],
    [{ code: 'ALIPAY', name: 'Alipay' }, null],
    // A name that does not spell its code is the server's own (renamed, regional, already translated, hostile).
    [{ code: 'BANK_TRANSFER', name: 'Banküberweisung' }, null],
    [{ code: 'BANK_TRANSFER', name: '<img src=x onerror=window.__xss(1)>' }, null],
    [{ name: 'constructor' }, null],
    [{ code: 'toString', name: 'toString' }, null],
  ])('%j -> %j', (method, key) => {
    expect(payMethodNameKey(method)).toBe(key);
  });
});

describe('usePayMethodName', () => {
  it('translates a known code in de and ru, and keeps an unknown code as the server names it', async () => {
    const methods = [
      { code: 'BANK_TRANSFER', name: 'Bank Transfer' },
      { name: 'SEPA Instant' },
      { code: 'PAYPAL', name: 'PayPal' },
      { code: 'NEW_METHOD', name: 'Brand-new Pay' },
    ];
    const de = renderWithProviders(<MethodNames methods={methods} />, { url: '/de', i18n: await loadTexts('de') });
    expect(texts()).toEqual(['Banküberweisung', 'SEPA-Echtzeitüberweisung', 'PayPal', 'Brand-new Pay']);
    de.unmount();
    renderWithProviders(<MethodNames methods={methods} />, { url: '/ru', i18n: await loadTexts('ru') });
    expect(texts()).toEqual(['Банковский перевод', 'Мгновенный перевод SEPA', 'PayPal', 'Brand-new Pay']);
  });

  it('has a name of its own for each translated method in every language', async () => {
    const english = await loadTexts('en');
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const i18n = await loadTexts(lng);
      for (const key of ['payMethod.BANK_TRANSFER', 'payMethod.SEPA_INSTANT'] as const) {
        const text = i18n.t(key, { ns: 'common' });
        expect(`${lng}: ${text}`).not.toBe(`${lng}: ${english.t(key, { ns: 'common' })}`);
      }
    }
  });

  it('shows every XSS payload of a method name as literal text, never as markup or an i18next expression', async () => {
    (window as unknown as { __xss: jest.Mock }).__xss = jest.fn();
    const methods = XSS_PAYLOADS.map((name) => ({ code: 'BANK_TRANSFER', name }));
    const { container } = renderWithProviders(
      <MethodNames methods={[...methods, ...XSS_PAYLOADS.map((name) => ({ name }))]} />,
    );
    expect(texts()).toEqual([...XSS_PAYLOADS, ...XSS_PAYLOADS]);
    expect(container.querySelector('img, script, svg, iframe, a, [data-xss]')).toBeNull();
    expect((window as unknown as { __xss: jest.Mock }).__xss).not.toHaveBeenCalled();
  });
});
