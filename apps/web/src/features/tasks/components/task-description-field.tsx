import { MAX_TASK_DESCRIPTION_LENGTH, type Task } from '@teamboard/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Textarea } from '../../../components/ui/textarea';
import { ChangedUnderYou } from './changed-under-you';

/** Typing pauses this long before the text is saved (and it is saved on leaving the field). */
export const DESCRIPTION_SAVE_DELAY_MS = 800;

interface TaskDescriptionFieldProps {
  task: Task;
  readOnly: boolean;
  onSave: (description: string | null) => void;
}

/**
 * The description saves itself: after a pause in typing, on leaving the field, and when the
 * panel closes. While it is being edited, a change from elsewhere is offered, not forced.
 */
export function TaskDescriptionField({ task, readOnly, onSave }: TaskDescriptionFieldProps) {
  const id = useId();
  const saved = task.description ?? '';
  /** What is being typed, and the text it started from; null while not editing. */
  const [edit, setEdit] = useState<{ text: string; from: string } | null>(null);
  const pending = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const saveRef = useRef(onSave);
  useEffect(() => {
    saveRef.current = onSave;
  });

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    saveRef.current(waiting.text || null);
    // What was just saved is the text edits now start from (a later change is someone else's).
    setEdit((current) => current && { ...current, from: waiting.text });
  }, []);
  // Closing the panel mid-pause still saves what was typed.
  useEffect(() => flush, [flush]);

  if (readOnly) {
    return (
      <div>
        <h3 className="text-sm font-semibold">Description</h3>
        <p className="mt-1 text-sm whitespace-pre-wrap">{saved || 'No description.'}</p>
      </div>
    );
  }

  const change = (text: string) => {
    setEdit({ text, from: edit?.from ?? saved });
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text, timer: setTimeout(flush, DESCRIPTION_SAVE_DELAY_MS) };
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Description
      </label>
      <Textarea
        id={id}
        rows={5}
        maxLength={MAX_TASK_DESCRIPTION_LENGTH}
        placeholder="Add a description…"
        value={edit?.text ?? saved}
        onFocus={() => setEdit({ text: saved, from: saved })}
        onChange={(event) => change(event.target.value)}
        onBlur={() => {
          flush();
          setEdit(null);
        }}
        className="mt-1"
      />
      {edit && saved !== edit.from && saved !== edit.text && (
        <ChangedUnderYou theirs={saved} onUseTheirs={() => change(saved)} />
      )}
    </div>
  );
}
