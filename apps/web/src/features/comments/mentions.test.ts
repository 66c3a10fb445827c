import { describe, expect, it } from 'vitest';
import { insertMention, matchingPeople, mentionAt, mentionedIds, mentionParts } from './mentions';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const alan = { _id: 'user-3', name: 'Alan Turing', username: 'alan', avatar: null };
const gracie = { _id: 'user-4', name: 'Gracie', username: 'gm', avatar: null };

describe('mentions', () => {
  it('finds the "@name" typed before the caret, only at a word start', () => {
    expect(mentionAt('Hi @gra', 7)).toEqual({ start: 3, query: 'gra' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('Hi @gra there', 13)).toBeNull();
    expect(mentionAt('mail me@work', 12)).toBeNull();
    expect(mentionAt('Hi @gra', 5)).toEqual({ start: 3, query: 'g' });
  });

  it('writes the full name in place of the query and puts the caret after it', () => {
    expect(insertMention('Hi @gra, ok', { start: 3, query: 'gra' }, 7, 'Grace Hopper')).toEqual({
      text: 'Hi @Grace Hopper , ok',
      caret: 17,
    });
  });

  it('matches people by name or username, case-insensitively', () => {
    expect(matchingPeople([grace, alan, gracie], 'GRA')).toEqual([grace, gracie]);
    expect(matchingPeople([grace, alan, gracie], 'alan')).toEqual([alan]);
    expect(matchingPeople([grace, alan, gracie], '', 2)).toEqual([grace, alan]);
  });

  it('sends only the picked people still named in the text, once each', () => {
    const text = 'Thanks @Grace Hopper and @Grace Hopper';
    expect(mentionedIds(text, [grace, alan, grace])).toEqual(['user-2']);
  });

  it('cuts a comment into text and mentions, the longest name first', () => {
    expect(mentionParts('@Gracie and @Grace Hopper!', [gracie, grace])).toEqual([
      { text: '@Gracie', mention: true },
      { text: ' and ', mention: false },
      { text: '@Grace Hopper', mention: true },
      { text: '!', mention: false },
    ]);
    expect(mentionParts('No one (here)', [])).toEqual([{ text: 'No one (here)', mention: false }]);
  });
});
