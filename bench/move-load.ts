import { load } from './load';
import { randomMove, randomSource, type SeededBoard } from './scenarios/board';

/**
 * Random moves on the seeded board at `connections` connections for `seconds`, as the built
 * server meets them: each request signed in as the next of `tokens` (people who may move the
 * board's tasks), so the load stays within each one's board write limit. As fast as the server
 * answers, or `perSecond` moves a second in all.
 */
export function loadMoves(
  url: string,
  tokens: string[],
  seeded: SeededBoard,
  connections: number,
  seconds: number,
  perSecond?: number,
) {
  const random = randomSource(7);
  let turn = 0;
  return load(
    {
      url: `${url}/api/tasks/move`,
      method: 'POST',
      ...(perSecond ? { overallRate: perSecond } : {}),
      requests: [
        {
          setupRequest: (request) => {
            turn += 1;
            const token = tokens[turn % tokens.length] ?? '';
            return {
              ...request,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: randomMove(seeded, random),
            };
          },
        },
      ],
    },
    connections,
    seconds,
  );
}
