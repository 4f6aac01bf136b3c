import type { EmbeddedAppName } from './contract';

/** Spec §1: each embedded app has its own container at the root of the document, outside the page's #root. */
export const CONTAINER_IDS: Readonly<Record<EmbeddedAppName, string>> = {
  header: 'p2p-embedded-header',
  footer: 'p2p-embedded-footer',
  transfer: 'p2p-embedded-transfer',
};

export interface RootContainer {
  element: HTMLElement;
  /**
   * Takes the container out of the page; one that was already in the page before the host came is replaced by
   * an empty copy, ready for the next mount.
   */
  release(): void;
}

/**
 * The header goes before the page's root element (so it comes first in reading and tab order) and the footer
 * after it. The transfer widget is drawn at the end of the header's row (shell.css), so it follows the header in
 * the document too: keyboard focus reaches it after the header's controls, not after the footer (issue 18). A
 * container already in the page (server-rendered shell) is reused.
 */
export function claimRootContainer(doc: Document, name: EmbeddedAppName, pageRoot: Element | null): RootContainer {
  const id = CONTAINER_IDS[name];
  const existing = doc.getElementById(id);
  // Never emptied in place: an app may still be taking its content out after the host's clean-up (ours unmount
  // their React root in a microtask, create-embedded-mount.tsx), and React's removeChild threw on every
  // navigation out of the layout (issue 19 point 7: /login). The app finishes on the detached element.
  if (existing) return { element: existing, release: () => existing.replaceWith(existing.cloneNode(false)) };

  const element = doc.createElement('div');
  element.id = id;
  element.dataset.embeddedApp = name;
  const anchor = pageRoot?.parentElement === doc.body ? pageRoot : null;
  const header = doc.getElementById(CONTAINER_IDS.header);
  if (name === 'header') doc.body.insertBefore(element, anchor ?? doc.body.firstChild);
  else if (name === 'transfer' && header?.parentElement === doc.body)
    doc.body.insertBefore(element, header.nextSibling);
  else if (name === 'footer' && anchor) doc.body.insertBefore(element, anchor.nextSibling);
  else doc.body.appendChild(element);
  // The header container is the body child, so it is the one that sticks to the top while the page scrolls:
  // shell.css styles it by id (sticky from 600 px up), whether index.html or this function created it.
  return { element, release: () => element.remove() };
}
