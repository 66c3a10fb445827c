import { updateWorkingHoursQuotaInputSchema } from '@teamboard/shared';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { reportOutcome } from '../../../lib/report-outcome';
import { useUpdateWorkingHoursQuota } from '../api/update-working-hours-quota';

interface WeeklyHoursFormProps {
  boardId: string;
  weeklyHours: number | null;
  onDone: () => void;
}

/** A board admin's inline form: the weekly hours, or none. */
export function WeeklyHoursForm({ boardId, weeklyHours, onDone }: WeeklyHoursFormProps) {
  const id = useId();
  const [value, setValue] = useState(weeklyHours === null ? '' : String(weeklyHours));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWorkingHoursQuota(boardId);

  const save = (hours: number | null) =>
    reportOutcome(update.mutateAsync(hours), 'Failed to update weekly quota', onDone);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError('Enter the weekly hours');
      return;
    }
    const parsed = updateWorkingHoursQuotaInputSchema.safeParse({ weeklyHours: Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the weekly hours');
      return;
    }
    setError(null);
    save(parsed.data.weeklyHours);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Weekly quota" className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Weekly hours
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          min={1}
          step="0.5"
          className="w-24"
          invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" size="sm" loading={update.isPending}>
          Save
        </Button>
        {weeklyHours !== null && (
          <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => save(null)}>
            Remove
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
