import type { AdvPage } from '@/api/generated/models';
import type { Language } from '@/shared/i18n/languages';
import type { Side } from '@/shared/routing/paths';

// The list's first page of ads as the early script asked for it, handed to the page's early rows
// (src/early/paint-list.ts): two scripts of the page that arrive in either order and share only the window.

export interface EarlyAdPage {
  lang: Language;
  side: Side;
  answer: Promise<AdvPage>;
}

type Waiting = (page: EarlyAdPage) => void;

const KEY = '__p2pEarlyAdPage';

interface Slot {
  page?: EarlyAdPage;
  waiting: Waiting[];
}

function slot(): Slot {
  const holder = globalThis as { [KEY]?: Slot };
  return (holder[KEY] ??= { waiting: [] });
}

export function holdFirstAdPage(page: EarlyAdPage): void {
  const held = slot();
  held.page = page;
  for (const waiting of held.waiting.splice(0)) waiting(page);
}

/** Called with the page once the early script has asked for it (never, where it asks for none). */
export function onFirstAdPage(callback: Waiting): void {
  const held = slot();
  if (held.page) callback(held.page);
  else held.waiting.push(callback);
}
