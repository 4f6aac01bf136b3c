import { renderToStaticMarkup } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import type { Advertisement } from '@/api/generated/models';
import { AppProviders } from '@/app/app-providers';
import { AdRow } from '@/features/ads/components/ad-row';
import { EarlyRowsTemplate } from '@/features/ads/components/early-rows-template';
import { prepareEarlyRows } from '@/features/ads/early-rows/paint-early-rows';
import type { Language } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { loadTexts, renderWithProviders, testQueryClient } from '../../support/render-with-providers';

// The rows a prerendered list paints before the app has run say what the list's own rows say, in every part a
// trader reads or a screen reader names: the painter fills the build's sample rows with the row's own words
// (src/features/ads/ad-row-text.ts) and the sentences i18next wrote at build time.

const noop = () => undefined;

function ad(
  overrides: Omit<Partial<Advertisement>, 'advertiser'> & { advertiser?: Partial<Advertisement['advertiser']> },
): Advertisement {
  const { advertiser, ...rest } = overrides;
  return {
    adNo: 'AD1',
    side: 'BUY',
    asset: 'USDT',
    fiat: 'EUR',
    price: '0.9234',
    quantity: '5000',
    remaining: '1234.5',
    minLimit: '50',
    maxLimit: '12000',
    payWindowMinutes: 15,
    remark: '',
    payMethods: [{ code: 'SEPA_INSTANT', name: 'SEPA Instant' }],
    feeRate: '0.001',
    ...rest,
    advertiser: {
      userId: 'u1',
      nickname: 'Ana Silva',
      online: true,
      totalTrades: 1,
      completionRate: '0.9876',
      avgReleaseMinutes: '3',
      kycVerified: true,
      emailVerified: true,
      phoneVerified: true,
      ...advertiser,
    },
  };
}

/** One of each kind of row: plural forms, one initial or two, offline, '+N' methods, another user's hostile text. */
const ADS: Advertisement[] = [
  ad({
    payMethods: [
      { code: 'BANK_TRANSFER', name: 'Bank Transfer' },
      { code: 'WISE', name: 'Wise' },
      { code: 'REVOLUT', name: 'Revolut' },
      { code: 'PAYPAL', name: 'PayPal' },
    ],
  }),
  ad({ adNo: 'AD2', payWindowMinutes: 1, advertiser: { nickname: 'zed', online: false, totalTrades: 21 } }),
  ad({
    adNo: 'AD3',
    payWindowMinutes: 22,
    price: '1234567.891',
    payMethods: [
      { code: 'WISE', name: 'Wise' },
      { code: 'PAYPAL', name: 'PayPal' },
    ],
    advertiser: { nickname: 'Évora\u202eabc', totalTrades: 12345, completionRate: '1' },
  }),
  ad({ adNo: 'AD4', payWindowMinutes: 1440, advertiser: { nickname: '<img src=x onerror=alert(1)>', totalTrades: 0 } }),
  ad({ adNo: 'AD5', payWindowMinutes: 5, advertiser: { nickname: '小明', totalTrades: 104 } }),
];

function pageWithTemplate(i18n: I18n, lang: Language): void {
  const template = renderToStaticMarkup(
    <AppProviders queryClient={testQueryClient()} i18n={i18n}>
      <EarlyRowsTemplate side="buy" lang={lang} />
    </AppProviders>,
  );
  document.body.innerHTML = `<main><div id="p2p-early-rows"></div><div role="status">…</div></main>${template}`;
}

/** Every part of a row a trader reads or a screen reader names. */
function partsOf(row: Element) {
  const attribute = (selector: string, name: string) =>
    [...row.querySelectorAll(selector)].map((element) => element.getAttribute(name));
  const style = (selector: string, property: string) =>
    [...row.querySelectorAll<HTMLElement>(selector)].map((element) => element.style.getPropertyValue(property));
  return {
    text: row.textContent,
    name: row.getAttribute('aria-label'),
    profile: attribute('.AdRow-nickname a', 'href'),
    online: attribute('[data-online]', 'data-online'),
    avatarColours: [...style('.MuiAvatar-root', '--avatar-bg'), ...style('.MuiAvatar-root', '--avatar-fg')],
    methodTitles: attribute('.AdRow-methods [title]', 'title'),
    methodColours: style('.AdRow-methods [title]', '--method-colour'),
    buttonName: attribute('.AdRow-trade', 'aria-label'),
    images: row.querySelectorAll('img').length,
  };
}

