import { ERROR_CODES } from '@teamboard/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema/index';
import { locallyStoredFiles, soloAttachmentScene } from '../../test/attachment-calls';
import { hostedBillingEnv } from '../../test/billing-env';
import { endTrials, expectPlanLimit } from '../../test/plan-limit-calls';
import type { TestApp } from '../../test/test-app';

const MB = 1024 * 1024;
const GB = 1024 * MB;
let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

describe('ATTACHMENT_MAX_BYTES', () => {
  it('refuses a larger file with 413, storing nothing, and takes one at the limit', async () => {
    const scene = await soloAttachmentScene({ ATTACHMENT_MAX_BYTES: String(MB) });
    opened = scene.t;
    const { files, task } = scene;
    const refused = await files.upload(task._id, 'big.txt', 'x'.repeat(MB + 1));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.payloadTooLarge,
      message: 'File is too large (max 1 MB)',
    });
    expect((await files.list(task._id)).json()).toEqual({ attachments: [] });
    expect(await locallyStoredFiles(scene.t)).toEqual([]);

    const fits = await files.upload(task._id, 'fits.txt', 'x'.repeat(MB));
    expect(fits.statusCode, fits.body).toBe(201);
  });
});

describe("the plan's storage", () => {
  it("refuses a file past the Free plan's 1 GB with 402, storing nothing", async () => {
    const scene = await soloAttachmentScene(hostedBillingEnv());
    opened = scene.t;
    const { t, files, task, workspace, member } = scene;
    await endTrials(t, [member]);
    const first = await files.attach(task._id, 'first.txt', 'first');
    // What the workspace already holds, short of the limit by less than the next file.
    await t.app.ctx.db.insert(attachments).values({
      workspaceId: workspace._id,
      taskId: task._id,
      name: 'huge.bin',
      size: GB - first.size - 5,
      mimeType: 'application/octet-stream',
      storageKey: `attachments/${workspace._id}/seeded`,
      uploadedBy: member.user._id,
    });
    const stored = await locallyStoredFiles(t);

    const refused = await files.upload(task._id, 'over.txt', 'ten bytes!');
    expectPlanLimit(refused, {
      limit: 'storageBytes',
      plan: 'free',
      max: GB,
      upgradeUrl: `/${workspace.url}/settings/subscription`,
    });
    expect(refused.json()).toMatchObject({
      message: 'The Free plan allows 1 GB of attached files. Upgrade to add more.',
    });
    await files.sweep();
    expect(await locallyStoredFiles(t)).toEqual(stored);
    expect((await files.upload(task._id, 'fits.txt', 'five!')).statusCode).toBe(201);
    // Full: refused before the file is read.
    expect((await files.upload(task._id, 'more.txt', 'x')).statusCode).toBe(402);
  });
});
