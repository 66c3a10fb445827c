/** Empty paragraphs at either end of a text (a stray Enter) are not part of what was written. */
export function trimEmptyParagraphs(html: string): string {
  return html.replace(/^(?:<p><\/p>)+/, '').replace(/(?:<p><\/p>)+$/, '');
}
