import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { reportOutcome } from '../../../lib/report-outcome';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentBoard } from '../../boards/current-board';
import { useBoardPeople } from '../../tasks/use-board-people';
import { useCreateComment } from '../api/create-comment';
import { useComments, type CommentedTask } from '../api/get-comments';
import { commentRights } from '../comment-rights';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** A task's comments, oldest first, and a box to add one (for those who work on the board). */
export function CommentsSection({ task }: { task: CommentedTask }) {
  const taskId = task._id;
  const { can } = useCurrentBoard();
  const people = useBoardPeople();
  const selfId = useSessionStore((state) => state.user?._id);
  const comments = useComments(taskId);
  const create = useCreateComment(task);

  let list;
  if (comments.isPending) list = <Spinner className="text-indigo-600" />;
  else if (comments.isError) {
    list = <Alert tone="error">{errorMessage(comments.error, 'Failed to fetch comments')}</Alert>;
  } else if (comments.data.comments.length === 0) {
    list = <p className="text-sm text-neutral-500">No comments yet.</p>;
  } else {
    list = (
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {comments.data.comments.map((comment) => (
          <CommentItem
            key={comment._id}
            task={task}
            comment={comment}
            rights={commentRights(comment, selfId, can)}
            people={people}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-3">
      {list}
      {can('board.work') && (
        <CommentComposer
          label="Add a comment"
          submitLabel="Comment"
          people={people}
          pending={create.isPending}
          onSubmit={(input, done) =>
            reportOutcome(create.mutateAsync(input), 'Failed to add comment', done)
          }
        />
      )}
    </div>
  );
}
