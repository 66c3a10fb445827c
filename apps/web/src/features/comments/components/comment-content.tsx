import type { Comment } from '@teamboard/shared';
import { useRichTextEditor } from '../../rich-text/use-rich-text-editor';
import { useTaskKeyHref } from '../../tasks/use-task-key-href';

/** A comment's text as written: its formatting, mentions and task links. */
export function CommentContent({ comment }: { comment: Comment }) {
  const hrefOf = useTaskKeyHref();
  const { view } = useRichTextEditor({
    label: `Comment by ${comment.author?.name ?? 'a deleted user'}`,
    content: comment.content,
    editable: false,
    hrefOf,
  });
  return <div className="text-sm break-words text-neutral-800 dark:text-neutral-200">{view}</div>;
}
