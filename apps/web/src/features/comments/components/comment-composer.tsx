import type { CommentInput, PublicUser } from '@teamboard/shared';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { mentionIdsOf } from '../../rich-text/mention-ids';
import { trimEmptyParagraphs } from '../../rich-text/trim-empty-paragraphs';
import { useRichTextEditor } from '../../rich-text/use-rich-text-editor';
import { useTaskKeyHref } from '../../tasks/use-task-key-href';

interface CommentComposerProps {
  /** The text's accessible name. */
  label: string;
  submitLabel: string;
  /** Who can be mentioned: the people who can see the board. */
  people: PublicUser[];
  initialContent?: string;
  pending: boolean;
  /** Sends the comment; call `done` once it is saved (the composer then empties itself). */
  onSubmit: (input: Required<CommentInput>, done: () => void) => void;
  onCancel?: () => void;
}

/**
 * A comment in the same rich-text editor as the description: "@" and part of a name mentions
 * someone (sent in `mentions` too), Ctrl+Enter sends.
 */
export function CommentComposer({
  label,
  submitLabel,
  people,
  initialContent = '',
  pending,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const hrefOf = useTaskKeyHref();
  const [empty, setEmpty] = useState(initialContent === '');
  const { editor, view } = useRichTextEditor({
    label,
    content: initialContent,
    placeholder: 'Write a comment… type @ to mention someone',
    people,
    hrefOf,
    onUpdate: (_html, isEmpty) => setEmpty(isEmpty),
    onSubmit: () => submit(),
  });

  function submit() {
    if (editor.isDestroyed || editor.isEmpty || pending) return;
    const content = trimEmptyParagraphs(editor.getHTML());
    onSubmit({ content, mentions: mentionIdsOf(editor.getJSON()) }, () => {
      editor.commands.clearContent(true);
    });
  }

  const onFormSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onFormSubmit} className="space-y-2">
      <div className="rounded-md border border-neutral-300 px-3 py-2 text-sm focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/30 dark:border-neutral-700">
        {view}
      </div>
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" disabled={empty} loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
