import { ExportRejected } from '../jira-issue';
import { NOT_AN_EXPORT } from './export-text';
import { tooManyRows } from './issue-rows';
import { JsonValueScan } from './json-value-scan';

/**
 * Jira's search answer ({"issues": [...], "names": {...}, …}) read as it arrives, never built
 * whole: JSON.parse of a whole answer builds every value at once, and a few megabytes of
 * `{},{},…` are millions of objects and minutes of work. Here the issues are counted as they
 * come (the one past the cap refuses the file there and then), each one's size and nesting too,
 * and each is kept as its own JSON text, to be parsed alone once it is known to be small.
 */

/** The parts of the answer the import reads, each as JSON text. */
export interface SearchAnswer {
  /** The entries of the "issues" list, in order; null when the answer has no such list. */
  issues: string[] | null;
  /** The "names" map (a field's id → Jira's name for it), when the answer has one. */
  names: string | null;
}

/**
 * Values an issue (or the names map) may hold: a hundred times what a large real issue holds
 * (comments in Atlassian Document Format included), few enough that parsing it is quick.
 */
const MAX_ENTRY_VALUES = 100_000;
/** Deeper than any rich text Jira writes (which is read recursively). */
const MAX_ENTRY_DEPTH = 100;

/** The next character that is not JSON white space. */
const TOKEN = /[^ \t\n\r]/g;
const NOT_A_VALUE = new Set([',', ':', ']', '}']);

/** Where the reader is in the answer's outline, between the values it scans. */
type Place =
  | 'root'
  | 'first-key'
  | 'key'
  | 'colon'
  | 'value'
  | 'after-value'
  | 'first-issue'
  | 'issue'
  | 'after-issue'
  | 'end';

/** The punctuation each place expects, and the place after it. */
const PUNCTUATION: Record<Place, Partial<Record<string, Place>>> = {
  root: { '{': 'first-key' },
  'first-key': { '}': 'end' },
  key: {},
  colon: { ':': 'value' },
  value: {},
  'after-value': { ',': 'key', '}': 'end' },
  'first-issue': { ']': 'after-value' },
  issue: {},
  'after-issue': { ',': 'issue', ']': 'after-value' },
  end: {},
};

/** A key or value being scanned, and what to do with its text once it ends. */
interface Entry {
  scan: JsonValueScan;
  /** What it is, to name in a refusal when it is too large; null when its size does not matter. */
  name: string | null;
  done: (text: string) => void;
}

export class SearchAnswerReader {
  private place: Place = 'root';
  private key = '';
  private entry: Entry | null = null;
  private hasIssues = false;
  private issues: string[] = [];
  private names: string | null = null;
  /** Characters read before the current chunk, for the position in a refusal. */
  private offset = 0;

  constructor(private readonly maxIssues: number) {}

  read(chunk: string): void {
    let index = 0;
    while (index < chunk.length) {
      index = this.entry ? this.scanEntry(this.entry, chunk, index) : this.outline(chunk, index);
    }
    this.offset += chunk.length;
  }

  end(): SearchAnswer {
    if (this.place !== 'end') throw unreadable('SyntaxError: Unexpected end of JSON input');
    return { issues: this.hasIssues ? this.issues : null, names: this.names };
  }

  private scanEntry(entry: Entry, chunk: string, from: number): number {
    const end = entry.scan.scan(chunk, from);
    if (entry.name !== null) checkSize(entry.scan, entry.name);
    if (end === -1) return chunk.length;
    this.entry = null;
    entry.done(entry.scan.text());
    return end;
  }

  /** Skips white space, then takes what the place expects: the index to go on from. */
  private outline(chunk: string, from: number): number {
    TOKEN.lastIndex = from;
    const index = TOKEN.exec(chunk)?.index;
    if (index === undefined) return chunk.length;
    const char = chunk.charAt(index);
    const next = PUNCTUATION[this.place][char];
    if (next) {
      this.place = next;
      return index + 1;
    }
    if (this.place === 'value' && this.key === 'issues' && char === '[') {
      this.startIssues();
      return index + 1;
    }
    this.entry = NOT_A_VALUE.has(char) ? null : this.entryAt(char);
    if (this.entry) return index;
    throw unreadable(`SyntaxError: Unexpected token '${char}' at position ${this.offset + index}`);
  }

  private startIssues(): void {
    this.hasIssues = true;
    this.issues = [];
    this.place = 'first-issue';
  }

  /** The key or value starting with `char` here; null when none may. */
  private entryAt(char: string): Entry | null {
    switch (this.place) {
      case 'first-key':
      case 'key':
        return char === '"' ? this.keyEntry() : null;
      case 'value':
        return this.valueEntry();
      case 'first-issue':
      case 'issue':
        return this.issueEntry();
      default:
        return null;
    }
  }

  private keyEntry(): Entry {
    return {
      scan: new JsonValueScan(true),
      name: null,
      done: (text) => {
        const key = parseJson(text);
        this.key = typeof key === 'string' ? key : '';
        this.place = 'colon';
      },
    };
  }

  /** A value of the answer itself: the names map is kept, anything else only scanned past. */
  private valueEntry(): Entry {
    const isNames = this.key === 'names';
    // "issues" that is not a list: the answer has none (JSON.parse keeps a key's last value).
    if (this.key === 'issues') this.hasIssues = false;
    return {
      scan: new JsonValueScan(isNames),
      name: isNames ? 'its "names" map' : null,
      done: (text) => {
        if (isNames) this.names = text;
        this.place = 'after-value';
      },
    };
  }

  private issueEntry(): Entry {
    if (this.issues.length >= this.maxIssues) throw tooManyRows(this.maxIssues);
    return {
      scan: new JsonValueScan(true),
      name: `issue ${this.issues.length + 1}`,
      done: (text) => {
        this.issues.push(text);
        this.place = 'after-issue';
      },
    };
  }
}

/** The value of a JSON text, or a refusal saying why it cannot be read. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw unreadable(String(error));
  }
}

function checkSize(scan: JsonValueScan, name: string): void {
  if (scan.values <= MAX_ENTRY_VALUES && scan.deepest <= MAX_ENTRY_DEPTH) return;
  throw new ExportRejected(
    `${NOT_AN_EXPORT}: ${name} holds more than Jira writes (over ${MAX_ENTRY_VALUES.toLocaleString('en-US')} values, or nested over ${MAX_ENTRY_DEPTH} deep)`,
  );
}

const unreadable = (why: string) =>
  new ExportRejected(`${NOT_AN_EXPORT}: its JSON cannot be read (${why})`);
