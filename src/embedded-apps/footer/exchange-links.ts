import type { MouseEvent } from 'react';
import { pageAskApp } from '@/platform/native-bridge/page-ask-app';
import type { Language } from '@/shared/i18n/languages';
import { communityUrl, spotTradeUrl } from '@/shared/routing/exchange-pages';

const CODE = /^[A-Z0-9]{2,10}$/;

/** Only the advertisement list keeps its pair in the URL (`?asset=USDT&fiat=USD`); other pages have none. */
function pairSymbol(route: string): string | undefined {
  const query = route.split('#')[0]?.split('?')[1] ?? '';
  const params = new URLSearchParams(query);
  const asset = (params.get('asset') ?? '').toUpperCase();
  const fiat = (params.get('fiat') ?? '').toUpperCase();
  return CODE.test(asset) && CODE.test(fiat) ? `${asset}_${fiat}` : undefined;
}

export interface ExchangeLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Inside the mobile app a plain click asks the app first, and the page loads as on the web when it refuses or cannot
 * answer; a modified click (new tab, download) is left to the browser.
 */
function exchangeLink(href: string, ask: () => Promise<{ status: string }> | null): ExchangeLinkProps {
  return {
    href,
    onClick: (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const asked = ask();
      if (!asked) return;
      event.preventDefault();
      void asked.then((outcome) => {
        if (outcome.status !== 'done') location.assign(href);
      });
    },
  };
}

export function communityLink(lang: Language): ExchangeLinkProps {
  const href = communityUrl(lang);
  return exchangeLink(href, () => pageAskApp()?.('goToCommunity', { url: new URL(href, location.href).href }) ?? null);
}

export function spotTradeLink(lang: Language, route: string): ExchangeLinkProps {
  const symbol = pairSymbol(route);
  const href = spotTradeUrl(lang, symbol);
  return exchangeLink(href, () => pageAskApp()?.('openTrade', symbol ? { symbol } : {}) ?? null);
}
