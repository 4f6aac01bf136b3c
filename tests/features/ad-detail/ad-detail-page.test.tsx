import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Advertisement } from '@/api/generated/models';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes } from './ad-detail-routes';
import { resetSessionDoubles } from './session-doubles';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// The ad detail page: the advertiser info panel and the advertisement.

startMocks();
beforeEach(() => {
  signInClient('trader');
  resetSessionDoubles();
});

const AD: Advertisement = {
  adNo: 'ADTEST0001',
  side: 'BUY',
  asset: 'USDT',
  fiat: 'USD',
  price: '1.02',
  quantity: '12000.00',
  remaining: '9876.54',
  minLimit: '100.00',
  maxLimit: '5000.00',
  payWindowMinutes: 15,
  remark: 'Line one\nLine two <b>not bold</b> <img src=x onerror=alert(1)>',
  payMethods: [
    { code: 'BANK_TRANSFER', name: 'Bank Transfer' },
    { code: 'WISE', name: 'Wise' },
  ],
  feeRate: '0.001',
  advertiser: {
    userId: 'u1',
    nickname: '<i>CryptoKing</i>',
    online: true,
    totalTrades: 12345,
    completionRate: '0.98765',
    avgReleaseMinutes: '2.6',
    kycVerified: true,
    emailVerified: true,
    phoneVerified: false,
  },
};

const serveAd = (ad: Advertisement) =>
  server.use(
    http.get('*/api/ctc/query-advertise-detail', () => HttpResponse.json({ code: 0, message: 'ok', data: ad })),
  );

it('shows the advertiser panel: trades, completion rate with 2 decimals, release minutes, badges, online', async () => {
  serveAd(AD);
  renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD.adNo}` });
  const panel = within(await screen.findByRole('region', { name: '<i>CryptoKing</i>' }));
  expect(panel.getByText('12,345')).toBeInTheDocument();
  expect(panel.getByText('98.77%')).toBeInTheDocument();
  expect(panel.getByText('3 minutes')).toBeInTheDocument();
  expect(panel.getByText('Online')).toBeInTheDocument();
  expect(panel.getByText('KYC verified')).toBeInTheDocument();
  expect(panel.getByText('Email verified')).toBeInTheDocument();
  expect(panel.getByText('Phone not verified')).toBeInTheDocument();
});

it('shows the advertisement: price, available of quantity, limits, methods and payment window', async () => {
  serveAd(AD);
  renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD.adNo}` });
  const terms = within(await screen.findByRole('region', { name: 'Advertisement' }));
  expect(terms.getByText('1.02 USD')).toBeInTheDocument();
  expect(terms.getByText('9,876.54 of 12,000.00 USDT')).toBeInTheDocument();
  expect(terms.getByText('100.00 – 5,000.00 USD')).toBeInTheDocument();
  expect(terms.getByText('Bank Transfer')).toBeInTheDocument();
  expect(terms.getByText('Wise')).toBeInTheDocument();
  expect(terms.getByText('15 minutes')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buy USDT from <i>CryptoKing</i>');
});

it("renders the advertiser's message and names as text, keeping line breaks", async () => {
  serveAd(AD);
  const { container } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD.adNo}` });
  const remark = await screen.findByTestId('advertiser-remark');
  expect(remark.textContent).toBe(AD.remark);
  expect(remark).toHaveStyle({ whiteSpace: 'pre-wrap' });
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(container.querySelector('b, i')).toBeNull();
});

it('a failed load shows an error with a retry in place of the ad, not a blank page', async () => {
  server.use(
    http.get(
      '*/api/ctc/query-advertise-detail',
      () => HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 }),
      { once: true },
    ),
  );
  const { user } = renderWithProviders(adDetailRoutes, { url: '/en/p2p/buy/detail/AD20250415000003' });
  expect(await screen.findByText('The advertisement could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('boom')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/p2p/buy');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: /^Buy USDT$/ })).toBeInTheDocument();
});

it('an ad that is gone (30009) says so and offers the way back', async () => {
  renderWithProviders(adDetailRoutes, { url: '/en/p2p/sell/detail/ADDOESNOTEXIST' });
  expect(await screen.findByText('This advertisement is no longer available')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/p2p/sell');
});

it('a sold-out ad cannot be traded', async () => {
  serveAd({ ...AD, remaining: '0.00' });
  renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD.adNo}` });
  expect(await screen.findByRole('button', { name: 'Sold out' })).toBeDisabled();
});
