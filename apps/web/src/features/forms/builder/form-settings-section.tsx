import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Field, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { formPublicUrl } from '../form-link';
import type { BoardChoices } from './board-choices';
import type { DraftIssues, FormSettings } from './form-draft';

interface FormSettingsSectionProps {
  settings: FormSettings;
  onChange: (changes: Partial<FormSettings>) => void;
  choices: BoardChoices;
  issues: DraftIssues;
  /** A new form may leave its link blank: the server makes one from the title. */
  isNew: boolean;
}

/** The form's title and texts, where its tasks go and with what, whether it is open, its link. */
export function FormSettingsSection({
  settings,
  onChange,
  choices,
  issues,
  isNew,
}: FormSettingsSectionProps) {
  const slugHint = settings.slug
    ? formPublicUrl(window.location.origin, settings.slug)
    : 'Left blank, it is made from the title.';
  return (
    <div className="space-y-4">
      <TextField
        label="Form title"
        value={settings.title}
        error={issues.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <Field label="Description" error={issues.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={settings.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <Field label="Tasks go to" error={issues.columnId}>
        {(control) => (
          <Select
            {...control}
            value={settings.columnId ?? ''}
            onChange={(event) => onChange({ columnId: event.target.value || null })}
          >
            <option value="">The board’s first column</option>
            {choices.columns.map((column) => (
              <option key={column._id} value={column._id}>
                {column.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <CheckboxGroup
        legend="Labels of every task"
        options={choices.labels.map((label) => ({ id: label._id, name: label.name }))}
        checked={settings.defaultLabels}
        onChange={(defaultLabels) => onChange({ defaultLabels })}
      />
      <CheckboxGroup
        legend="Assignees of every task"
        options={choices.people.map((person) => ({ id: person._id, name: person.name }))}
        checked={settings.defaultAssignees}
        onChange={(defaultAssignees) => onChange({ defaultAssignees })}
      />
      <Field label="Thank-you message" error={issues.thankYouMessage}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={settings.thankYouMessage}
            onChange={(event) => onChange({ thankYouMessage: event.target.value })}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={settings.isOpen}
          onChange={(event) => onChange({ isOpen: event.target.checked })}
        />
        Open: accepting answers
      </label>
      <TextField
        label={isNew ? 'Link (optional)' : 'Link'}
        value={settings.slug}
        error={issues.slug}
        hint={isNew ? slugHint : `${slugHint} · Changing it stops the old link working.`}
        onChange={(event) => onChange({ slug: event.target.value })}
      />
    </div>
  );
}
