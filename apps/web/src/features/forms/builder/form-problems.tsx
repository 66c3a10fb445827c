import { formFieldsIssues, type FormField } from '@teamboard/shared/form';
import { Alert } from '../../../components/ui/alert';
import type { DraftIssues } from './form-draft';

/** What stops the fields standing as they are, as the server would say it. */
function fieldsProblems(fields: FormField[]): string[] {
  if (fields.length === 0) return ['Add at least one field'];
  return formFieldsIssues(fields).map((issue) => issue.message);
}

/**
 * Every problem in one place, before saving: the fields' own (live, as they are edited), then
 * those a save attempt or the server found.
 */
export function FormProblems({ fields, issues }: { fields: FormField[]; issues: DraftIssues }) {
  const problems = [...new Set([...fieldsProblems(fields), ...Object.values(issues)])];
  if (problems.length === 0) return null;
  return (
    <Alert tone="error">
      <p className="font-medium">Before this form can be saved:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
