import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import type { ChatMessage } from '@/api/generated/models';
import { ChatJumpButton } from '@/features/orders/chat/chat-jump-button';
import { CHAT_SECTION_ID } from '@/features/orders/chat/chat-panel';
import { useChatUnread } from '@/features/orders/chat/use-chat-unread';
import { renderWithProviders } from '../../support/render-with-providers';

// Below 1200 px the chat is below the order; its button beside the heading counts the
// messages that came while the chat was out of view, and the count clears once the chat is seen.

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
let observed: Callback | undefined;

beforeEach(() => {
  observed = undefined;
  window.IntersectionObserver = class {
    constructor(callback: Callback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const message = (id: string): ChatMessage =>
  ({
    id,
    sender: 'COUNTERPARTY',
    senderNickname: 'CryptoMaria',
    type: 'TEXT',
    content: 'paid?',
    createdAt: '2026-11-25T12:00:00Z',
  }) as ChatMessage;

// The page's incoming-messages callback, kept for the test to call as the chat's polling would.
const incoming: { receive: (messages: readonly ChatMessage[]) => void } = { receive: () => undefined };
const receive = (messages: readonly ChatMessage[]) => incoming.receive(messages);

function Page() {
  const unread = useChatUnread(true);
  useEffect(() => {
    incoming.receive = unread.onIncoming;
  });
  return (
    <>
      <ChatJumpButton unread={unread.unread} />
      <section id={CHAT_SECTION_ID}>
        <textarea aria-label="Message" />
      </section>
    </>
  );
}

it('counts messages that arrive while the chat is out of view, says the count in the button, and clears when seen', () => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();

  act(() => observed?.([{ isIntersecting: false }]));
  act(() => receive([message('1'), message('2')]));
  expect(screen.getByRole('button', { name: 'Chat 2 unread messages' })).toBeInTheDocument();
  act(() => receive([message('3')]));
  expect(screen.getByRole('button', { name: 'Chat 3 unread messages' })).toBeInTheDocument();

  act(() => observed?.([{ isIntersecting: true }]));
  expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  // While the chat is in view, new messages are read as they come.
  act(() => receive([message('4')]));
  expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
});

it('the button brings the chat into view and puts the caret in the message field', () => {
  renderWithProviders(<Page />);
  const scrolled = jest.fn();
  document.getElementById(CHAT_SECTION_ID)!.scrollIntoView = scrolled;
  act(() => screen.getByRole('button', { name: 'Chat' }).click());
  expect(scrolled).toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
});
