import { describe, expect, it } from 'vitest';
import { commentRights } from './comment-rights';

const comment = {
  _id: 'c-1',
  taskId: 't-1',
  author: { _id: 'user-1', name: 'Ada Lovelace', username: 'ada', avatar: null },
  content: 'Hi',
  mentions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
};

describe('commentRights', () => {
  it('lets the author edit and delete, a board manager only delete, others nothing', () => {
    expect(commentRights(comment, 'user-1', false)).toEqual({ edit: true, delete: true });
    expect(commentRights(comment, 'user-2', true)).toEqual({ edit: false, delete: true });
    expect(commentRights(comment, 'user-2', false)).toEqual({ edit: false, delete: false });
    expect(commentRights({ ...comment, author: null }, undefined, false)).toEqual({
      edit: false,
      delete: false,
    });
  });
});
