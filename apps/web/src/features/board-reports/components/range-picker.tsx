import { boardReportQuerySchema } from '@teamboard/shared/board-report';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  presetRange,
  RANGE_PRESET_NAMES,
  RANGE_PRESETS,
  type RangePreset,
  type ReportRange,
} from '../report-range';

const DAY_FIELDS = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
] as const;

interface RangePickerProps {
  range: ReportRange;
  today: string;
  onChange: (range: ReportRange) => void;
}

/**
 * Last 4 weeks, this quarter, or custom days (UTC, both included). A custom range is applied once
 * both days make a valid range; until then the reason shows.
 */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const id = useId();
  const [draft, setDraft] = useState({ from: range.from, to: range.to });
  const checked = boardReportQuerySchema.safeParse(draft);
  const edit = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const parsed = boardReportQuerySchema.safeParse(next);
    if (parsed.success) onChange({ preset: 'custom', ...parsed.data });
  };
  const choose = (preset: RangePreset) => {
    const next = preset === 'custom' ? { ...range, preset } : presetRange(preset, today);
    setDraft({ from: next.from, to: next.to });
    onChange(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        <span className="mb-1 block font-medium">Range</span>
        <Select
          value={range.preset}
          onChange={(event) => choose(event.target.value as RangePreset)}
          className="w-40"
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {RANGE_PRESET_NAMES[preset]}
            </option>
          ))}
        </Select>
      </label>
      {range.preset === 'custom' ? (
        <>
          {DAY_FIELDS.map(({ field, label }) => (
            <label key={field} className="text-sm">
              <span className="mb-1 block font-medium">{label}</span>
              <Input
                type="date"
                value={draft[field]}
                // Each day bounds the other in the browser's date picker.
                min={field === 'to' ? draft.from || undefined : undefined}
                max={field === 'from' ? draft.to || undefined : undefined}
                invalid={!checked.success}
                aria-describedby={`${id}-error`}
                onChange={(event) => edit(field, event.target.value)}
              />
            </label>
          ))}
          <p id={`${id}-error`} role="alert" className="pb-2 text-sm text-red-600">
            {checked.error?.issues[0]?.message}
          </p>
        </>
      ) : (
        <p className="pb-2 text-sm text-neutral-600 dark:text-neutral-400">
          {range.from} – {range.to} (UTC)
        </p>
      )}
    </div>
  );
}
