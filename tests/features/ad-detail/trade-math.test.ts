import {
  canonical,
  cryptoFor,
  fiatFor,
  fromPay,
  fromReceive,
  smallest,
  type Pricing,
} from '@/features/ad-detail/forms/trade-math';

// 'I will pay' and 'I will receive' linked both ways at the unit price with decimal.js, rounded per asset
// decimals half-up, the fee (feeRate x crypto amount) deducted from what is received.

const usdt: Pricing = { price: '1.02', feeRate: '0.001', fiatDecimals: 2, cryptoDecimals: 2 };
const btcVnd: Pricing = { price: '2139952000', feeRate: '0.0005', fiatDecimals: 0, cryptoDecimals: 8 };

describe('fromPay: typing I will pay', () => {
  it.each<[string, Pricing, string, { gross: string; fee: string; receive: string }]>([
    [
      'rounds pay / price half-up to the crypto decimals',
      usdt,
      '100',
      { gross: '98.04', fee: '0.10', receive: '97.94' },
    ],
    [
      'keeps the numbers adding up: receive = gross - fee',
      usdt,
      '990',
      { gross: '970.59', fee: '0.97', receive: '969.62' },
    ],
    [
      'rounds a half exactly up (0.005 -> 0.01)',
      { ...usdt, price: '1', feeRate: '0.0005' },
      '10',
      { gross: '10.00', fee: '0.01', receive: '9.99' },
    ],
    [
      'works on 8-decimal coins and 0-decimal fiat',
      btcVnd,
      '10000000',
      { gross: '0.00467300', fee: '0.00000234', receive: '0.00467066' },
    ],
    ['accepts a trailing separator while typing', usdt, '51.', { gross: '50.00', fee: '0.05', receive: '49.95' }],
    [
      'has no fee when the fee rate is 0',
      { ...usdt, feeRate: '0' },
      '10.2',
      { gross: '10.00', fee: '0.00', receive: '10.00' },
    ],
  ])('%s', (_name, pricing, pay, expected) => {
    expect(fromPay(pay, pricing)).toEqual({ fiat: pay, ...expected });
  });

  it('does not use floating point: 0.1 + 0.2 style amounts stay exact', () => {
    expect(fromPay('0.3', { ...usdt, price: '0.1', feeRate: '0' }).gross).toBe('3.00');
  });

  it('gives empty amounts for an empty field, a non-number or a zero price', () => {
    expect(fromPay('', usdt)).toEqual({ fiat: '', gross: '', fee: '', receive: '' });
    expect(fromPay('abc', usdt).receive).toBe('');
    expect(fromPay('100', { ...usdt, price: '0' }).receive).toBe('');
  });
});

describe('fromReceive: typing I will receive', () => {
  it('finds the gross whose fee leaves the typed amount, then the fiat at the unit price', () => {
    // 97.94 / 0.999 = 98.038... -> 98.04; fee 0.098 -> 0.10; 98.04 x 1.02 = 100.0008 -> 100.00
    expect(fromReceive('97.94', usdt)).toEqual({ fiat: '100.00', gross: '98.04', fee: '0.10', receive: '97.94' });
  });

  it('rounds the fiat half-up to the fiat decimals (0 for VND)', () => {
    // One satoshi costs about 21 VND here, so the fiat is exact to the crypto's precision, not to the dong.
    expect(fromReceive('0.00467066', btcVnd)).toEqual({
      fiat: '9999996',
      gross: '0.00467300',
      fee: '0.00000234',
      receive: '0.00467066',
    });
    expect(fromReceive('1', { ...usdt, price: '25999.5', fiatDecimals: 0, feeRate: '0' }).fiat).toBe('26000');
  });

  it('round-trips: pay -> receive -> pay gives the same pay for ordinary amounts', () => {
    for (const pay of ['220.00', '500.00', '777.77', '990.00']) {
      expect(fromReceive(fromPay(pay, usdt).receive, usdt).fiat).toBe(pay);
    }
  });

  it('keeps the typed text and gives no pay for an empty or unusable value', () => {
    expect(fromReceive('', usdt)).toEqual({ fiat: '', gross: '', fee: '', receive: '' });
    expect(fromReceive('5', { ...usdt, feeRate: '1' }).fiat).toBe('');
  });
});

describe('sell amounts and helpers', () => {
  it('fiatFor: crypto x price rounded half-up to the fiat decimals', () => {
    expect(fiatFor('100', { ...usdt, price: '0.98' })).toBe('98.00');
    expect(fiatFor('0.123456', { ...usdt, price: '0.985' })).toBe('0.12');
    expect(fiatFor('', usdt)).toBe('');
  });

  it('cryptoFor: fiat / price unrounded', () => {
    expect(cryptoFor('9420', { ...usdt, price: '0.98' })).toBe('9612.2448979591836735');
  });

  it('canonical: the contract Decimal form', () => {
    expect(canonical('12.')).toBe('12');
    expect(canonical('0012.50')).toBe('12.5');
    expect(canonical('0.00467300')).toBe('0.004673');
  });

  it('smallest: the least of the known amounts, rounded down', () => {
    expect(smallest(['2500.00', '10603.09', '9612.2448979591836735'], 2)).toBe('2500.00');
    expect(smallest([undefined, '1902.99', '1899.999'], 2)).toBe('1899.99');
    expect(smallest([undefined], 2)).toBeUndefined();
    expect(smallest(['0', '10'], 2)).toBe('0');
  });
});
