import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '@/api/generated/models';
import { CHAT_SECTION_ID } from './chat-panel';

/** Counts messages that arrive while the chat is out of view (below the order on a phone) for the chat button. */
export function useChatUnread(chatMounted: boolean) {
  const [unread, setUnread] = useState(0);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const section = chatMounted ? document.getElementById(CHAT_SECTION_ID) : null;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    // A third of the chat on screen counts as seen: its newest messages are at its visible end.
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setInView(visible);
        if (visible) setUnread(0);
      },
      { threshold: 0.33 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [chatMounted]);

  const onIncoming = useCallback(
    (messages: readonly ChatMessage[]) => {
      if (!inView) setUnread((n) => n + messages.length);
    },
    [inView],
  );

  return { unread, onIncoming };
}
