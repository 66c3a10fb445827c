import { isValid, parse, parseISO } from 'date-fns';

/**
 * A Date whose "local" fields are UTC ones. date-fns builds its result in it (its `in` option),
 * so a time without a zone is read as UTC whatever the server's zone is, even at an hour that a
 * daylight-saving change skips there (what @date-fns/utc's UTCDate does, without the dependency).
 */
class UtcDate extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
  override setFullYear(...args: Parameters<Date['setUTCFullYear']>) {
    return this.setUTCFullYear(...args);
  }
  override setMonth(...args: Parameters<Date['setUTCMonth']>) {
    return this.setUTCMonth(...args);
  }
  override setDate(...args: Parameters<Date['setUTCDate']>) {
    return this.setUTCDate(...args);
  }
  override setHours(...args: Parameters<Date['setUTCHours']>) {
    return this.setUTCHours(...args);
  }
  override setMinutes(...args: Parameters<Date['setUTCMinutes']>) {
    return this.setUTCMinutes(...args);
  }
  override setSeconds(...args: Parameters<Date['setUTCSeconds']>) {
    return this.setUTCSeconds(...args);
  }
  override setMilliseconds(...args: Parameters<Date['setUTCMilliseconds']>) {
    return this.setUTCMilliseconds(...args);
  }
}

const inUtc = { in: (value: Date | number | string) => new UtcDate(value) };

/** "2025-11-22", "2025-11-22 15:04", "2025-11-22T15:04:00.000+0100" (Jira's offset has no colon). */
const ISO_START = /^\d{4}-\d{2}-\d{2}(?:$|[T ])/;

/**
 * Jira's own export style ("22/Nov/25 3:04 PM", "22/Nov/2025 15:04", or the day alone), English
 * month names. The first format whose shape matches is the only one tried: parsing is the cost.
 */
const JIRA_FORMATS: { shape: RegExp; format: string }[] = [
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{2} \d{1,2}:\d{2} [ap]m$/i, format: 'd/MMM/yy h:mm a' },
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{4} \d{1,2}:\d{2} [ap]m$/i, format: 'd/MMM/yyyy h:mm a' },
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{2} \d{1,2}:\d{2}$/i, format: 'd/MMM/yy H:mm' },
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{4} \d{1,2}:\d{2}$/i, format: 'd/MMM/yyyy H:mm' },
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{2}$/i, format: 'd/MMM/yy' },
  { shape: /^\d{1,2}\/[a-z]{3}\/\d{4}$/i, format: 'd/MMM/yyyy' },
];

/**
 * A date as a Jira export writes it, as an ISO instant (UTC); a day alone is that day's midnight
 * UTC. A time without a zone is read as UTC: the export does not say which zone its author's
 * Jira showed. Two-digit years are read within 50 years of today. Null when it is not a date.
 */
export function parseJiraDate(value: string): string | null {
  const text = value.trim();
  const date = ISO_START.test(text) ? parseISO(text, inUtc) : parseJiraStyle(text);
  return date && isValid(date) ? date.toISOString() : null;
}

function parseJiraStyle(text: string): Date | null {
  const style = JIRA_FORMATS.find(({ shape }) => shape.test(text));
  return style ? parse(text, style.format, new UtcDate(Date.now()), inUtc) : null;
}
