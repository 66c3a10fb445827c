import { Spinner } from '../../../components/ui/spinner';

/** A spinner and "<label>…" while a single-use sign-in link is being spent. */
export function PendingNotice({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-sm text-neutral-600 dark:text-neutral-400">
      <Spinner className="size-6 text-indigo-600" label={label} />
      {label}…
    </div>
  );
}
