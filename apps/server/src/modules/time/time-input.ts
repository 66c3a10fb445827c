/** A description left blank is no description (stored as null). */
export function descriptionValue(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}
