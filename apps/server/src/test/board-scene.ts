import { afterAll, beforeAll } from 'vitest';
import { boardCalls } from './board-fixture';
import type { TestApp } from './test-app';
import { castWorkspace, type Cast } from './workspace-fixture';

/** A fresh app with the cast in one workspace, and board calls made by its member. */
export interface BoardScene {
  t: TestApp;
  cast: Cast;
  workspace: { id: string; url: string };
  calls: ReturnType<typeof boardCalls>;
}

export async function boardScene(): Promise<BoardScene> {
  const { t, cast, workspace } = await castWorkspace();
  return { t, cast, workspace, calls: boardCalls(t, workspace.id, cast.member) };
}

/**
 * The scene for a whole test file: filled in before its first test and closed after its last.
 * Read its fields inside tests, not at the top of the file, where it is still empty.
 */
export function useBoardScene(): BoardScene {
  const scene = {} as BoardScene;
  beforeAll(async () => {
    Object.assign(scene, await boardScene());
  });
  afterAll(async () => {
    await scene.t.close();
  });
  return scene;
}
