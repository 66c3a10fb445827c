import { describe, expect, it } from 'vitest';
import type { BoardAction } from '@teamboard/shared';
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

/** The board actions of a collaborator, a manager and someone on an archived board. */
const works = (action: BoardAction) => action !== 'board.manage';
const manages = () => true;
const archived = (action: BoardAction) => action === 'board.view';

describe('commentRights', () => {
  it('lets the author edit and delete, a board manager only delete, others nothing', () => {
    expect(commentRights(comment, 'user-1', works)).toEqual({ edit: true, delete: true });
    expect(commentRights(comment, 'user-2', manages)).toEqual({ edit: false, delete: true });
    expect(commentRights(comment, 'user-2', works)).toEqual({ edit: false, delete: false });
    expect(commentRights({ ...comment, author: null }, undefined, works)).toEqual({
      edit: false,
      delete: false,
    });
  });

  it('lets no one change a comment on an archived board', () => {
    expect(commentRights(comment, 'user-1', archived)).toEqual({ edit: false, delete: false });
  });
});
