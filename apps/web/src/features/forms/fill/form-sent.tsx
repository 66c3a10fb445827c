import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface FormSentProps {
  title: string;
  /** The form's thank-you message, as the server answered it. */
  message: string;
  onSendAnother: () => void;
}

/** After a submission: the thank-you message (focused, so it is read out) and a way to send again. */
export function FormSent({ title, message, onSendAnother }: FormSentProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="space-y-4 outline-none">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="whitespace-pre-line text-neutral-800 dark:text-neutral-200">{message}</p>
      <Button variant="secondary" onClick={onSendAnother}>
        Send another response
      </Button>
    </div>
  );
}
