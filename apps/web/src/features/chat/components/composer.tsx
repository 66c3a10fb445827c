import { MESSAGE_MAX_LENGTH } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';

interface ComposerProps {
  onSend: (content: string) => void;
  /** Each keystroke that leaves text in the field. */
  onTyping: () => void;
  /** Sent, blurred, or emptied. */
  onStopTyping: () => void;
}

/** Where I write: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, onTyping, onStopTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const content = text.trim();
  const submit = () => {
    if (!content) return;
    onSend(content);
    setText('');
    onStopTyping();
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
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
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <Button type="submit" disabled={!content}>
        Send
      </Button>
    </form>
  );
}
