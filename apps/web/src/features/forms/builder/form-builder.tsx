import type { PublicForm } from '@teamboard/shared/public-form';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import type { BoardChoices } from './board-choices';
import type { Checked, DraftIssues, FormDraft } from './form-draft';
import { FieldList } from './field-list';
import { FormPreview } from './form-preview';
import { FormProblems } from './form-problems';
import { FormSettingsSection } from './form-settings-section';
import { serverIssues } from './server-issues';
import { useFormDraft } from './use-form-draft';

interface FormBuilderProps<T> {
  initial: () => FormDraft;
  isNew: boolean;
  choices: BoardChoices;
  workspace: PublicForm['workspace'];
  /** The body the draft makes, or its problems (checkNewForm, checkEditedForm). */
  check: (draft: FormDraft) => Checked<T>;
  /** Sends the body; rejects with the server's refusal. */
  onSave: (input: T) => Promise<unknown>;
  saving: boolean;
}

/**
 * The form's settings and fields beside a live preview. Problems show before saving; once a save
 * was tried, each also shows at its input, and the server's refusals beside what they are about
 * until the draft changes.
 */
export function FormBuilder<T>({
  initial,
  isNew,
  choices,
  workspace,
  check,
  onSave,
  saving,
}: FormBuilderProps<T>) {
  const { draft, ...edits } = useFormDraft(initial);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<{ draft: FormDraft; issues: DraftIssues } | null>(null);
  const issues: DraftIssues = {
    ...(attempted ? (check(draft).issues ?? {}) : {}),
    ...(refused?.draft === draft ? refused.issues : {}),
  };

  const save = () => {
    setAttempted(true);
    const { input, issues: problems } = check(draft);
    if (problems) return;
    onSave(input).catch((error: unknown) => {
      const placed = serverIssues(error);
      if (placed) setRefused({ draft, issues: placed });
      else if (!isPlanLimitError(error))
        toast.error(errorMessage(error, 'Failed to save the form'));
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <SectionCard title="Settings">
          <FormSettingsSection
            settings={draft}
            onChange={edits.setSettings}
            choices={choices}
            issues={issues}
            isNew={isNew}
          />
        </SectionCard>
        <SectionCard
          title="Fields"
          description="Each answer fills a task field or is added to the task's description."
        >
          <FieldList fields={draft.fields} labels={choices.labels} issues={issues} edits={edits} />
        </SectionCard>
        <FormProblems fields={draft.fields} issues={issues} />
        <Button loading={saving} onClick={save}>
          {isNew ? 'Create form' : 'Save form'}
        </Button>
      </div>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <FormPreview draft={draft} workspace={workspace} />
      </div>
    </div>
  );
}
