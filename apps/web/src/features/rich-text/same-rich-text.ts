import { generateHTML, generateJSON } from '@tiptap/core';
import { richTextExtensions } from './rich-text-extensions';

const schemaOnly = richTextExtensions({ hrefOf: () => null, open: () => undefined });

/** The HTML as the editor itself would write it: the server's sanitising may spell it apart. */
function canonical(html: string): string {
  return generateHTML(generateJSON(html, schemaOnly), schemaOnly);
}

/** Whether two stored texts say the same, however their HTML is spelled. */
export function sameRichText(a: string, b: string): boolean {
  return a === b || canonical(a) === canonical(b);
}

/** The words of a stored text, for a short quote ("Changed by someone else: …"). */
export function wordsOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return body.textContent.replace(/\s+/g, ' ').trim();
}
