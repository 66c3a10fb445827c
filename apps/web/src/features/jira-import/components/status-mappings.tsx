import type { Column } from '@teamboard/shared';
import type { ImportMapping, ImportPreview } from '@teamboard/shared/jira-import';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { statusTarget, withEntry } from '../mapping-draft';
import { MappingRow, MappingSection } from './mapping-section';

/** The select's value for "a new column" (column ids are never this). */
const NEW_COLUMN = 'new-column';

interface StatusMappingsProps {
  statuses: ImportPreview['statuses'];
  columns: Column[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** Each Jira status → one of the board's columns, or a new column (its title editable). */
export function StatusMappings({ statuses, columns, mapping, onChange }: StatusMappingsProps) {
  return (
    <MappingSection
      title="Statuses → columns"
      description="Issues go to the column of their status; new columns are added when the import starts."
    >
      {statuses.map(({ name, count }) => {
        const target = statusTarget(mapping, name);
        const set = (value: string) =>
          onChange(
            withEntry(
              mapping,
              'statuses',
              name,
              value === NEW_COLUMN ? { newColumn: name } : { columnId: value },
            ),
          );
        return (
          <MappingRow key={name} name={name} count={count}>
            <Select
              aria-label={`Column for ${name}`}
              className="w-auto"
              value={'columnId' in target ? target.columnId : NEW_COLUMN}
              onChange={(event) => set(event.target.value)}
            >
              {columns.map((column) => (
                <option key={column._id} value={column._id}>
                  {column.title}
                </option>
              ))}
              <option value={NEW_COLUMN}>New column: {name}</option>
            </Select>
            {'newColumn' in target && (
              <Input
                aria-label={`New column title for ${name}`}
                className="w-56"
                value={target.newColumn}
                onChange={(event) =>
                  onChange(withEntry(mapping, 'statuses', name, { newColumn: event.target.value }))
                }
              />
            )}
          </MappingRow>
        );
      })}
    </MappingSection>
  );
}