describe.each<Language>(['en', 'de', 'ru', 'ja'])('the early rows in %s', (lang) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await loadTexts(lang);
  });

  it('paint each ad as the list draws it', () => {
    pageWithTemplate(i18n, lang);
    const paint = prepareEarlyRows(document, { lang, side: 'buy', signedIn: false });
    expect(paint).not.toBeNull();
    expect(paint!(ADS)).toBe(true);
    const painted = [...document.querySelectorAll('#p2p-early-rows article')].map(partsOf);
    expect(painted).toHaveLength(ADS.length);
    const own = ADS.map((each) => {
      const { container, unmount } = renderWithProviders(<AdRow ad={each} lang={lang} onTrade={noop} />, {
        i18n,
        url: `/${lang}`,
      });
      const parts = partsOf(container.querySelector('article')!);
      unmount();
      return parts;
    });
    expect(painted).toEqual(own);
    // Another user's text stays text.
    expect(document.querySelector('#p2p-early-rows img')).toBeNull();
  });
});

describe('the early rows', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await loadTexts('en');
  });

  it('are painted once, and not over rows already there', () => {
    pageWithTemplate(i18n, 'en');
    const paint = prepareEarlyRows(document, { lang: 'en', side: 'buy', signedIn: false })!;
    expect(paint(ADS)).toBe(true);
    expect(paint(ADS)).toBe(false);
    expect(document.querySelectorAll('#p2p-early-rows article')).toHaveLength(ADS.length);
  });

  it('paint nothing when the list has gone (the app drew its own rows) or the answer has no ads', () => {
    pageWithTemplate(i18n, 'en');
    const paint = prepareEarlyRows(document, { lang: 'en', side: 'buy', signedIn: false })!;
    expect(paint([])).toBe(false);
    document.getElementById('p2p-early-rows')!.remove();
    expect(paint(ADS)).toBe(false);
  });

  it('paint nothing that the samples cannot show exactly: an ad of the other side', () => {
    pageWithTemplate(i18n, 'en');
    const paint = prepareEarlyRows(document, { lang: 'en', side: 'buy', signedIn: false })!;
    expect(paint([...ADS, ad({ adNo: 'AD9', side: 'SELL' })])).toBe(false);
    expect(document.getElementById('p2p-early-rows')!.childElementCount).toBe(0);
  });

  it('are not prepared on a page without the template', () => {
    document.body.innerHTML = '<div id="p2p-early-rows"></div>';
    expect(prepareEarlyRows(document, { lang: 'en', side: 'buy', signedIn: false })).toBeNull();
  });

  it.each([
    [false, paths.login(paths.adDetail('en', 'buy', 'AD2', { trade: true }))],
    [true, paths.adDetail('en', 'buy', 'AD2', { trade: true })],
  ])('lead a Buy click to the trade (signed in: %s) before the app has run', (signedIn, target) => {
    pageWithTemplate(i18n, 'en');
    const assign = jest.fn();
    // The page's own location, as far as the painter uses it.
    const page = new Proxy(document, {
      get: (doc, key) => {
        if (key === 'location') return { assign };
        const value: unknown = Reflect.get(doc, key, doc);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(doc) : value;
      },
    }) as Document;
    prepareEarlyRows(page, { lang: 'en', side: 'buy', signedIn })!(ADS);
    document.querySelectorAll<HTMLButtonElement>('#p2p-early-rows .AdRow-trade')[1]!.click();
    expect(assign).toHaveBeenCalledWith(target);
  });
});
