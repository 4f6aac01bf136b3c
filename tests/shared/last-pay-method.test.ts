import { readLastPayMethod, saveLastPayMethod } from '@/shared/last-pay-method';

describe('the last payment method ordered with', () => {
  it('is remembered per side', () => {
    expect(readLastPayMethod('buy')).toBeUndefined();
    saveLastPayMethod('buy', 'WISE');
    saveLastPayMethod('sell', '7730012');
    expect(readLastPayMethod('buy')).toBe('WISE');
    expect(readLastPayMethod('sell')).toBe('7730012');
  });

  it('ignores corrupt storage and values that are not an id', () => {
    window.localStorage.setItem('p2p.lastPayMethod', '{not json');
    expect(readLastPayMethod('buy')).toBeUndefined();
    window.localStorage.setItem('p2p.lastPayMethod', JSON.stringify({ buy: '<img src=x>' }));
    expect(readLastPayMethod('buy')).toBeUndefined();
    saveLastPayMethod('buy', 'BANK TRANSFER; DROP');
    expect(readLastPayMethod('buy')).toBeUndefined();
  });
});
