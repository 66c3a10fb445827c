import { Parser } from 'htmlparser2';

/** The ids of the people the stored rich text mentions (its mention spans), each once. */
export function mentionedIdsIn(html: string): string[] {
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag: (name, attribs) => {
      if (name === 'span' && attribs['data-type'] === 'mention' && attribs['data-id'])
        ids.add(attribs['data-id']);
    },
  });
  parser.write(html);
  parser.end();
  return [...ids];
}
