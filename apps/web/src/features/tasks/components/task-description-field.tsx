import type { Task } from '@teamboard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sameRichText, wordsOf } from '../../rich-text/same-rich-text';
import { trimEmptyParagraphs } from '../../rich-text/trim-empty-paragraphs';
import { useRichTextEditor } from '../../rich-text/use-rich-text-editor';
import { useBoardPeople } from '../use-board-people';
import { useTaskKeyHref } from '../use-task-key-href';
import { ChangedUnderYou } from './changed-under-you';

/** Typing pauses this long before the text is saved (and it is saved on leaving the field). */
export const DESCRIPTION_SAVE_DELAY_MS = 800;

interface TaskDescriptionFieldProps {
  task: Task;
  readOnly: boolean;
  onSave: (description: string | null) => void;
}

/**
 * The description, rich text that saves itself: after a pause in typing, on leaving the field,
 * and when the panel closes. While it is being edited, a change from elsewhere is offered, not
 * forced; while it is not, the change shows at once.
 */
export function TaskDescriptionField({ task, readOnly, onSave }: TaskDescriptionFieldProps) {
  const saved = task.description ?? '';
  const people = useBoardPeople();
  const hrefOf = useTaskKeyHref();
  /** The stored text edits started from, while the field has the focus. */
  const [editingFrom, setEditingFrom] = useState<string | null>(null);
  const pending = useRef<{ html: string | null; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  });

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    saveRef.current(waiting.html);
    // What was just saved is the text edits now start from (a later change is someone else's).
    setEditingFrom((from) => (from === null ? null : (waiting.html ?? '')));
  }, []);
  // Closing the panel mid-pause still saves what was typed.
  useEffect(() => flush, [flush]);

  const { editor, view } = useRichTextEditor({
    label: 'Description',
    content: saved,
    editable: !readOnly,
    placeholder: 'Add a description… type @ to mention, # for a heading, [ ] for a to-do',
    people,
    hrefOf,
    onUpdate: (html, empty) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = {
        html: empty ? null : trimEmptyParagraphs(html),
        timer: setTimeout(flush, DESCRIPTION_SAVE_DELAY_MS),
      };
    },
    onFocus: () => setEditingFrom(saved),
    onBlur: () => {
      flush();
      setEditingFrom(null);
    },
  });

  // Not being edited: a change saved elsewhere shows at once.
  useEffect(() => {
    // An editor TipTap has destroyed (its component remounting) holds no text to compare.
    if (editor.isDestroyed || editingFrom !== null || pending.current) return;
    if (!sameRichText(saved, editor.getHTML()))
      editor.commands.setContent(saved, { emitUpdate: false });
  }, [editor, saved, editingFrom]);

  const changedUnderYou =
    editingFrom !== null &&
    !editor.isDestroyed &&
    !sameRichText(saved, editingFrom) &&
    !sameRichText(saved, editor.getHTML());

  return (
    <div>
      <h3 className="text-sm font-semibold">Description</h3>
      {readOnly && !saved ? (
        <p className="mt-1 text-sm text-neutral-500">No description.</p>
      ) : (
        <div
          className={
            readOnly
              ? 'mt-1'
              : 'mt-1 rounded-md border border-neutral-300 px-3 py-2 focus-within:border-indigo-500 focus-within:ring-2 focus-within:ring-indigo-500/30 dark:border-neutral-700'
          }
        >
          {view}
        </div>
      )}
      {changedUnderYou && (
        <ChangedUnderYou
          theirs={wordsOf(saved)}
          onUseTheirs={() => {
            if (pending.current) clearTimeout(pending.current.timer);
            pending.current = null;
            editor.commands.setContent(saved, { emitUpdate: false });
            setEditingFrom(saved);
          }}
        />
      )}
    </div>
  );
}
