import type { CurrencyOption } from '../components/currency-select/currency-select-props';

/** The trader the samples show when one name is wanted (an avatar, an advertiser). */
export const sampleTraderName = 'satoshi nakamoto';

/** Sample data for the showcases: names in several scripts, and currency lists without network logos. */
export const sampleNames = [
  sampleTraderName,
  'alice',
  'Crypto_King',
  'Mary Jane Watson',
  'émile zola',
  'иван петров',
  'Ahmet Yılmaz',
  '张伟',
  '山田 太郎',
  '김민준',
  'Nguyễn Văn An',
  'สมชาย ใจดี',
  'राहुल शर्मा',
  '🐳 Whale',
  '🚀🌕',
  '',
];

/** One letter per colour pair: 'A'..'J' have character codes 65..74, so each lands on a different pair. */
export const pairLetters = 'FGHIJABCDE'.split('');

export const sampleAssets: CurrencyOption[] = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'ETH', name: 'Ethereum' },
  { code: 'USDT', name: 'Tether' },
  { code: 'USDC', name: 'USD Coin', logoUrl: 'data:,not-an-image' },
];

export const sampleFiats: CurrencyOption[] = [
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'JPY', name: 'Japanese Yen' },
  { code: 'VND', name: 'Vietnamese Dong' },
];

export const samplePaymentMethods = ['Bank Transfer', 'Wise', 'SEPA', 'Revolut', 'PayPal'];

// Shared by the style page's component gallery and the design system's stories (issue 21 point 5).

/** An available balance with more decimals than USDT allows: Max fills it rounded down. */
export const sampleMaxAmount = '1234.5678';

/** An order ID, as the copy button copies it on the order page. */
export const sampleOrderId = '20260101-000123';

/** Spec §9's pay window: the order page's pay-by countdown starts at 15 minutes. */
export const samplePayWindowMinutes = 15;

/** Spec §5: payment images are PNG, JPG or JPEG, under 3MB. */
export const samplePaymentImageRules = { accept: ['image/png', 'image/jpeg'], maxBytes: 3 * 1024 * 1024 } as const;

/** A list of 95 records at 10 a page: ten pages. */
export const samplePagination = { total: 95, pageSize: 10 } as const;
