import { CRYPTO_FIXTURES } from '../fixtures/currencies';
import { dec } from './money';
import type { MarketRates } from './types';

// The crypto USD rates the mocks quote (contract PublicRate), the one source of getPublicRates and of every market
// price (mocks/state/market-price.ts), so the page's market price and a floating ad's price are the same number.
// They hold still, except under live-market, where each first-page list read walks them one step.

/** One step of the walk, as a fraction of the rate: 0.05 %. */
const STEP = dec('0.0005');
/** The walk climbs this many steps, falls as many below where it started, and comes back: never beyond ±0.5 %. */
const REACH = 10;

export function initialMarketRates(): MarketRates {
  return { usdRates: new Map(CRYPTO_FIXTURES.map((c) => [c.assetCode, c.usdPrice])), driftStep: 0 };
}

/** Steps from where the walk started after `step` moves: 0, 1 … REACH … 0 … −REACH … 0, and again. */
function walked(step: number): number {
  const phase = step % (4 * REACH);
  if (phase <= REACH) return phase;
  if (phase <= 3 * REACH) return 2 * REACH - phase;
  return phase - 4 * REACH;
}

/** The USD value of one unit of `asset` now, at most 8 decimals; undefined for an asset the mocks do not quote. */
export function cryptoUsdRate(market: MarketRates, asset: string): string | undefined {
  const rate = market.usdRates.get(asset);
  const offset = walked(market.driftStep);
  if (rate === undefined || offset === 0) return rate;
  return dec(rate).mul(STEP.mul(offset).plus(1)).toDecimalPlaces(8).toFixed();
}

/** The live market's move between two reads: every crypto rate one step further along the walk. */
export function driftRates(market: MarketRates): void {
  market.driftStep += 1;
}
