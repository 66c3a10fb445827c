import { describe, expect, it } from 'vitest';
import { taskFieldsSchema } from './schemas/task';
import { attachmentThumbnailPath, coverAttachmentId } from './task-cover';

const ID = '0b6f3c1e-4d2a-4c8e-9f10-2a3b4c5d6e7f';

describe('task covers', () => {
  it("name an attachment by its thumbnail's path, and nothing else", () => {
    expect(coverAttachmentId(attachmentThumbnailPath(ID))).toBe(ID);
    for (const other of [
      'https://cdn.example.com/a.png',
      '/uploads/logos/ws-1.png',
      `/api/attachments/${ID}/download`,
      `/api/attachments/${ID.toUpperCase()}/thumbnail`,
      `/api/attachments/${ID}/thumbnail?x=1`,
      `https://evil.example.com/api/attachments/${ID}/thumbnail`,
    ]) {
      expect([other, coverAttachmentId(other)]).toEqual([other, null]);
    }
  });

  it('are image addresses or attachments, never any other path', () => {
    const cover = (value: string) => taskFieldsSchema.safeParse({ cover: value }).success;
    expect(cover(attachmentThumbnailPath(ID))).toBe(true);
    expect(cover('https://cdn.example.com/a.png')).toBe(true);
    expect(cover(`/api/attachments/${ID}/download`)).toBe(false);
    expect(cover('/api/attachments/not-an-id/thumbnail')).toBe(false);
    expect(cover('javascript:alert(1)')).toBe(false);
  });
});
