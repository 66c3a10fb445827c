import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { json } from '../../test/fetch-mock';
import { publicUser } from '../../test/workspace-fixtures';
import { ada, buildChat, buildMessage, headerUnread, openChatScene } from '../../test/chat-scene';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

// The header loads its chat link lazily: in before the first `findBy` waits for it.
beforeAll(async () => {
  await import('./components/chat-header-link');
});
afterEach(() => {
  toast.dismiss();
  stopRealtime();
});

const chatLink = () => screen.getByTestId('chat-link');

describe('the chat list', () => {
  it('shows each chat with the other person, the last message, when, and my unread count', async () => {
    const last = buildMessage({ content: 'See you at standup' });
    await openChatScene('/acme/chat', { chats: [buildChat({ lastMessage: last }, 2)] });

    const item = await screen.findByTestId('chat-item-grace');
    expect(item).toHaveTextContent('Grace Hopper');
    expect(item).toHaveTextContent('See you at standup');
    expect(item).toHaveTextContent('5m ago');
    expect(within(item).getByTestId('chat-unread-grace')).toHaveTextContent('2');
    expect(within(item).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(item).toHaveAttribute('href', '/acme/chat/grace');
    await waitFor(() => expect(headerUnread()).toHaveTextContent('2'));
    expect(chatLink()).toHaveAccessibleName('Chat, 2 unread');
    expect(chatLink()).toHaveAttribute('href', '/acme/chat');
  });

  it('raises the unread counts on a message from the other person, and acknowledges it', async () => {
    const { receive } = await openChatScene('/acme/chat', {
      chats: [buildChat({ lastMessage: buildMessage() }, 1)],
    });
    await waitFor(() => expect(headerUnread()).toHaveTextContent('1'));

    const message = buildMessage({
      _id: 'm-2',
      content: 'Are you there?',
      createdAt: new Date().toISOString(),
    });
    const ack = receive('new-message', { chatId: 'chat-1', message });
    expect(ack).toHaveBeenCalledOnce();
    expect(ack).toHaveBeenCalledWith();
    await waitFor(() => expect(headerUnread()).toHaveTextContent('2'));
    const item = screen.getByTestId('chat-item-grace');
    expect(item).toHaveTextContent('Are you there?');
    expect(item).toHaveTextContent('just now');

    // My own message (from another tab) is the preview, and counts nothing.
    const mine = buildMessage({
      _id: 'm-3',
      sender: publicUser(ada),
      content: 'Yes',
      createdAt: new Date(Date.now() + 1000).toISOString(),
    });
    receive('new-message', { chatId: 'chat-1', message: mine });
    await waitFor(() => expect(item).toHaveTextContent('You: Yes'));
    expect(headerUnread()).toHaveTextContent('2');
  });

  it('fetches the lists again for a chat someone just started with me', async () => {
    const { network, receive } = await openChatScene('/acme/chat', { chats: [] });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    const before = network.calls('GET /api/chats').length;

    receive('new-message', { chatId: 'chat-9', message: buildMessage({ chatId: 'chat-9' }) });
    await waitFor(() => expect(network.calls('GET /api/chats').length).toBeGreaterThan(before));
  });

  it('starts a chat with a member picked from the people picker', async () => {
    const chat = buildChat();
    const { network, app } = await openChatScene('/acme/chat', {
      chats: [],
      handlers: { 'POST /api/chats/direct': () => json(201, { chat }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const picker = screen.getByRole('dialog', { name: 'Start a chat' });
    await user.type(within(picker).getByRole('textbox', { name: 'Search people' }), 'gra');
    expect(within(picker).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    await user.click(within(picker).getByText('Grace Hopper'));

    await waitFor(() => expect(app.location()).toBe('/acme/chat/grace'));
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(network.calls('POST /api/chats/direct')[0]?.body).toEqual({
      workspaceId: 'ws-1',
      participantId: 'user-2',
    });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('toasts the server’s message when the chats cannot be fetched', async () => {
    await openChatScene('/acme/chat', {
      handlers: {
        'GET /api/chats': () => json(403, { message: 'Chat is off here', code: 'FORBIDDEN' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat is off here');
    await waitFor(() => expect(screen.getAllByText('Chat is off here')).toHaveLength(2));
  });

  it('says so for a username that is nobody in the workspace, and opens no chat', async () => {
    const { network } = await openChatScene('/acme/chat/nobody', { chats: [] });
    expect(await screen.findByText('No such member')).toBeInTheDocument();
    expect(network.calls('POST /api/chats/direct')).toHaveLength(0);
  });
});
