import { Parser } from 'htmlparser2';

/** Tags that end a line of the text. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'li', 'pre', 'blockquote', 'br', 'hr', 'div']);

/**
 * The words of stored rich text, one line a block: what an email, a notification, a calendar
 * feed, a CSV export and the search read.
 */
export function plainTextOf(html: string): string {
  let text = '';
  const parser = new Parser({
    onopentag: (name) => {
      if (name === 'li') text += '- ';
    },
    ontext: (chunk) => {
      text += chunk;
    },
    onclosetag: (name) => {
      if (BLOCKS.has(name)) text += '\n';
    },
  });
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the text says nothing (no words, no image): an empty comment or description. */
export function isBlankRichText(html: string): boolean {
  return plainTextOf(html) === '' && !/<(?:img|hr)\b/i.test(html);
}
