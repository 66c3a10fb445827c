import { Button } from '../../../components/ui/button';

interface ChangedUnderYouProps {
  /** What it now is, as someone else saved it. */
  theirs: string;
  onUseTheirs: () => void;
}

/**
 * Someone else saved this field while it was being edited here: what they saved is shown, and
 * one click takes it; carrying on typing and saving keeps one's own.
 */
export function ChangedUnderYou({ theirs, onUseTheirs }: ChangedUnderYouProps) {
  return (
    <div
      role="status"
      className="mt-1 flex items-start gap-2 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="min-w-0 flex-1 break-words">
        Changed by someone else meanwhile: “
        {theirs.length > 120 ? `${theirs.slice(0, 120)}…` : theirs}”. Saving keeps yours.
      </p>
      <Button
        size="sm"
        variant="secondary"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onUseTheirs}
      >
        Use theirs
      </Button>
    </div>
  );
}
