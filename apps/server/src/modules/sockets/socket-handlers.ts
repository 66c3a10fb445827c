import type { ClientEvent } from '@teamboard/shared';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../context';

/**
 * Registers the handler of one client event. The socket server counts the event against the
 * socket's budget and refuses a write to a read-only key before the handler runs.
 */
export type OnClientEvent = (event: ClientEvent, handler: (body: unknown) => Promise<void>) => void;

/**
 * A module's client events on one socket (a chat's join, typing): handed to the socket server by
 * the composition root, so the module does not import the server nor the server the module.
 */
export type SocketHandlers = (ctx: AppContext, socket: Socket, on: OnClientEvent) => void;
