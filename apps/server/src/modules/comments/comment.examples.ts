import type { Comment, CommentInput } from '@teamboard/shared';
import { exampleTask } from '../tasks/task.examples';
import { examplePerson } from '../workspaces/workspace.examples';

/** Examples of the API description (/api/docs): a comment as its calls send and answer it. */
export const commentInputExample: CommentInput = {
  content: 'Draft is in the doc, @ada can you check the API part?',
  mentions: [examplePerson._id],
};

export const exampleComment: Comment = {
  _id: 'e8a2c4f6-1d3b-4e59-a7c0-9b1d3f5e7a42',
  taskId: exampleTask._id,
  author: examplePerson,
  content: 'Draft is in the doc, @ada can you check the API part?',
  mentions: [examplePerson],
  createdAt: '2026-03-10T08:15:00.000Z',
  editedAt: null,
};
