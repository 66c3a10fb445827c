import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { startBuiltServer } from '../apps/server/src/test/server-process';
import { freshDatabase } from './browser-phase';
import type { Measurement } from './load';
import { seedBigBoard } from './scenarios/big-board-seed';
import { writeThumbnails } from './scenarios/card-fields-seed';
import { measureFirstCard, signIn } from './scenarios/first-card';
import { CONTROL_BYTES, measureUploadMemory } from './scenarios/upload-memory';
import { measureWireBytes } from './scenarios/wire-bytes';

/**
 * Attached files and the cards that show them: the built server (as `npm run serve` runs it) on a
 * database of its own, on local disk storage, holding two boards of 5,000 tasks, one with labels
 * and assignees only (as the boards measured before the card fields) and one with every card
 * field. First the server's memory through 25 MB uploads (while it is otherwise idle), then each
 * board's task list on the wire and its first card in Chromium, one after the other, so that the
 * two are compared under the same load.
 */
export async function measureFilesAndCards(adminUrl: string | undefined): Promise<Measurement[]> {
  const databaseUrl = adminUrl ? await freshDatabase(adminUrl, 'teamboard_bench_cards') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-cards-'));
  const handle = await openDatabase({ databaseUrl, dataDir });
  const plain = await seedBigBoard(handle.db, 'plain', 5000, { cardFields: false });
  const cards = await seedBigBoard(handle.db, 'cards', 5000);
  await handle.close();
  await writeThumbnails(dataDir, cards.thumbnailKeys);
  const boards = [
    { ...plain, variant: 'labels and assignees only' },
    { ...cards, variant: 'every card field' },
  ];
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    ATTACHMENT_MAX_BYTES: String(CONTROL_BYTES),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const uploads = await measureUploadMemory(server, plain);
    const wire: Measurement[] = [];
    for (const board of boards) {
      const token = (await signIn(server.url, board)).access_token;
      wire.push(
        await measureWireBytes(server.url, token, board.boardId, `5,000 tasks, ${board.variant}`),
      );
    }
    const browser = await measureFirstCard(server.url, boards);
    return [...browser, ...wire, ...uploads];
  } finally {
    await server.stop();
  }
}
