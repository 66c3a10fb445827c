import type { ImportMapping } from '@teamboard/shared/jira-import';
import { Input } from '../../../components/ui/input';
import { complexityName } from '../../tasks/task-labels';
import { withThreshold } from '../mapping-draft';

interface ComplexityMappingProps {
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Story points → complexity: the highest points of each of the first four levels. */
export function ComplexityMapping({ mapping, onChange }: ComplexityMappingProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Story points → complexity</legend>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Story points up to each number get that complexity; above the last, {complexityName(5)}.
      </p>
      <div className="flex flex-wrap gap-4">
        {mapping.complexity.map((threshold, index) => (
          <label key={index} className="space-y-1 text-sm">
            <span className="block font-medium">{complexityName(index + 1)} up to</span>
            <Input
              type="number"
              min={0}
              step="any"
              className="w-24"
              value={Number.isNaN(threshold) ? '' : threshold}
              onChange={(event) =>
                onChange(withThreshold(mapping, index, event.target.valueAsNumber))
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
