import type { Page } from 'playwright-core';

/**
 * Whether the page has been acknowledged a room join: the socket.io ack (`43<id>[{"ok":true}]`)
 * to the page's own `42<id>["<event>",…]` frame whose arguments contain `naming` (a board id;
 * '' for any). Only then does the server send the room's events to it. Watch before the page
 * opens what joins.
 */
export function watchRoomJoin(page: Page, event: string, naming = ''): () => boolean {
  const requests = new Set<string>();
  let joined = false;
  const sent = new RegExp(`^42(\\d+)\\["${event}",(.*)\\]$`);
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const frame = sent.exec(String(payload));
      if (frame?.[1] && frame[2]?.includes(naming)) requests.add(frame[1]);
    });
    socket.on('framereceived', ({ payload }) => {
      const answer = /^43(\d+)\[\{"ok":true\}\]$/.exec(String(payload));
      if (answer?.[1] && requests.has(answer[1])) joined = true;
    });
  });
  return () => joined;
}
