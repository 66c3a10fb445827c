import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';
import { downloadFile } from '../../../lib/download-file';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/** New recovery codes, shown this once, to copy or download before leaving. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <Alert tone="info">
        Save these recovery codes somewhere safe. Each one lets you log in once if you lose your
        authenticator app. They will not be shown again.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-neutral-50 p-4 font-mono text-sm dark:bg-neutral-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => copyToClipboard(text, 'Recovery codes copied', 'Could not copy the codes')}
        >
          Copy
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadFile('teamboard-recovery-codes.txt', text, 'text/plain')}
        >
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
