import type { Comment } from '@teamboard/shared';
import { mentionParts } from '../mentions';

/** A comment's text with its line breaks, the people it mentions highlighted. */
export function CommentContent({ comment }: { comment: Comment }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-neutral-800 dark:text-neutral-200">
      {mentionParts(comment.content, comment.mentions).map((part, index) =>
        part.mention ? (
          <span key={index} className="font-medium text-indigo-600 dark:text-indigo-400">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
