/**
 * Atlassian Document Format (Jira Cloud's rich text: descriptions, comments, worklog notes) as
 * Markdown, which the import renders as the task's rich text (rich-text/markdown.ts): a blank line
 * between blocks, "# " headings, "- " and "1. " lists (nested ones indented), ``` fenced code,
 * `inline code`, **bold**, *italics*, ~~struck~~, [text](url) links, "@Name" mentions, " | "
 * between table cells. What the text itself holds is escaped, so a "*" someone typed stays a "*".
 * A node this does not know gives the text inside it. Images and other media give nothing.
 */

interface AdfNode {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown>;
  marks?: unknown;
  content?: unknown;
}

const INLINE_TYPES = new Set([
  'text',
  'hardBreak',
  'mention',
  'emoji',
  'inlineCard',
  'date',
  'status',
]);

export function adfToMarkdown(document: unknown): string {
  return blocks(children(asNode(document))).trim();
}

/** Whether a value looks like an ADF document (what Jira Cloud's REST API v3 sends). */
export function isAdfDocument(value: unknown): boolean {
  return asNode(value).type === 'doc';
}

function asNode(value: unknown): AdfNode {
  return typeof value === 'object' && value !== null ? value : {};
}

function children(node: AdfNode): AdfNode[] {
  return Array.isArray(node.content) ? node.content.map(asNode) : [];
}

function attr(node: AdfNode, name: string): string {
  const value = node.attrs?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function textOf(node: AdfNode): string {
  return typeof node.text === 'string' ? node.text : '';
}

function isInline(node: AdfNode): boolean {
  return typeof node.type === 'string' && INLINE_TYPES.has(node.type);
}

/** Block nodes, a blank line between them (empty ones left out). */
function blocks(nodes: AdfNode[], separator = '\n\n'): string {
  return nodes
    .map(block)
    .filter((text) => text.trim() !== '')
    .join(separator);
}

function block(node: AdfNode): string {
  switch (node.type) {
    case 'paragraph':
      return inline(children(node));
    case 'heading':
      return `${'#'.repeat(Number(attr(node, 'level')) || 1)} ${inline(children(node))}`;
    case 'bulletList':
      return list(node, () => '- ');
    case 'orderedList':
      return list(node, (index) => `${(Number(attr(node, 'order')) || 1) + index}. `);
    case 'codeBlock':
      return `\`\`\`${attr(node, 'language')}\n${plain(children(node))}\n\`\`\``;
    case 'blockquote':
      return prefixLines(blocks(children(node)), '> ');
    case 'rule':
      return '---';
    case 'table':
      return children(node).map(tableRow).join('\n');
    default:
      return container(node);
  }
}

/** A node this does not know (a panel, an expand, a task list…): the text inside it. */
function container(node: AdfNode): string {
  const nodes = children(node);
  if (nodes.length === 0) return isInline(node) ? inline([node]) : '';
  return nodes.every(isInline) ? inline(nodes) : blocks(nodes);
}

/** Each item behind its marker; an item's later lines (and lists inside it) indented under it. */
function list(node: AdfNode, marker: (index: number) => string): string {
  return children(node)
    .map((item, index) => {
      const prefix = marker(index);
      const text = blocks(children(item), '\n');
      return prefix + text.replaceAll('\n', `\n${' '.repeat(prefix.length)}`);
    })
    .join('\n');
}

function tableRow(row: AdfNode): string {
  return children(row)
    .map((cell) => blocks(children(cell), ' ').replaceAll('\n', ' '))
    .join(' | ');
}

function prefixLines(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (prefix + line).trimEnd())
    .join('\n');
}

/** Text as written, marks left out (inside a code block). */
function plain(nodes: AdfNode[]): string {
  return nodes
    .map((node) => (typeof node.text === 'string' ? node.text : plain(children(node))))
    .join('');
}

/**
 * Inline nodes as one text. Neighbouring pieces of one link (split by bold or italics) are
 * gathered so that it is written as one link around the whole link text.
 */
function inline(nodes: AdfNode[]): string {
  const runs: { href: string | null; text: string }[] = [];
  for (const node of nodes) {
    const href = linkOf(node);
    const last = runs.at(-1);
    if (last && href !== null && last.href === href) last.text += inlineText(node);
    else runs.push({ href, text: inlineText(node) });
  }
  return runs.map(({ href, text }) => (href === null ? text : linkText(text, href))).join('');
}

/** Addresses a link may keep: nothing that runs script or reads as something else. */
const SAFE_ADDRESS = /^(https?:\/\/|mailto:)[^\s()]+$/i;

function linkText(text: string, href: string): string {
  if (!SAFE_ADDRESS.test(href) || text === escaped(href)) return text;
  return `[${text}](${href})`;
}

/** Markdown's own characters in what someone typed, written so that they stay characters. */
function escaped(text: string): string {
  return text.replace(/[\\`*_[\]~<>#|]/g, '\\$&');
}

/**
 * Marks as Markdown writes them, innermost first, around the words only (Markdown ignores a mark
 * that opens or closes on a space); code keeps its text as typed.
 */
function marked(node: AdfNode): string {
  if (hasMark(node, 'code')) return `\`${textOf(node)}\``;
  const [, before = '', words = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(textOf(node)) ?? [];
  if (words === '') return before + after;
  let text = escaped(words);
  if (hasMark(node, 'strike')) text = `~~${text}~~`;
  if (hasMark(node, 'em')) text = `*${text}*`;
  if (hasMark(node, 'strong')) text = `**${text}**`;
  return before + text + after;
}

function inlineText(node: AdfNode): string {
  switch (node.type) {
    case 'text':
      return marked(node);
    case 'hardBreak':
      return '\n';
    case 'mention': {
      const name = attr(node, 'text') || attr(node, 'id');
      return escaped(name.startsWith('@') ? name : `@${name}`);
    }
    case 'emoji':
      return attr(node, 'shortName') || attr(node, 'text');
    case 'inlineCard':
      return attr(node, 'url');
    case 'date':
      return dateText(attr(node, 'timestamp'));
    case 'status':
      return escaped(attr(node, 'text'));
    default:
      return inline(children(node));
  }
}

function marks(node: AdfNode): AdfNode[] {
  return Array.isArray(node.marks) ? node.marks.map(asNode) : [];
}

function hasMark(node: AdfNode, type: string): boolean {
  return marks(node).some((mark) => mark.type === type);
}

function linkOf(node: AdfNode): string | null {
  const mark = marks(node).find((candidate) => candidate.type === 'link');
  return mark ? attr(mark, 'href') : null;
}

/** An ADF date is a timestamp in milliseconds: written as the day it names. */
function dateText(timestamp: string): string {
  const date = new Date(Number(timestamp));
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString().slice(0, 10);
}
