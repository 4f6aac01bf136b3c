import type { Advertisement } from '@/api/generated/models';
import type { Side } from '@/shared/routing/paths';

// The ads of the early rows' template (../components/early-rows-template.tsx). They differ where a row's markup does:
// online or not, one initial or two (each avatar's type size), a third payment method ('+1'). The painter also
// formats one before the answer comes, since Intl's objects are slow to make the first time.

export function sampleAd(side: Side, variant: 'a' | 'b'): Advertisement {
  const a = variant === 'a';
  return {
    adNo: `SAMPLE${variant}`,
    side: side === 'buy' ? 'BUY' : 'SELL',
    // 'X.Y' has two initials, a coin code one: the currency logo's two type sizes.
    asset: a ? 'USDT' : 'X.Y',
    fiat: 'USD',
    price: '1.00',
    quantity: '1',
    remaining: '1',
    minLimit: '1',
    maxLimit: '2',
    payWindowMinutes: 15,
    remark: '',
    payMethods: a
      ? [
          { code: 'SAMPLE_A', name: 'A' },
          { code: 'SAMPLE_B', name: 'B' },
          { code: 'SAMPLE_C', name: 'C' },
        ]
      : [{ code: 'SAMPLE_A', name: 'A' }],
    feeRate: '0',
    advertiser: {
      userId: 'sample',
      nickname: a ? 'Ada Lovelace' : 'Zed',
      online: a,
      totalTrades: 1,
      completionRate: '1',
      avgReleaseMinutes: '1',
      kycVerified: false,
      emailVerified: false,
      phoneVerified: false,
    },
  };
}
