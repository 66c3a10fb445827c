/**
 * Jira wiki markup (Jira Server's and the CSV export's rich text) as Markdown, in the shapes
 * adfToMarkdown writes: "## " headings, "- " and "1. " lists (nested ones indented), ``` fenced
 * code, `inline code`, **bold**, *italics*, [text](url) links, "> " quotes. The import renders it
 * as the task's rich text (rich-text/markdown.ts). Plain text comes out as it went in.
 */
export function wikiToMarkdown(markup: string): string {
  const lines: string[] = [];
  const numbers: number[] = [];
  let fence: string | null = null;
  /** The last line was a list item or a quote. */
  let open = false;
  for (const line of markup.split(/\r\n|\r|\n/)) {
    if (fence !== null) {
      const end = line.indexOf(fence);
      if (end === -1) lines.push(line);
      else {
        if (end > 0) lines.push(line.slice(0, end));
        lines.push('```');
        fence = null;
      }
      continue;
    }
    const opening = /^\s*\{(code|noformat)(?::([\w+#-]*)[^}]*)?\}(.*)$/.exec(line);
    if (opening) {
      fence = `{${opening[1]}}`;
      lines.push(`\`\`\`${opening[2] ?? ''}`);
      if (opening[3]) lines.push(opening[3]);
      continue;
    }
    // Markdown carries a list item or a quote on into the next line; in wiki markup a line that
    // is neither ends it. A blank line ends it in Markdown too.
    const continues = /^(?:[*#]+|-) |^bq\.\s/.test(line);
    if (open && !continues && line.trim() !== '') lines.push('');
    open = continues;
    lines.push(...blockLine(line, numbers).split('\n'));
  }
  if (fence !== null) lines.push('```');
  return lines.join('\n');
}

/** One line outside code: a heading, list item, quote or rule by its start, then its inline text. */
function blockLine(line: string, numbers: number[]): string {
  const item = /^([*#]+|-) (.*)$/.exec(line);
  if (item) return listItem(item[1] ?? '', item[2] ?? '', numbers);
  numbers.length = 0;
  const heading = /^h([1-6])\.\s+(.*)$/.exec(line);
  if (heading) return `${'#'.repeat(Number(heading[1]))} ${inline(heading[2] ?? '')}`;
  const quote = /^bq\.\s+(.*)$/.exec(line);
  if (quote) return `> ${inline(quote[1] ?? '')}`;
  if (/^-{4,}\s*$/.test(line)) return '---';
  return inline(line);
}

/** "*", "#" or "-" markers, one per level: "- " or the level's next number, indented by level. */
function listItem(markers: string, text: string, numbers: number[]): string {
  const depth = markers.length;
  numbers.length = Math.min(numbers.length, depth);
  const numbered = markers.endsWith('#');
  const next = numbered ? (numbers[depth - 1] ?? 0) + 1 : 0;
  while (numbers.length < depth) numbers.push(0);
  numbers[depth - 1] = next;
  const marker = numbered ? `${next}. ` : '- ';
  return `${'  '.repeat(depth - 1)}${marker}${inline(text)}`;
}

/** Addresses a link may keep: nothing that runs script or reads as something else. */
const SAFE_ADDRESS = /^(https?:\/\/|mailto:)[^\s]+$/i;

/** "[text|url]" as a Markdown link; "[url]" or "[~name]" (a mention) as its text alone. */
function link(label: string | undefined, address: string): string {
  const target = address.trim();
  if (!label) return target.replace(/^~/, '@');
  return SAFE_ADDRESS.test(target) && target !== label ? `[${label}](${target})` : label;
}

/**
 * Bold and italics in Markdown's marks, underline as its text, monospace as `code`, links as
 * [text](url), "\\" as a break.
 */
function inline(text: string): string {
  return text
    .replace(/\{\{(.+?)\}\}/g, '`$1`')
    .replace(/\[(?:([^\]|]*)\|)?([^\]|]+)\]/g, (_, label: string | undefined, address: string) =>
      link(label?.trim(), address),
    )
    .replace(/(^|[^\w*])\*(\S(?:[^*\n]*?\S)?)\*(?=$|[^\w*])/g, '$1**$2**')
    .replace(/(^|[^\w_])_(\S(?:[^_\n]*?\S)?)_(?=$|[^\w_])/g, '$1*$2*')
    .replace(/(^|[^\w+])\+(\S(?:[^+\n]*?\S)?)\+(?=$|[^\w+])/g, '$1$2')
    .replace(/\\\\/g, '\n');
}
