import type { CommentInput, PublicUser } from '@teamboard/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { insertMention, matchingPeople, mentionAt, mentionedIds } from '../mentions';
import { MentionPicker } from './mention-picker';

interface CommentComposerProps {
  /** The textarea's accessible name. */
  label: string;
  submitLabel: string;
  /** Who can be mentioned: the people who can see the board. */
  people: PublicUser[];
  initialContent?: string;
  initialMentions?: PublicUser[];
  pending: boolean;
  /** Sends the comment; call `done` once it is saved (the composer then empties itself). */
  onSubmit: (input: Required<CommentInput>, done: () => void) => void;
  onCancel?: () => void;
}

/**
 * A comment's textarea. Typing "@" and part of a name offers the matching people; picking one
 * writes "@Their Name" into the text and sends their id in `mentions` (if still named on send).
 */
export function CommentComposer({
  label,
  submitLabel,
  people,
  initialContent = '',
  initialMentions = [],
  pending,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const pickerId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const nextCaret = useRef<number | null>(null);
  const [text, setText] = useState(initialContent);
  const [caret, setCaret] = useState(initialContent.length);
  const [picked, setPicked] = useState(initialMentions);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  const mention = mentionAt(text, caret);
  const choices =
    mention && mention.start !== dismissed ? matchingPeople(people, mention.query) : [];
  const open = choices.length > 0;

  // After a pick React rewrote the value: put the caret back after the inserted name.
  useEffect(() => {
    if (nextCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  });

  const pick = (user: PublicUser) => {
    if (!mention) return;
    const next = insertMention(text, mention, caret, user.name);
    setText(next.text);
    setCaret(next.caret);
    setPicked((list) => (list.some((each) => each._id === user._id) ? list : [...list, user]));
    setActive(0);
    nextCaret.current = next.caret;
    textarea.current?.focus();
  };

  const reset = () => {
    setText('');
    setCaret(0);
    setPicked([]);
    setDismissed(null);
  };

  const submit = () => {
    const content = text.trim();
    if (!content || pending) return;
    onSubmit({ content, mentions: mentionedIds(content, picked) }, reset);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && mention) {
      const keys: Record<string, () => void> = {
        ArrowDown: () => setActive((active + 1) % choices.length),
        ArrowUp: () => setActive((active - 1 + choices.length) % choices.length),
        Enter: () => {
          const user = choices[Math.min(active, choices.length - 1)];
          if (user) pick(user);
        },
        Tab: () => keys.Enter?.(),
        Escape: () => setDismissed(mention.start),
      };
      const action = keys[event.key];
      if (action && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        action();
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  const onFormSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onFormSubmit} className="space-y-2">
      <div className="relative">
        <Textarea
          ref={textarea}
          aria-label={label}
          placeholder="Write a comment… type @ to mention someone"
          rows={3}
          value={text}
          aria-controls={open ? pickerId : undefined}
          aria-activedescendant={open ? `${pickerId}-${choices[active]?._id ?? ''}` : undefined}
          onChange={(event) => {
            const { value, selectionStart } = event.target;
            setText(value);
            setCaret(selectionStart);
            setActive(0);
            // A dismissed picker comes back for another "@", not for the same one.
            if (mentionAt(value, selectionStart)?.start !== dismissed) setDismissed(null);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {open && <MentionPicker id={pickerId} people={choices} active={active} onPick={pick} />}
      </div>
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" disabled={!text.trim()} loading={pending}>
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
