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
import { measureUploadMemory } from './scenarios/upload-memory';
import { measureWireBytes } from './scenarios/wire-bytes';

/**
 * Attached files and the cards that show them: the built server (as `npm run serve` runs it) on a
 * database of its own holding the 5,000-task board with every card field, on local disk storage.
 * First the server's memory through 25 MB uploads (while it is otherwise idle), then the board's
 * task list on the wire and its first card in Chromium.
 */
export async function measureFilesAndCards(adminUrl: string | undefined): Promise<Measurement[]> {
  const databaseUrl = adminUrl ? await freshDatabase(adminUrl, 'teamboard_bench_cards') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-cards-'));
  const handle = await openDatabase({ databaseUrl, dataDir });
  const board = await seedBigBoard(handle.db, 'cards', 5000);
  await handle.close();
  await writeThumbnails(dataDir, board.thumbnailKeys);
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const uploads = await measureUploadMemory(server, board);
    const token = (await signIn(server.url, board)).access_token;
    const wire = await measureWireBytes(server.url, token, board.boardId);
    const browser = await measureFirstCard(server.url, [board]);
    return [...browser, wire, ...uploads];
  } finally {
    await server.stop();
  }
}
