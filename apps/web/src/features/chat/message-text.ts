/** A piece of a message's text: plain, a web link, or something that looks like a task key. */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'task'; text: string };

/** Web addresses: only http(s), so no other scheme (javascript:, data:) can become a link. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/gi;
/** A board key (a letter, then 1-9 letters or digits) and a task number: "WR-12". */
const TASK_KEY_PATTERN = /\b[A-Z][A-Z0-9]{1,9}-\d+\b/g;
/** Punctuation after an address usually ends the sentence, not the address. */
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** The address as found, less the punctuation (and an unmatched ")") that follows it. */
function trimAddress(found: string): string {
  let address = found.replace(TRAILING_PUNCTUATION, '');
  while (address.endsWith(')') && !address.includes('(')) {
    address = address.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return address;
}

function withTaskKeys(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of text.matchAll(TASK_KEY_PATTERN)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'task', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** A message's text cut into plain text, links and task keys, in order; nothing is HTML. */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    parts.push(...withTaskKeys(content.slice(at, match.index)));
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    parts.push({ kind: 'link', text: address, href });
    at = match.index + address.length;
  }
  parts.push(...withTaskKeys(content.slice(at)));
  return parts;
}
