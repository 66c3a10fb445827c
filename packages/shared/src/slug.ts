/**
 * "Café Requests!" → "cafe-requests": lowercase ASCII letters and digits joined by single
 * hyphens, accents dropped, at most `maxLength` characters, never starting or ending with a
 * hyphen (and empty when nothing is left). Workspace URLs, usernames and form links start here.
 */
export function slugWords(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
