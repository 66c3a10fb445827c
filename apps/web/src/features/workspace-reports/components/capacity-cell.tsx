import { type PublicUser } from '@teamboard/shared';
import { memberCapacityInputSchema } from '@teamboard/shared/workspace-report';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSetMemberCapacity } from '../api/set-member-capacity';

interface CapacityCellProps {
  workspaceId: string;
  user: PublicUser;
  hours: number;
  /** The person themselves, or a manager and up. */
  editable: boolean;
}

/** A member's weekly capacity; whoever may change it edits it in place. */
export function CapacityCell({ workspaceId, user, hours, editable }: CapacityCellProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSetMemberCapacity(workspaceId);
  const shown = `${String(hours)} h`;
  if (!editable) return shown;
  if (draft === null) {
    return (
      <button
        type="button"
        className="rounded px-1 underline decoration-dotted underline-offset-4 hover:bg-neutral-100 dark:hover:bg-neutral-800"
        aria-label={`Weekly capacity of ${user.name}: ${shown}. Change`}
        onClick={() => setDraft(String(hours))}
      >
        {shown}
      </button>
    );
  }
  const checked = memberCapacityInputSchema.safeParse({ weeklyHours: Number(draft) });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.success) return;
    save.mutate({ userId: user._id, ...checked.data }, { onSuccess: () => setDraft(null) });
  };
  return (
    <form className="flex items-center gap-1.5" onSubmit={submit}>
      <Input
        type="number"
        step="0.5"
        min="0.5"
        className="w-20"
        aria-label={`Weekly capacity of ${user.name} (hours)`}
        aria-describedby={`${id}-error`}
        invalid={!checked.success}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button type="submit" size="sm" loading={save.isPending} disabled={!checked.success}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
        Cancel
      </Button>
      <span id={`${id}-error`} role="alert" className="text-xs text-red-600">
        {checked.error?.issues[0]?.message}
      </span>
    </form>
  );
}
