import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { getChatMessages, sendChatMessage } from '@/api/generated/endpoints/chat/chat';
import type { ChatMessage } from '@/api/generated/models';
import { ChatPanel } from '@/features/orders/chat/chat-panel';
import { chatKey } from '@/features/orders/chat/use-chat-messages';
import { nodeFile, server, signInClient, startMocks } from '../../mocks/mock-harness';
import { placeBuy } from '../../mocks/trade-helpers';
import { renderWithProviders } from '../../support/render-with-providers';

// The order chat: send / sent / failed with Retry under one clientMsgId, nothing lost on a
// reload, the 10MB attachment limit, incremental polling with afterId, and untrusted text rendered as text.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => {
  signInClient('trader');
  sessionStorage.clear();
});

function renderChat(orderId: string, onIncoming = jest.fn()) {
  return renderWithProviders(
    <ChatPanel
      orderId={orderId}
      counterparty={{ userId: '100200300', nickname: 'CryptoMaria' }}
      open
      onIncoming={onIncoming}
    />,
  );
}

function recordSends(): Array<{ clientMsgId: string; content?: string }> {
  const bodies: Array<{ clientMsgId: string; content?: string }> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/ctc/send-chat-msg'))
      void request
        .clone()
        .json()
        .then((b: { clientMsgId: string }) => bodies.push(b));
  });
  return bodies;
}

const log = () => screen.getByRole('log', { name: 'Chat messages' });

