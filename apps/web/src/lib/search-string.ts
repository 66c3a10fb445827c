/**
 * `?a=1&b=2,3` from `params`, or '' when there are none. Commas stay readable: they separate the
 * values of a list (`?priority=2,3`), and a shared link should say what it filters.
 */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** `search` with `key` set to `value` (or removed when null), other parameters kept. */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return toSearch(params);
}
