import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema/index';
import { soloAttachmentScene } from '../../test/attachment-calls';

let scene: Awaited<ReturnType<typeof soloAttachmentScene>>;
beforeAll(async () => {
  scene = await soloAttachmentScene({});
});
afterAll(async () => {
  await scene.t.close();
});

describe('a file whose bytes are gone', () => {
  it('answers 404 File not found, not an error', async () => {
    const { t, files, task, workspace, member } = scene;
    const [row] = await t.app.ctx.db
      .insert(attachments)
      .values({
        workspaceId: workspace._id,
        taskId: task._id,
        name: 'lost.txt',
        size: 4,
        mimeType: 'text/plain',
        storageKey: `attachments/${workspace._id}/never-stored`,
        uploadedBy: member.user._id,
      })
      .returning();
    const response = await files.download({ url: `/api/attachments/${row?.id}/download` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'File not found' });
  });
});
