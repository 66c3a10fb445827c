import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { reportOutcome } from '../../../lib/report-outcome';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentBoard } from '../../boards/current-board';
import { useBoardPeople } from '../../tasks/use-board-people';
import { useCreateComment } from '../api/create-comment';
import { useComments, type CommentedTask } from '../api/get-comments';
import { useTaskActivity } from '../../task-activity/api/get-task-activity';
import { TaskActivityLine } from '../../task-activity/components/task-activity-line';
import { commentRights } from '../comment-rights';
import { timelineOf } from '../timeline';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/**
 * A task's timeline: its comments, oldest first, with (`withHistory`) the lines of its history
 * between them, and a box to add a comment at the end (for those who work on the board).
 */
export function CommentsSection({
  task,
  withHistory,
}: {
  task: CommentedTask;
  withHistory: boolean;
}) {
  const taskId = task._id;
  const { can } = useCurrentBoard();
  const people = useBoardPeople();
  const selfId = useSessionStore((state) => state.user?._id);
  const comments = useComments(taskId);
  const history = useTaskActivity(taskId, withHistory);
  const create = useCreateComment(task);

  let list;
  const failed = comments.error ?? (withHistory ? history.error : null);
  if (failed) {
    list = <Alert tone="error">{errorMessage(failed, 'Failed to fetch the timeline')}</Alert>;
  } else if (!comments.data || (withHistory && !history.data)) {
    list = <Spinner className="text-indigo-600" />;
  } else {
    const lines = withHistory ? (history.data?.activities ?? []) : [];
    const entries = timelineOf(comments.data.comments, lines);
    list =
      entries.length === 0 ? (
        <p className="text-sm text-neutral-500">
          {withHistory ? 'Nothing has happened yet.' : 'No comments yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {entries.map((entry) =>
            entry.kind === 'comment' ? (
              <CommentItem
                key={entry.comment._id}
                task={task}
                comment={entry.comment}
                rights={commentRights(entry.comment, selfId, can)}
                people={people}
              />
            ) : (
              <TaskActivityLine key={entry.entry._id} entry={entry.entry} />
            ),
          )}
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
