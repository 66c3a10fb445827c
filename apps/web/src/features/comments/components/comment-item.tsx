import { relativeTime, type Comment, type PublicUser } from '@teamboard/shared';
import type { CommentedTask } from '../api/get-comments';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteComment } from '../api/delete-comment';
import { useUpdateComment } from '../api/update-comment';
import { CommentComposer } from './comment-composer';
import { CommentContent } from './comment-content';

interface CommentItemProps {
  task: CommentedTask;
  comment: Comment;
  rights: { edit: boolean; delete: boolean };
  people: PublicUser[];
}

/** One comment: who wrote it and when, its text; edit and delete for those allowed. */
export function CommentItem({ task, comment, rights, people }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(task._id);
  const remove = useDeleteComment(task);
  const author = comment.author?.name ?? 'Deleted user';

  return (
    <li data-testid={`comment-${comment._id}`} className="flex gap-3 py-3">
      <Avatar name={author} src={comment.author?.avatar} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{author}</span>
          <time dateTime={comment.createdAt} className="text-xs text-neutral-500">
            {relativeTime(comment.createdAt)}
          </time>
          {comment.editedAt && <span className="text-xs text-neutral-500">(edited)</span>}
        </p>
        {editing ? (
          <CommentComposer
            label="Edit comment"
            submitLabel="Save"
            people={people}
            initialContent={comment.content}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(input) =>
              reportOutcome(
                update.mutateAsync({ commentId: comment._id, input }),
                'Failed to update comment',
                () => setEditing(false),
              )
            }
          />
        ) : (
          <CommentContent comment={comment} />
        )}
        {!editing && (rights.edit || rights.delete) && (
          <div className="flex items-center gap-2">
            {rights.edit && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {rights.delete && (
              <Button variant="ghost" size="sm" onClick={() => remove(comment)}>
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
