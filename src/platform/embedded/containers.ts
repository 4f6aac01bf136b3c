import type { EmbeddedAppName } from './contract';

/** Each app has its own container at the root of the document, outside the page's #root. */
export const CONTAINER_IDS: Readonly<Record<EmbeddedAppName, string>> = {
  header: 'p2p-embedded-header',
  footer: 'p2p-embedded-footer',
  transfer: 'p2p-embedded-transfer',
};

export interface RootContainer {
  element: HTMLElement;
  /** A container that was in the page before the host came is replaced by an empty copy, ready for the next mount. */
  release(): void;
}

/** The transfer widget follows the header in the document, so keyboard focus reaches it before the footer. */
export function claimRootContainer(doc: Document, name: EmbeddedAppName, pageRoot: Element | null): RootContainer {
  const id = CONTAINER_IDS[name];
  const existing = doc.getElementById(id);
  // Never emptied in place: an app may still be taking its content out after the host's clean-up (ours unmount
  // their React root in a microtask), and React's removeChild would throw. The app finishes on the detached element.
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
  // The header container must be the body child: that is what sticks to the top, styled by id in shell.css.
  return { element, release: () => element.remove() };
}
