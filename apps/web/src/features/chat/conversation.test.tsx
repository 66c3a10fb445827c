import { TYPING_INDICATOR_MS, type Message } from '@teamboard/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { json } from '../../test/fetch-mock';
import { publicUser } from '../../test/workspace-fixtures';
import {
  ada,
  buildChat,
  buildMessage,
  grace,
  headerUnread,
  openChatScene,
} from '../../test/chat-scene';
import { useOutbox } from './outbox-store';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

beforeAll(async () => {
  await import('./components/chat-header-link');
});
afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
  stopRealtime();
  useOutbox.setState({ byChat: {} });
});

function mine(overrides: Partial<Message> = {}): Message {
  return buildMessage({ _id: 'm-2', sender: publicUser(ada), content: 'Hi Grace', ...overrides });
}

const composer = () => screen.findByRole('textbox', { name: 'Message' });
const messageItem = (id: string) => screen.findByTestId(`message-${id}`);

describe('a conversation', () => {
  it('joins the chat room, shows the messages by day and reads the chat on opening', async () => {
    const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const { network, socket } = await openChatScene('/acme/chat/grace', {
      chats: [buildChat({}, 3)],
      messages: [
        buildMessage({ _id: 'm-0', content: 'Old news', createdAt: yesterday }),
        buildMessage(),
      ],
    });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Yesterday' })).toHaveTextContent('Old news');
    expect(screen.getByRole('region', { name: 'Today' })).toHaveTextContent('Hello');
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ event: 'join-chat', body: { chatId: 'chat-1' } }),
    );
    await waitFor(() => expect(network.calls('POST /api/chats/chat-1/read')).toHaveLength(1));
    expect(headerUnread()).toBeNull();
  });

  it('shows my message at once, marks it failed with Retry, and sends it again', async () => {
    let answer: (response: Response) => void = () => undefined;
    let attempts = 0;
    const { network } = await openChatScene('/acme/chat/grace', {
      handlers: {
        'POST /api/chats/chat-1/messages': () => {
          attempts += 1;
          if (attempts === 1) return new Promise<Response>((resolve) => (answer = resolve));
          return json(201, { message: mine({ createdAt: new Date().toISOString() }) });
        },
      },
    });
    const user = userEvent.setup();
    await user.type(await composer(), 'Hi Grace{Enter}');

    const pending = await screen.findByTestId('pending-message');
    expect(pending).toHaveTextContent('Hi Grace');
    expect(pending).toHaveTextContent('Sending…');
    expect(await composer()).toHaveValue('');
    expect(network.calls('POST /api/chats/chat-1/messages')[0]?.body).toEqual({
      content: 'Hi Grace',
    });

    act(() => answer(json(503, { message: 'Try again later', code: 'UNAVAILABLE' })));
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Not sent');

    await user.click(within(pending).getByRole('button', { name: 'Retry' }));
    const sent = await messageItem('m-2');
    expect(sent).toHaveTextContent('Hi Grace');
    expect(within(sent).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-message')).not.toBeInTheDocument();
  });

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const { network } = await openChatScene('/acme/chat/grace', {
      handlers: {
        'POST /api/chats/chat-1/messages': () =>
          json(201, { message: mine({ createdAt: new Date().toISOString() }) }),
      },
    });
    const user = userEvent.setup();
    await user.type(await composer(), 'Two{Shift>}{Enter}{/Shift}lines');
    expect(await composer()).toHaveValue('Two\nlines');
    expect(network.calls('POST /api/chats/chat-1/messages')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(network.calls('POST /api/chats/chat-1/messages')[0]?.body).toEqual({
        content: 'Two\nlines',
      }),
    );
    expect(await composer()).toHaveValue('');
  });

  it('toasts the fallback message when sending fails without a server message', async () => {
    await openChatScene('/acme/chat/grace', {
      handlers: { 'POST /api/chats/chat-1/messages': () => json(500, {}) },
    });
    const user = userEvent.setup();
    await user.type(await composer(), 'Hi{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });

  it('appends a live message from Grace, reads it while open, and moves my ticks on', async () => {
    const { network, receive } = await openChatScene('/acme/chat/grace', {
      messages: [mine()],
    });
    await messageItem('m-2');
    await waitFor(() => expect(network.calls('POST /api/chats/chat-1/read')).toHaveLength(1));

    const message = buildMessage({
      _id: 'm-3',
      content: 'Hey Ada',
      createdAt: new Date().toISOString(),
    });
    const ack = receive('new-message', { chatId: 'chat-1', message });
    expect(ack).toHaveBeenCalledOnce();
    expect(await screen.findByText('Hey Ada')).toBeInTheDocument();
    await waitFor(() => expect(network.calls('POST /api/chats/chat-1/read')).toHaveLength(2));
    expect(headerUnread()).toBeNull();

    const ticks = () => within(screen.getByTestId('message-m-2')).getByTestId('message-ticks');
    receive('message-status', {
      chatId: 'chat-1',
      messageId: 'm-2',
      status: 'delivered',
      userId: grace._id,
    });
    await waitFor(() => expect(ticks()).toHaveAttribute('data-status', 'delivered'));
    receive('message-status', {
      chatId: 'chat-1',
      messageId: 'm-2',
      status: 'read',
      userId: grace._id,
    });
    await waitFor(() => expect(ticks()).toHaveAccessibleName('Read'));
  });

  it('shows "is typing" for TYPING_INDICATOR_MS after the last typing event, until she stops or writes', async () => {
    const { receive } = await openChatScene('/acme/chat/grace');
    await composer();
    vi.useFakeTimers();
    const typing = () => screen.queryByText('Grace Hopper is typing…');

    receive('user-typing', { chatId: 'chat-1', user: grace });
    expect(typing()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TYPING_INDICATOR_MS - 1000);
    });
    receive('user-typing', { chatId: 'chat-1', user: grace });
    act(() => {
      vi.advanceTimersByTime(TYPING_INDICATOR_MS - 1);
    });
    expect(typing()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(typing()).not.toBeInTheDocument();

    receive('user-typing', { chatId: 'chat-1', user: grace });
    receive('user-stop-typing', { chatId: 'chat-1', userId: grace._id });
    expect(typing()).not.toBeInTheDocument();

    receive('user-typing', { chatId: 'chat-1', user: grace });
    receive('user-typing', { chatId: 'chat-other', user: grace });
    receive('new-message', { chatId: 'chat-1', message: buildMessage({ _id: 'm-9' }) });
    expect(typing()).not.toBeInTheDocument();
  });

  it('tells Grace I am typing at most every 2 s, and that I stopped', async () => {
    const { socket } = await openChatScene('/acme/chat/grace');
    const field = await composer();
    const sent = (event: string) => socket.sent.filter((each) => each.event === event);

    fireEvent.change(field, { target: { value: 'H' } });
    fireEvent.change(field, { target: { value: 'He' } });
    expect(sent('typing')).toEqual([{ event: 'typing', body: { chatId: 'chat-1' } }]);
    fireEvent.change(field, { target: { value: '' } });
    expect(sent('stop-typing')).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'Hey' } });
    expect(sent('typing')).toHaveLength(2);
    fireEvent.blur(field);
    expect(sent('stop-typing')).toHaveLength(2);
  });

  it('toggles my reaction from a chip and a quick reaction, and puts it back when refused', async () => {
    const thumbs = { emoji: '👍', userIds: [grace._id] };
    let refuse = false;
    const { network } = await openChatScene('/acme/chat/grace', {
      messages: [buildMessage({ reactions: [thumbs] })],
      handlers: {
        'POST /api/messages/m-1/react': ({ body }) => {
          if (refuse) return json(403, { message: 'Not allowed', code: 'FORBIDDEN' });
          const { emoji } = body as { emoji: string };
          const reactions =
            emoji === '👍'
              ? [{ emoji, userIds: [grace._id, ada._id] }]
              : [thumbs, { emoji, userIds: [ada._id] }];
          return json(200, { message: buildMessage({ reactions }) });
        },
      },
    });
    const item = await messageItem('m-1');
    const user = userEvent.setup();

    await user.click(within(item).getByRole('button', { name: '👍 1' }));
    expect(
      await within(item).findByRole('button', { name: '👍 2, including you' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(network.calls('POST /api/messages/m-1/react')[0]?.body).toEqual({ emoji: '👍' });

    await user.click(within(item).getByRole('button', { name: 'React with 🎉' }));
    expect(
      await within(item).findByRole('button', { name: '🎉 1, including you' }),
    ).toBeInTheDocument();

    refuse = true;
    await user.click(within(item).getByRole('button', { name: 'React with 😮' }));
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByRole('button', { name: /^😮/ })).toBeNull());
  });

  it('deletes my message after a confirmation, leaving "Message deleted"', async () => {
    const { network } = await openChatScene('/acme/chat/grace', {
      messages: [buildMessage(), mine()],
      handlers: {
        'DELETE /api/messages/m-2': () =>
          json(200, { message: mine({ content: '', deletedAt: new Date().toISOString() }) }),
      },
    });
    const item = await messageItem('m-2');
    const user = userEvent.setup();
    expect(
      within(await messageItem('m-1')).queryByRole('button', { name: 'Delete message' }),
    ).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Delete message' }));
    const confirm = within(item).getByRole('group', { name: 'Delete message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(network.calls('DELETE /api/messages/m-2')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete message' }));
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(await within(item).findByText('Message deleted')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Hi Grace');
    expect(within(item).queryByRole('button', { name: 'Delete message' })).toBeNull();
  });

  it('toasts the server’s reason when a delete is refused', async () => {
    await openChatScene('/acme/chat/grace', {
      messages: [mine()],
      handlers: {
        'DELETE /api/messages/m-2': () => json(403, { message: 'Too late', code: 'FORBIDDEN' }),
      },
    });
    const item = await messageItem('m-2');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Delete message' }));
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Too late')).toBeInTheDocument();
    expect(item).toHaveTextContent('Hi Grace');
  });

  it('edits my last message with ↑ from the empty composer: Enter saves, Esc cancels', async () => {
    const edited = mine({ content: 'Hi Grace!', editedAt: new Date().toISOString() });
    const { network } = await openChatScene('/acme/chat/grace', {
      messages: [mine({ _id: 'm-0', content: 'Earlier' }), buildMessage(), mine()],
      handlers: { 'PUT /api/messages/m-2': () => json(200, { message: edited }) },
    });
    const user = userEvent.setup();
    await user.click(await composer());
    await user.type(await composer(), 'x');
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull();

    await user.clear(await composer());
    await user.keyboard('{ArrowUp}');
    const field = await screen.findByRole('textbox', { name: 'Edit message' });
    expect(field).toHaveValue('Hi Grace');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    expect(await composer()).toHaveFocus();
    expect(network.calls('PUT /api/messages/m-2')).toHaveLength(0);

    await user.keyboard('{ArrowUp}');
    await user.type(await screen.findByRole('textbox', { name: 'Edit message' }), '!{Enter}');
    const item = await messageItem('m-2');
    expect(item).toHaveTextContent('Hi Grace!');
    expect(item).toHaveTextContent('edited');
    expect(network.calls('PUT /api/messages/m-2')[0]?.body).toEqual({ content: 'Hi Grace!' });
    expect(await composer()).toHaveFocus();
  });

  it('puts my text back and toasts why when an edit is refused', async () => {
    await openChatScene('/acme/chat/grace', {
      messages: [mine()],
      handlers: {
        'PUT /api/messages/m-2': () =>
          json(400, { message: 'You cannot edit a deleted message', code: 'BAD_REQUEST' }),
      },
    });
    const item = await messageItem('m-2');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Edit message' }));
    const field = await screen.findByRole('textbox', { name: 'Edit message' });
    await user.clear(field);
    await user.type(field, 'Rewritten{Enter}');
    expect(await screen.findByText('You cannot edit a deleted message')).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent('Hi Grace'));
    expect(item).not.toHaveTextContent('edited');
  });

  it('applies a live reaction or deletion from Grace', async () => {
    const { receive } = await openChatScene('/acme/chat/grace', { messages: [mine()] });
    const item = await messageItem('m-2');
    receive('message-updated', {
      chatId: 'chat-1',
      message: mine({ reactions: [{ emoji: '❤️', userIds: [grace._id] }] }),
    });
    expect(await within(item).findByRole('button', { name: '❤️ 1' })).toBeInTheDocument();
  });

  it('shows a read-only chat without a composer or reactions, and says why', async () => {
    await openChatScene('/acme/chat/grace', {
      chats: [buildChat({ readOnly: true })],
      messages: [buildMessage({ reactions: [{ emoji: '👍', userIds: [grace._id] }] })],
    });
    const item = await messageItem('m-1');
    expect(
      screen.getByText(/Grace Hopper is no longer a member of this workspace/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'React with 👍' })).toBeNull();
    expect(within(item).getByRole('button', { name: '👍 1' })).toBeDisabled();
  });

  it('links addresses and task keys, and shows HTML as text', async () => {
    const content =
      'See https://example.com/a?b=1, then WR-12 (not XX-3) <img src=x onerror="alert(1)"><b>bold</b>';
    await openChatScene('/acme/chat/grace', { messages: [buildMessage({ content })] });
    const item = await messageItem('m-1');

    const link = within(item).getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() =>
      expect(within(item).getByRole('link', { name: 'WR-12' })).toHaveAttribute(
        'href',
        '/acme/projects/b-1?task=WR-12',
      ),
    );
    expect(within(item).queryByRole('link', { name: 'XX-3' })).toBeNull();
    expect(item.querySelector('img, b, [onerror]')).toBeNull();
    expect(item).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
  });
});
