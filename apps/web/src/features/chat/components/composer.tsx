import { MESSAGE_MAX_LENGTH } from '@teamboard/shared';
import { useMemo, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { mergeRefs } from '../../../lib/merge-refs';
import { useShortcut } from '../../shortcuts/use-shortcut';

interface ComposerProps {
  onSend: (content: string) => void;
  /** Each keystroke that leaves text in the field. */
  onTyping: () => void;
  /** Sent, blurred, or emptied. */
  onStopTyping: () => void;
  /** ↑ in the empty field: edit my last message (null when I have none to edit). */
  onEditLast: (() => void) | null;
  /** The field, for whoever gives the focus back to it. */
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/**
 * Where I write: Enter sends (not while an input method composes a word), Shift+Enter starts a
 * new line as the field does by itself, ↑ in the empty field edits my last message.
 */
export function Composer({ onSend, onTyping, onStopTyping, onEditLast, fieldRef }: ComposerProps) {
  const [text, setText] = useState('');
  const content = text.trim();
  const submit = () => {
    if (!content) return;
    onSend(content);
    setText('');
    onStopTyping();
  };
  const sendKey = useShortcut<HTMLTextAreaElement>(
    'sendMessage',
    submit,
    (event) => !event.isComposing,
  );
  const editKey = useShortcut<HTMLTextAreaElement>(
    'editLastMessage',
    () => onEditLast?.(),
    () => onEditLast !== null && text === '',
  );
  const field = useMemo(() => mergeRefs(fieldRef, sendKey, editKey), [fieldRef, sendKey, editKey]);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        ref={field}
        aria-label="Message"
        placeholder="Write a message…"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        className="resize-none py-2"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping();
          else onStopTyping();
        }}
        onBlur={onStopTyping}
      />
      <Button type="submit" disabled={!content}>
        Send
      </Button>
    </form>
  );
}
