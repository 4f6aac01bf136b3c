import type { CurrencyOption } from '../components/currency-select/currency-select-props';

export const sampleTraderName = 'satoshi nakamoto';

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

/** An available balance with more decimals than USDT allows: Max fills it rounded down. */
export const sampleMaxAmount = '1234.5678';

export const sampleOrderId = '20260101-000123';

export const samplePayWindowMinutes = 15;

export const samplePaymentImageRules = { accept: ['image/png', 'image/jpeg'], maxBytes: 3 * 1024 * 1024 } as const;

export const samplePagination = { total: 95, pageSize: 10 } as const;
