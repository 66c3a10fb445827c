import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { JiraIssue } from '../jira-issue';

/** A hand-made export from ./fixtures, as bytes. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** The bytes as an upload arriving `size` bytes at a time. */
export async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
    await Promise.resolve();
  }
}

/** Text or bytes as an upload arriving in the chunks given (none: an empty file). */
export async function* upload(...chunks: (string | Buffer)[]): AsyncGenerator<string | Buffer> {
  for (const chunk of chunks) yield chunk;
}

/** A comment or worklog id made from what it says. */
export const digest = expect.stringMatching(/^[\w-]{16}$/) as string;

/** An issue with nothing but what a test names. */
export const bare = (fields: Partial<JiraIssue>): JiraIssue => ({
  row: 0,
  key: '',
  summary: '',
  description: null,
  status: null,
  statusCategory: null,
  priority: null,
  assignee: null,
  created: null,
  dueDate: null,
  startDate: null,
  labels: [],
  storyPoints: null,
  rank: null,
  blocks: [],
  blockedBy: [],
  parent: null,
  subtasks: [],
  comments: [],
  worklogs: [],
  ...fields,
});