describe('sending', () => {
  it('shows Sending… then Sent, and renders the text as text', async () => {
    const { orderId } = await placeBuy('100');
    // Slow the send down so its in-between state can be seen; then the real handler answers.
    server.use(
      http.post('*/api/ctc/send-chat-msg', async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user } = await renderChat(orderId);
    await within(await screen.findByRole('log')).findByText(/System notice/);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '<img src=x onerror=alert(1)> paid{Enter}');
    expect(await within(log()).findByText('Sending…')).toBeInTheDocument();
    expect(await within(log()).findByText('<img src=x onerror=alert(1)> paid')).toBeInTheDocument();
    expect(await within(log()).findByText('Sent')).toBeInTheDocument();
    expect(log().querySelector('img')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('marks a failed send, keeps it through a reload and retries it with the same clientMsgId, stored once', async () => {
    const { orderId } = await placeBuy('100');
    const sends = recordSends();
    server.use(http.post('*/api/ctc/send-chat-msg', () => HttpResponse.error(), { once: true }));
    const first = await renderChat(orderId);
    await screen.findByRole('log');
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Transfer done{Enter}');
    expect(await screen.findByText('Failed to send the message.')).toBeInTheDocument();
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'unsent draft');

    // A reload: the failed message and the draft come back from sessionStorage.
    first.unmount();
    const { user } = await renderChat(orderId);
    expect(await screen.findByText('Failed to send the message.')).toBeInTheDocument();
    expect(screen.getByText('Transfer done')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('unsent draft');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to send the message.')).not.toBeInTheDocument());
    expect(await within(log()).findByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]!.clientMsgId).toBe(sends[0]!.clientMsgId);
    const stored = (await getChatMessages({ orderId })).list.filter((m) => m.content === 'Transfer done');
    expect(stored).toHaveLength(1);
    expect(sessionStorage.getItem(`p2p-order-chat:${orderId}:outbox`)).toBeNull();
  });

  /** A fresh buy order's chat, with the chat-upload requests it sends recorded. */
  async function openChatRecordingUploads() {
    const { orderId } = await placeBuy('100');
    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('upload-file-by-form-data')) uploads.push(request.url);
    });
    const rendered = await renderChat(orderId);
    await screen.findByRole('log');
    return { orderId, uploads, ...rendered };
  }

  it('rejects an attachment of 10MB or more before uploading', async () => {
    const { uploads, user, container } = await openChatRecordingUploads();
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'statement.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByText('Please select a file smaller than 10MB.')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  // "Under 10MB": exactly 10MB is refused (above); one byte less is accepted, uploaded and sent.
  it('accepts an attachment one byte under 10MB, uploads it and sends it', async () => {
    const { orderId, uploads, user, container } = await openChatRecordingUploads();
    const bytes = new Uint8Array(10 * 1024 * 1024 - 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7'));
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      nodeFile(bytes, 'statement.pdf', 'application/pdf'),
    );
    expect(
      await within(log()).findByText(/^statement\.pdf \(10 MB\)$/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await within(log()).findByText('Sent', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Please select a file smaller than 10MB.')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    const stored = (await getChatMessages({ orderId })).list.find((m) => m.fileName === 'statement.pdf');
    expect(stored?.fileSize).toBe(10 * 1024 * 1024 - 1);
  });
});

describe('receiving', () => {
  it('polls incrementally with afterId and merges without duplicates, announcing only the others’ messages', async () => {
    const { orderId } = await placeBuy('100');
    const reads: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/ctc/query-chat-msg')) reads.push(new URL(request.url));
    });
    const onIncoming = jest.fn();
    const { queryClient } = await renderChat(orderId, onIncoming);
    await waitFor(() => expect(within(log()).getAllByRole('listitem').length).toBe(2));
    const history = (await getChatMessages({ orderId })).list;
    const lastId = history[history.length - 1]!.id;

    // Our own message from elsewhere, then the counterparty's reply (delay 0) arrive with the next poll.
    await sendChatMessage({ orderId, type: 'TEXT', content: 'From my phone', clientMsgId: 'phone-msg-0001' });
    await act(() => queryClient.refetchQueries({ queryKey: chatKey(orderId) }));
    const last = reads[reads.length - 1]!;
    expect(last.searchParams.get('afterId')).toBe(lastId);
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(4));
    expect(within(log()).getByText('From my phone')).toBeInTheDocument();
    expect(onIncoming).toHaveBeenCalledTimes(1);
    expect((onIncoming.mock.calls[0]![0] as ChatMessage[]).map((m) => m.sender)).toEqual(['COUNTERPARTY']);

    // Nothing new: the list stays the same.
    await act(() => queryClient.refetchQueries({ queryKey: chatKey(orderId) }));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('styles SYSTEM notices apart, shows images inline and other files as links named by the file, refuses unsafe URLs', async () => {
    const { orderId } = await placeBuy('100');
    const base = { orderId, clientMsgId: null, content: '', fileSize: 2048, createdAt: new Date().toISOString() };
    const list: ChatMessage[] = [
      {
        ...base,
        id: '1',
        sender: 'SYSTEM',
        senderNickname: 'System',
        type: 'SYSTEM',
        content: 'Order created.',
        fileUrl: null,
        fileName: null,
        fileSize: null,
      },
      {
        ...base,
        id: '2',
        sender: 'COUNTERPARTY',
        senderNickname: '<i>Maria</i>',
        type: 'IMAGE',
        fileUrl: 'https://files.example/receipt.png',
        fileName: 'receipt.png',
      },
      {
        ...base,
        id: '3',
        sender: 'COUNTERPARTY',
        senderNickname: '<i>Maria</i>',
        type: 'FILE',
        fileUrl: 'https://files.example/statement.pdf',
        fileName: 'statement.pdf',
      },
      {
        ...base,
        id: '4',
        sender: 'COUNTERPARTY',
        senderNickname: '<i>Maria</i>',
        type: 'FILE',
        fileUrl: 'javascript:alert(1)',
        fileName: 'evil.html',
      },
    ];
    server.use(
      http.get('*/api/ctc/query-chat-msg', () => HttpResponse.json({ code: 0, message: 'success', data: { list } })),
    );
    await renderChat(orderId);
    const items = await within(await screen.findByRole('log')).findAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-side', 'system');
    expect(items[0]).toHaveTextContent('System notice');
    expect(within(items[1]!).getByRole('img', { name: 'Image in the chat: receipt.png' })).toHaveAttribute(
      'src',
      'https://files.example/receipt.png',
    );
    // The name, as text, leads to the counterparty's profile.
    expect(within(items[1]!).getByRole('link', { name: '<i>Maria</i>' })).toHaveAttribute(
      'href',
      '/en/p2p/advertiser/100200300',
    );
    expect(within(items[2]!).getByRole('link', { name: 'statement.pdf (2 KB)' })).toHaveAttribute(
      'href',
      'https://files.example/statement.pdf',
    );
    expect(within(items[3]!).queryByRole('link', { name: /evil/ })).toBeNull();
    expect(items[3]).toHaveTextContent('evil.html (2 KB)');
  });

  it('a chat that cannot be loaded says why, with a retry', async () => {
    const { orderId } = await placeBuy('100');
    server.use(http.get('*/api/ctc/query-chat-msg', () => HttpResponse.error(), { once: true }));
    const { user } = await renderChat(orderId);
    const alert = await screen.findByText('The messages could not be loaded.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Network Error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText(/System notice/)).toBeInTheDocument();
    expect(screen.queryByText('The messages could not be loaded.')).not.toBeInTheDocument();
  });
});
