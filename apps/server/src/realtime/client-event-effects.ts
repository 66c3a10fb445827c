import type { ClientEvent } from '@teamboard/shared';
import type { RouteEffect } from '../http/route-effect';

/**
 * What each event a client sends does, as a route declares its effect: joining and leaving
 * rooms only read; typing tells the other participant something, so it writes (a read-only API
 * key's socket is refused it). A new client event does not compile until it is declared here.
 */
export const CLIENT_EVENT_EFFECTS: Readonly<Record<ClientEvent, RouteEffect>> = {
  'join-notifications': 'read',
  'leave-notifications': 'read',
  'join-board': 'read',
  'leave-board': 'read',
  'join-chat': 'read',
  'leave-chat': 'read',
  typing: 'write',
  'stop-typing': 'write',
};
