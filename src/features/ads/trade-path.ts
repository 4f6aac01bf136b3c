import type { Language } from '@/shared/i18n/languages';
import { paths, type Side } from '@/shared/routing/paths';

/** Where a row's Buy or Sell button leads: the ad's trade form, through the login when signed out (the list is public). */
export function tradePath(lang: Language, side: Side, adNo: string, signedIn: boolean): string {
  const target = paths.adDetail(lang, side, adNo, { trade: true });
  return signedIn ? target : paths.login(target);
}
