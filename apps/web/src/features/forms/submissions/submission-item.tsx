import { relativeTime } from '@teamboard/shared';
import { type FormSubmission } from '@teamboard/shared/form';
import { TextLink } from '../../../components/ui/text-link';
import { taskPanelPath } from '../../boards/board-labels';

interface SubmissionItemProps {
  submission: FormSubmission;
  workspaceUrl: string;
  boardId: string;
}

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One submission: when it came, the task it made (its panel), and its answers as sent. */
export function SubmissionItem({ submission, workspaceUrl, boardId }: SubmissionItemProps) {
  const { task } = submission;
  return (
    <li aria-label={`Submission ${submission._id}`} className="space-y-3 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <time
          dateTime={submission.createdAt}
          title={fullDate.format(new Date(submission.createdAt))}
        >
          {relativeTime(submission.createdAt)}
        </time>
        {task ? (
          <TextLink to={taskPanelPath(workspaceUrl, boardId, task.taskId)}>
            {task.taskId} {task.title}
          </TextLink>
        ) : (
          <span className="text-neutral-500">Task deleted</span>
        )}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {submission.answers.map((answer) => (
          <div key={answer.fieldId} className="contents">
            <dt className="font-medium text-neutral-700 dark:text-neutral-300">{answer.label}</dt>
            <dd className="break-words whitespace-pre-line">{answer.value || '—'}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
