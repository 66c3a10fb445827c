import { describe, expect, it } from 'vitest';
import { buildTimeEntry } from '../../test/time-fixtures';
import { draftOf, entryChanges, localDateTime, parseTimeEntryDraft } from './time-entry-input';

const now = new Date(2026, 2, 2, 12, 0).getTime();

describe('parseTimeEntryDraft', () => {
  it('turns the form into the request body: local start as ISO, whole seconds', () => {
    const draft = { start: '2026-03-02T09:30', hours: '1', minutes: '25', description: ' Copy ' };
    expect(parseTimeEntryDraft(draft, now)).toEqual({
      input: {
        startTime: new Date(2026, 2, 2, 9, 30).toISOString(),
        duration: 85 * 60,
        description: 'Copy',
      },
    });
  });

  it('sends an empty description as null', () => {
    const draft = { start: '2026-03-02T09:30', hours: '', minutes: '45', description: '' };
    expect(parseTimeEntryDraft(draft, now)).toMatchObject({ input: { description: null } });
  });

  it.each([
    [{ hours: '0', minutes: '0' }, { duration: 'Duration must be at least 1 minute' }],
    [{ hours: '25', minutes: '0' }, { duration: 'Duration must be at most 24 hours' }],
    [{ hours: '-1', minutes: '0' }, { duration: 'Enter hours and minutes as positive numbers' }],
    [{ hours: '4', minutes: '0' }, { duration: 'The entry cannot end in the future' }],
    [{ start: '2026-03-02T13:00' }, { start: 'Start time cannot be in the future' }],
    [{ start: '' }, { start: 'Enter a start' }],
  ])('refuses %o with %o', (change, errors) => {
    const draft = {
      start: '2026-03-02T09:30',
      hours: '1',
      minutes: '0',
      description: '',
      ...change,
    };
    expect(parseTimeEntryDraft(draft, now)).toEqual({ errors });
  });

  it('starts a new entry as the hour up to now, which is valid as it is', () => {
    const draft = draftOf(undefined, now);
    expect(draft).toEqual({
      start: '2026-03-02T11:00',
      hours: '1',
      minutes: '0',
      description: '',
    });
    expect(parseTimeEntryDraft(draft, now)).toHaveProperty('input');
  });
});

describe('entryChanges', () => {
  const entry = buildTimeEntry({
    startTime: new Date(2026, 2, 2, 9, 0, 42).toISOString(),
    duration: 85 * 60 + 37,
    description: 'Copy',
  });

  it('sends back only what was changed, never the rounded start or duration', () => {
    const draft = { ...draftOf(entry), description: 'Better copy' };
    const parsed = parseTimeEntryDraft(draft, now);
    if (!('input' in parsed)) throw new Error('expected a valid draft');
    expect(entryChanges(entry, draft, parsed.input)).toEqual({ description: 'Better copy' });
  });

  it('sends a changed start and duration', () => {
    const draft = { ...draftOf(entry), start: '2026-03-02T08:00', minutes: '30' };
    const parsed = parseTimeEntryDraft(draft, now);
    if (!('input' in parsed)) throw new Error('expected a valid draft');
    expect(entryChanges(entry, draft, parsed.input)).toEqual({
      startTime: new Date(2026, 2, 2, 8, 0).toISOString(),
      duration: 90 * 60,
    });
    expect(localDateTime(entry.startTime)).toBe('2026-03-02T09:00');
  });
});
