/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), value)`) as JSON Schema's
 * `propertyNames` + `additionalProperties`, with every key in `required`. Valid, but linters
 * see required properties that are not defined and generated clients see a string-keyed map:
 * the same object spelled with `properties`, one per key, says what it is to both. Rewrites
 * every such schema in the document, in place.
 */
export function spellOutEnumRecords(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(spellOutEnumRecords);
  if (typeof node !== 'object' || node === null) return;
  Object.values(node).forEach(spellOutEnumRecords);
  const keys = enumOf(Reflect.get(node, 'propertyNames'));
  const value: unknown = Reflect.get(node, 'additionalProperties');
  if (!keys || typeof value !== 'object' || value === null) return;
  Reflect.deleteProperty(node, 'propertyNames');
  Object.assign(node, {
    properties: Object.fromEntries(keys.map((key) => [key, value])),
    additionalProperties: false,
  });
}

function enumOf(propertyNames: unknown): string[] | undefined {
  if (typeof propertyNames !== 'object' || propertyNames === null) return;
  const values: unknown = Reflect.get(propertyNames, 'enum');
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) return;
  return values;
}
