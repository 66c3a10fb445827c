const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
/** What ends a number, true, false or null: a separator, the end of its container, white space. */
const SCALAR_ENDS = new Set([COMMA, CLOSE_BRACE, CLOSE_BRACKET, 0x20, 0x09, 0x0a, 0x0d]);

/**
 * One JSON value scanned as its text arrives, chunk after chunk, without building it: where it
 * ends, how many values it holds (objects, lists, and the values commas separate: what JSON.parse
 * would build) and how deep it nests, and its text when kept. Only strings and brackets are
 * followed; whether the text is valid JSON is for JSON.parse to say, once it is known to be small.
 */
export class JsonValueScan {
  values = 0;
  deepest = 0;
  private depth = 0;
  private started = false;
  private scalar = false;
  private inString = false;
  private escaped = false;
  private readonly parts: string[] = [];

  constructor(private readonly keep: boolean) {}

  /** Scans on from `from`: the index just past the value's end, or -1 when it goes on. */
  scan(chunk: string, from: number): number {
    for (let index = from; index < chunk.length; index += 1) {
      const code = chunk.charCodeAt(index);
      if (this.scalar && SCALAR_ENDS.has(code)) return this.ended(chunk, from, index);
      if (this.step(code)) return this.ended(chunk, from, index + 1);
    }
    if (this.keep) this.parts.push(chunk.slice(from));
    return -1;
  }

  /** The value's text (when kept). */
  text(): string {
    return this.parts.join('');
  }

  private ended(chunk: string, from: number, end: number): number {
    if (this.keep) this.parts.push(chunk.slice(from, end));
    return end;
  }

  /** Takes one character in: whether the value ends with it. */
  private step(code: number): boolean {
    if (this.inString) return this.stringStep(code);
    if (!this.started) return this.begin(code);
    if (this.scalar) return false;
    if (code === QUOTE) this.inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.open();
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) return --this.depth === 0;
    else if (code === COMMA) this.values += 1;
    return false;
  }

  /** Inside a string: whether it closes, ending a value that is a string. */
  private stringStep(code: number): boolean {
    if (this.escaped) this.escaped = false;
    else if (code === BACKSLASH) this.escaped = true;
    else if (code === QUOTE) {
      this.inString = false;
      return this.depth === 0;
    }
    return false;
  }

  private begin(code: number): boolean {
    this.started = true;
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      this.open();
      return false;
    }
    this.values = 1;
    if (code === QUOTE) this.inString = true;
    else this.scalar = true;
    return false;
  }

  private open(): void {
    this.depth += 1;
    this.values += 1;
    this.deepest = Math.max(this.deepest, this.depth);
  }
}
