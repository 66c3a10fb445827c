import { publicFormField, type PublicForm } from '@teamboard/shared/public-form';
import { FormFill } from '../fill/form-fill';
import type { FormDraft } from './form-draft';

interface FormPreviewProps {
  draft: FormDraft;
  workspace: PublicForm['workspace'];
}

/** The form as people with its link will see it, as it is being built (it sends nothing). */
export function FormPreview({ draft, workspace }: FormPreviewProps) {
  const form: PublicForm = {
    slug: draft.slug,
    title: draft.title.trim() || 'Untitled form',
    description: draft.description.trim() || null,
    workspace,
    fields: draft.fields.map(publicFormField),
  };
  return (
    <section aria-label="Preview" className="space-y-3">
      <h2 className="text-sm font-semibold text-neutral-500 uppercase">Preview</h2>
      <div className="rounded-xl border border-dashed border-neutral-300 p-6 dark:border-neutral-700">
        <p className="mb-4 text-sm text-neutral-500">{workspace.name}</p>
        <FormFill form={form} titleTag="h3" />
      </div>
    </section>
  );
}
