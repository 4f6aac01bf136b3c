import type { Advertisement } from '@/api/generated/models';
import { avatarInitials, pickAvatarColors } from '@ds/components/user-avatar/avatar-initials';
import type { Language } from '@/shared/i18n/languages';
import type { Side } from '@/shared/routing/paths';
import { adRowText } from '../ad-row-text';
import { tradePath } from '../trade-path';
import { formatCount, wordsFromPatterns, type EarlyRowPatterns } from './early-row-words';
import { ROW_PX, isWide } from '../list-geometry';
import { EARLY_ROWS } from './early-rows-markup';
import { sampleAd } from './sample-ads';

type EarlyRowWords = ReturnType<typeof wordsFromPatterns> & { language: string };

// The prerendered list's first rows, painted from the early script's answer before the app has run: copies of the
// build's sample rows (components/early-rows-template.tsx) with each ad's words and figures, which are the list's
// own (../ad-row-text.ts). Text goes in as text, never as HTML. What the samples cannot show exactly (an ad of the
// other side, a nickname without initials) paints nothing.

function need<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('the sample rows lack a part');
  return value;
}

function find(root: ParentNode, selector: string): HTMLElement {
  return need(root.querySelector<HTMLElement>(selector));
}

/** The parts that differ between the samples, by what decides them. */
interface Samples {
  row: HTMLElement;
  /** Avatars by their size's selector and whether the initials are one letter or more (their type size). */
  avatars: Map<string, HTMLElement>;
  online: Map<boolean, HTMLElement>;
  chip: HTMLElement;
  chipWithMore: HTMLElement;
}

const AVATAR = { advertiser: '.AdRow-avatar > *', asset: '.AdRow-term .MuiAvatar-root' } as const;

const avatarKey = (which: keyof typeof AVATAR, initials: string) => `${which}:${initials.length > 1 ? 2 : 1}`;

function samplesOf(list: Element): Samples {
  const rows = [...list.children] as HTMLElement[];
  const avatars = new Map<string, HTMLElement>();
  const online = new Map<boolean, HTMLElement>();
  for (const row of rows) {
    for (const which of Object.keys(AVATAR) as (keyof typeof AVATAR)[]) {
      const avatar = find(row, AVATAR[which]);
      avatars.set(avatarKey(which, avatar.textContent ?? ''), avatar);
    }
    const dot = find(row, '[data-online]');
    online.set(dot.dataset.online === 'true', dot);
  }
  const methods = find(need(rows[0]), '.AdRow-methods > ul');
  return {
    row: need(rows[0]),
    avatars,
    online,
    chip: need(methods.firstElementChild as HTMLElement | null),
    chipWithMore: find(methods, '.PaymentMethodChips-group'),
  };
}

function copy(element: HTMLElement): HTMLElement {
  return element.cloneNode(true) as HTMLElement;
}

function setText(element: Element, text: string): void {
  element.textContent = text;
}

function avatar(samples: Samples, which: keyof typeof AVATAR, name: string): HTMLElement {
  const initials = avatarInitials(name);
  if (!initials) throw new Error('no initials to draw');
  const element = copy(need(samples.avatars.get(avatarKey(which, initials))));
  const colors = pickAvatarColors(name);
  element.style.setProperty('--avatar-bg', colors.background);
  element.style.setProperty('--avatar-fg', colors.foreground);
  setText(element, initials);
  return element;
}

function chip(sample: HTMLElement, name: string): HTMLElement {
  const item = copy(sample);
  const pill = need(item.firstElementChild as HTMLElement | null);
  pill.title = name;
  pill.style.setProperty('--method-colour', pickAvatarColors(name).foreground);
  setText(need(pill.firstElementChild), name);
  return item;
}

/** As PaymentMethodChips draws them on one line: two names, the second with '+N' for the rest. */
function methods(samples: Samples, names: readonly string[], more: (count: number) => string, language: string) {
  const shown = names.slice(0, 2);
  const hidden = names.slice(2);
  if (shown.length === 0) throw new Error('an ad without payment methods');
  return shown.map((name, index) => {
    if (hidden.length === 0 || index < shown.length - 1) return chip(samples.chip, name);
    const item = chip(samples.chipWithMore, name);
    const pill = need(item.lastElementChild as HTMLElement | null);
    pill.title = hidden.join(', ');
    const [short, long] = pill.children;
    setText(need(short), `+${formatCount(language, hidden.length)}`);
    setText(need(long), more(hidden.length));
    return item;
  });
}

