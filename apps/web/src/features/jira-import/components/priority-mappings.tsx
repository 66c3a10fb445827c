import type { ImportMapping, ImportPreview } from '@teamboard/shared/jira-import';
import { Select } from '../../../components/ui/select';
import { PRIORITY_OPTIONS } from '../../tasks/task-labels';
import { withEntry } from '../mapping-draft';
import { MappingRow, MappingSection } from './mapping-section';

interface PriorityMappingsProps {
  priorities: ImportPreview['priorities'];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Each Jira priority → one of the board's five levels. */
export function PriorityMappings({ priorities, mapping, onChange }: PriorityMappingsProps) {
  if (priorities.length === 0) return null;
  return (
    <MappingSection title="Priorities → levels" description="Highest is Urgent, Lowest is Low.">
      {priorities.map(({ name, count }) => (
        <MappingRow key={name} name={name} count={count}>
          <Select
            aria-label={`Level for ${name}`}
            className="w-auto"
            value={mapping.priorities[name] ?? 1}
            onChange={(event) =>
              onChange(withEntry(mapping, 'priorities', name, Number(event.target.value)))
            }
          >
            {PRIORITY_OPTIONS.map(([level, label]) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </Select>
        </MappingRow>
      ))}
    </MappingSection>
  );
}
