import { CHAT_ATTACH_ID } from './chat-composer';

/**
 * "Attach payment proof" in the buyer's step: brings the chat into view and opens its file chooser. Called from a
 * click, so the browser lets the file dialog open (it needs a user activation).
 */
export function openChatAttachment(): void {
  const container = document.getElementById(CHAT_ATTACH_ID);
  if (!container) return;
  container.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  container.querySelector<HTMLButtonElement>('button')?.click();
}
