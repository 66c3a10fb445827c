import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng, soloAttachmentScene, SVG, WINDOWS_PROGRAM } from '../../test/attachment-calls';
import { startLocalS3 } from '../../test/local-s3';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let scene: Awaited<ReturnType<typeof soloAttachmentScene>>;
beforeAll(async () => {
  s3 = await startLocalS3();
  scene = await soloAttachmentScene(s3.env);
});
afterAll(async () => {
  await scene.t.close();
  await s3.close();
});

/** Follows a download's redirect to the signed address, as a browser would. */
async function followed(location: string | undefined) {
  expect(location?.startsWith(`${s3.endpoint}/`)).toBe(true);
  expect(location).toContain('X-Amz-Signature=');
  return fetch(location ?? '');
}

describe('attachments on S3-compatible storage (STORAGE=s3)', () => {
  it('are stored in the bucket, downloaded through signed redirects and deleted', async () => {
    const { files, task, workspace } = scene;
    const png = await samplePng();
    const image = await files.attach(task._id, 'screen.png', png);
    const prefix = `attachments/${workspace._id}/${image._id}`;
    expect(await s3.keys()).toEqual([prefix, `${prefix}.thumb.webp`]);

    const download = await files.download(image);
    expect(download.statusCode).toBe(302);
    expect(download.headers['cache-control']).toBe('no-store');
    const bytes = await followed(download.headers.location);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(bytes.headers.get('content-disposition')).toMatch(/^inline; filename="screen.png"/);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);

    const thumbnail = await followed((await files.thumbnail(image._id)).headers.location);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    const svg = await files.attach(task._id, 'logo.svg', SVG);
    const served = await followed((await files.download(svg)).headers.location);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await served.text()).toBe(SVG);

    expect((await files.remove(image._id)).statusCode).toBe(204);
    expect((await files.remove(svg._id)).statusCode).toBe(204);
    await files.sweep();
    expect(await s3.keys()).toEqual([]);
    expect((await followed(download.headers.location)).status).toBe(404);
  });

  it('keep nothing of a refused file', async () => {
    const { files, task } = scene;
    expect((await files.upload(task._id, 'setup.png', WINDOWS_PROGRAM)).statusCode).toBe(400);
    await files.sweep();
    expect(await s3.keys()).toEqual([]);
  });
});
