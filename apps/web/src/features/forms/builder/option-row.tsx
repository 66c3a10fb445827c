import { COMPLEXITY_NAMES, PRIORITY_NAMES, type Label } from '@teamboard/shared';
import { type FormFieldTarget, type FormOption } from '@teamboard/shared/form';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

const LEVEL_NAMES: Partial<Record<FormFieldTarget, Record<number, string>>> = {
  priority: PRIORITY_NAMES,
  complexity: COMPLEXITY_NAMES,
};

interface OptionRowProps {
  option: FormOption;
  index: number;
  target: FormFieldTarget;
  labels: Label[];
  error: string | undefined;
  onChange: (option: FormOption) => void;
  onRemove: () => void;
}

/** One choice: its text, and the priority, complexity or board label it sets when it does. */
export function OptionRow({
  option,
  index,
  target,
  labels,
  error,
  onChange,
  onRemove,
}: OptionRowProps) {
  const levels = LEVEL_NAMES[target];
  const name = `Option ${index + 1}`;
  return (
    <li className="space-y-1">
      <div className="flex items-center gap-2">
        <Input
          aria-label={name}
          invalid={Boolean(error)}
          value={option.label}
          onChange={(event) => onChange({ ...option, label: event.target.value })}
        />
        {levels && (
          <Select
            aria-label={`${name}: ${target}`}
            className="w-40 shrink-0"
            value={option.level ?? ''}
            onChange={(event) =>
              onChange({ ...option, level: Number(event.target.value) || undefined })
            }
          >
            <option value="">Choose…</option>
            {Object.entries(levels).map(([level, levelName]) => (
              <option key={level} value={level}>
                {levelName}
              </option>
            ))}
          </Select>
        )}
        {target === 'labels' && (
          <Select
            aria-label={`${name}: label`}
            className="w-40 shrink-0"
            value={option.labelId ?? ''}
            onChange={(event) => onChange({ ...option, labelId: event.target.value || undefined })}
          >
            <option value="">Choose…</option>
            {labels.map((label) => (
              <option key={label._id} value={label._id}>
                {label.name}
              </option>
            ))}
          </Select>
        )}
        <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </Button>
      </div>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
    </li>
  );
}
