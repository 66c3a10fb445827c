import { send, type Measurement } from '../load';

const TARGET_BYTES = 1024 * 1024;
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

/**
 * The bytes the board's task list takes on the wire, as the server sends it for each
 * Accept-Encoding (the body is counted as received, not decoded).
 */
export async function measureWireBytes(
  url: string,
  token: string,
  boardId: string,
  board = '5,000 tasks',
): Promise<Measurement> {
  const sizes: Record<string, number> = {};
  for (const encoding of ENCODINGS) {
    const response = await send(`${url}/api/boards/${boardId}/tasks`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
    if (response.status !== 200) throw new Error(`task list answered ${response.status}`);
    sizes[encoding] = response.body.length;
  }
  const kilobytes = (encoding: string) => `${Math.round((sizes[encoding] ?? 0) / 1024)} KB`;
  const largestCompressed = Math.max(sizes.gzip ?? Infinity, sizes.br ?? Infinity);
  return {
    name: `Board task list on the wire (${board}): JSON, gzip, br`,
    measured: `${kilobytes('identity')}, gzip ${kilobytes('gzip')}, br ${kilobytes('br')}`,
    target: `≤ ${TARGET_BYTES / 1024 / 1024} MB compressed`,
    met: largestCompressed <= TARGET_BYTES,
  };
}
