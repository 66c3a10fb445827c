import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/fixtures';
import { createQueryClient } from '../../../lib/query-client';
import { type FakeSocket } from '../../../test/fake-socket';
import { signInWithFakeSocket } from '../../../test/realtime-session';
import { stopRealtime } from '../../../lib/realtime/socket-connection';
import { useSessionStore } from '../../../lib/session-store';
import { ConnectionStatus } from './connection-status';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let socket: FakeSocket;

function renderStatus() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionStatus />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  socket = await signInWithFakeSocket(buildUser());
});

afterEach(() => {
  stopRealtime();
});

describe('ConnectionStatus', () => {
  it('is a small dot while connecting and once connected, without any text', () => {
    const view = renderStatus();
    expect(screen.getByRole('img', { name: 'Connecting…' })).toBeInTheDocument();

    act(() => socket.accept('sock-1'));

    const dot = screen.getByRole('img', { name: 'Live updates on' });
    expect(dot).toHaveAttribute('title', 'Live updates on');
    expect(view.container).toHaveTextContent('');
  });

  it("shows 'Reconnecting…' while the connection is being restored", () => {
    socket.accept('sock-1');
    renderStatus();

    act(() => socket.dropTransport());

    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
  });

  it("shows 'Offline' once the socket gave up, and tries again when clicked", async () => {
    renderStatus();
    act(() => socket.refuse('Too many connections'));

    await userEvent.click(screen.getByRole('button', { name: 'Offline' }));

    expect(socket.connectCalls).toBe(2);
    expect(screen.getByRole('img', { name: 'Connecting…' })).toBeInTheDocument();
  });

  it('shows nothing when signed out', () => {
    const view = renderStatus();

    act(() => useSessionStore.getState().clearSession('logout'));

    expect(view.container).toBeEmptyDOMElement();
  });
});
