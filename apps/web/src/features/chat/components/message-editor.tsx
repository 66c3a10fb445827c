import { MESSAGE_MAX_LENGTH } from '@teamboard/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { mergeRefs } from '../../../lib/merge-refs';
import { useShortcut } from '../../shortcuts/use-shortcut';

interface MessageEditorProps {
  content: string;
  /** Called with the trimmed new text; unchanged or empty text just stops editing. */
  onSave: (content: string) => void;
  onCancel: () => void;
}

/** A message's text in place, to change: Enter saves, Shift+Enter a new line, Esc stops. */
export function MessageEditor({ content, onSave, onCancel }: MessageEditorProps) {
  const [text, setText] = useState(content);
  const save = () => {
    const next = text.trim();
    if (next && next !== content) onSave(next);
    else onCancel();
  };
  const saveKey = useShortcut<HTMLTextAreaElement>(
    'sendMessage',
    save,
    (event) => !event.isComposing,
  );
  const cancelKey = useShortcut<HTMLTextAreaElement>('cancelEdit', onCancel);
  const input = useRef<HTMLTextAreaElement>(null);
  const field = useMemo(() => mergeRefs(input, saveKey, cancelKey), [saveKey, cancelKey]);
  useEffect(() => {
    const element = input.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);
  return (
    <form
      className="flex w-full max-w-[80%] min-w-64 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Textarea
        ref={field}
        aria-label="Edit message"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        className="resize-none py-2"
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex items-center justify-end gap-2 text-xs">
        <span className="text-neutral-600 dark:text-neutral-400">Enter to save, Esc to cancel</span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          Save
        </Button>
      </div>
    </form>
  );
}
