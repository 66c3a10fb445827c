import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import { parseBoardUpdate } from './parse-board-update';

const task = buildTask();
const valid = {
  type: 'TASK_UPDATED',
  boardId: 'board-1',
  payload: { task },
  initiator: 'user-2',
  origin: 'origin-9',
};

describe('parseBoardUpdate', () => {
  it('takes an event that follows the contract', () => {
    expect(parseBoardUpdate(valid)).toEqual(valid);
    expect(parseBoardUpdate({ ...valid, origin: null })).toEqual({ ...valid, origin: null });
  });

  it.each([
    ['not an object', 'TASK_UPDATED'],
    ['null', null],
    ['an unknown type', { ...valid, type: 'TASK_EXPLODED' }],
    ['no board id', { ...valid, boardId: undefined }],
    ['no initiator', { ...valid, initiator: 42 }],
    ['an origin that is no string', { ...valid, origin: 7 }],
    ['a payload of another type', { ...valid, payload: { taskId: 'task-1' } }],
    ['a task missing fields', { ...valid, payload: { task: { _id: 'task-1' } } }],
  ])('refuses %s', (_case, data) => {
    expect(parseBoardUpdate(data)).toBeNull();
  });
});
