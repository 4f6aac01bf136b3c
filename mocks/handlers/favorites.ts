import { http } from 'msw';
import type { AckResponse, Favorite, FavoritesResponse } from '@/api/generated/models';
import { invalidField } from '../state/business-codes';
import { jsonBody, ok, protectedRoute, type AuthedContext } from './respond';

// Adding or removing twice succeeds; DELETE carries the symbol in a JSON body, as the existing back end expects.

async function symbolOf({ request }: AuthedContext): Promise<string> {
  const { symbol } = await jsonBody<Partial<Favorite>>(request);
  if (typeof symbol !== 'string' || !/^[A-Z0-9]+_[A-Z0-9]+$/.test(symbol))
    throw invalidField('symbol must look like BTC_USDT.');
  return symbol;
}

export const favoritesHandlers = [
  http.get(
    '*/api/e/v1/favorite',
    protectedRoute(({ user }) => ok<FavoritesResponse>(user.favorites.map((symbol) => ({ symbol })))),
  ),
  http.post(
    '*/api/e/v1/favorite',
    protectedRoute(async (ctx) => {
      const symbol = await symbolOf(ctx);
      if (!ctx.user.favorites.includes(symbol)) ctx.user.favorites.push(symbol);
      return ok<AckResponse>({ success: true });
    }),
  ),
  http.delete(
    '*/api/e/v1/favorite',
    protectedRoute(async (ctx) => {
      const symbol = await symbolOf(ctx);
      ctx.user.favorites = ctx.user.favorites.filter((s) => s !== symbol);
      return ok<AckResponse>({ success: true });
    }),
  ),
];
