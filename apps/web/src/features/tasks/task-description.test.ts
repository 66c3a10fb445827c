import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import { keepWholeDescriptions } from './task-description';

const WHOLE = 'w'.repeat(300);
const EXCERPT = WHOLE.slice(0, 200);
const LATER = '2026-01-02T00:00:00.000Z';

describe('a fetched board list', () => {
  const whole = buildTask({ _id: 'a', description: WHOLE });
  const card = buildTask({ _id: 'a', description: EXCERPT, descriptionTruncated: true });

  it('keeps a whole description already loaded while the task is unchanged', () => {
    expect(keepWholeDescriptions([whole], [card])).toEqual([whole]);
  });

  it('takes the card of a task changed since', () => {
    const changed = { ...card, title: 'Renamed', updatedAt: LATER };
    expect(keepWholeDescriptions([whole], [changed])).toEqual([changed]);
  });

  it('takes cards as they come when nothing whole was loaded', () => {
    const short = buildTask({ _id: 'b', description: 'Short' });
    expect(keepWholeDescriptions([card], [card, short])).toEqual([card, short]);
  });
});
