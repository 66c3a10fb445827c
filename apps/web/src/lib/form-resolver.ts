import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with a zod-like `safeParse`: the shared input schemas. */
export interface FormSchema<TOutput> {
  safeParse: (
    data: unknown,
  ) => { success: true; data: TOutput } | { success: false; error: { issues: SchemaIssue[] } };
}

export interface ResolverOptions<TForm> {
  /** Turns raw form values into the schema's input (e.g. '' to undefined for optional fields). */
  toInput?: (values: TForm) => unknown;
  /** Extra checks the schema cannot express (e.g. a matching confirmation); they win per field. */
  check?: (values: TForm) => SchemaIssue[];
}

/** A react-hook-form resolver validating with a shared zod schema: first message per field. */
export function schemaResolver<TForm extends FieldValues, TOutput>(
  schema: FormSchema<TOutput>,
  options: ResolverOptions<TForm> = {},
): Resolver<TForm, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
    const issues = [
      ...(options.check?.(values) ?? []),
      ...(result.success ? [] : result.error.issues),
    ];
    if (result.success && issues.length === 0) return { values: result.data, errors: {} };

    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}