function paintRow(ad: Advertisement, lang: Language, samples: Samples, words: EarlyRowWords): HTMLElement {
  const text = adRowText(ad, lang, words);
  const seller = ad.advertiser;
  const row = copy(samples.row);
  row.dataset.adNo = ad.adNo;
  find(row, 'article').setAttribute('aria-label', seller.nickname);
  find(row, AVATAR.advertiser).replaceWith(avatar(samples, 'advertiser', seller.nickname));
  const link = find(row, '.AdRow-nickname > a');
  link.setAttribute('href', text.advertiserHref);
  setText(link, seller.nickname);
  const dot = copy(need(samples.online.get(seller.online)));
  find(row, '[data-online]').replaceWith(dot);
  const [trades, completion] = row.querySelectorAll('.AdRow-stats > span');
  setText(need(trades), `${text.trades} ·`);
  setText(need(completion), text.completion);
  setText(find(row, '.AdRow-price'), text.price);
  setText(find(row, '.AdRow-fiat'), ad.fiat);
  const [available, limits] = row.querySelectorAll('.AdRow-term');
  find(need(available), '.MuiAvatar-root').replaceWith(avatar(samples, 'asset', ad.asset));
  setText(need(need(available).lastElementChild), text.available);
  setText(need(need(limits).lastElementChild), text.limits);
  setText(find(row, '.AdRow-windowShort'), text.windowShort);
  setText(find(row, '.AdRow-windowLong'), text.windowLong);
  find(row, '.AdRow-methods > ul').replaceChildren(...methods(samples, text.methods, words.more, words.language));
  const trade = find(row, '.AdRow-trade');
  trade.setAttribute('aria-label', text.actionLabel);
  setText(trade, text.action);
  return row;
}

export interface EarlyList {
  lang: Language;
  side: Side;
  signedIn: boolean;
}

/** Paints the first ads into the list's slot, if it is still there and empty; whether it did. */
export type PaintEarlyRows = (ads: readonly Advertisement[]) => boolean;

/**
 * Everything but the rows, made while the answer is on its way: the frame, the samples, the words, and one sample
 * row painted and dropped, which makes the formatters (Intl's objects are slow to make the first time). None where
 * the page has no template.
 */
export function prepareEarlyRows(page: Document, { lang, side, signedIn }: EarlyList): PaintEarlyRows | null {
  const template = page.getElementById(EARLY_ROWS.template);
  if (!(template instanceof HTMLTemplateElement)) return null;
  try {
    const patterns = JSON.parse(template.getAttribute(EARLY_ROWS.patterns) ?? '') as EarlyRowPatterns;
    const frame = copy(find(template.content, `[${EARLY_ROWS.frame}]`));
    // The rows' rules, which the build keeps out of the page's first paint (src/prerender/render-page.tsx).
    const rules = template.content.querySelector('style');
    const list = find(frame, `[${EARLY_ROWS.list}]`);
    const samples = samplesOf(list);
    const words = { ...wordsFromPatterns(patterns), language: patterns.language };
    paintRow(sampleAd(side, 'a'), lang, samples, words);
    const adSide = side === 'buy' ? 'BUY' : 'SELL';
    // Before the app has run, a row's button leads where the list's would, by loading the page.
    frame.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('.AdRow-trade');
      const adNo = button?.closest<HTMLElement>('[data-ad-no]')?.dataset.adNo;
      if (adNo) page.location.assign(tradePath(lang, side, adNo, signedIn));
    });
    return (ads) => {
      const slot = page.getElementById(EARLY_ROWS.slot);
      if (!slot || slot.firstChild || ads.length === 0) return false;
      // The rows the screen shows below the slot and one more, as the list's first render: each row painted
      // delays the first.
      const room = (page.defaultView?.innerHeight ?? 0) - slot.getBoundingClientRect().top;
      const shown = Math.max(1, Math.ceil(room / (isWide() ? ROW_PX.wide : ROW_PX.narrow)) + 1);
      try {
        list.replaceChildren(
          ...ads.slice(0, shown).map((ad) => {
            if (ad.side !== adSide) throw new Error("an ad of the other side: the samples' buttons are this side's");
            return paintRow(ad, lang, samples, words);
          }),
        );
      } catch {
        // Whatever the samples cannot show exactly: the list's own rows come a little later.
        return false;
      }
      slot.append(...(rules ? [copy(rules)] : []), frame);
      return true;
    };
  } catch {
    return null;
  }
}
