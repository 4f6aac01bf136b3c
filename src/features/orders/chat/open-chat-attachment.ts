import { CHAT_ATTACH_ID } from './chat-composer';

/** Call it from a click: the browser opens a file dialog only on a user activation. */
export function openChatAttachment(): void {
  const container = document.getElementById(CHAT_ATTACH_ID);
  if (!container) return;
  container.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  container.querySelector<HTMLButtonElement>('button')?.click();
}
