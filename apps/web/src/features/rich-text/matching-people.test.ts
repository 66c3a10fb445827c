import { describe, expect, it } from 'vitest';
import { matchingPeople } from './matching-people';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const alan = { _id: 'user-3', name: 'Alan Turing', username: 'alan', avatar: null };
const gracie = { _id: 'user-4', name: 'Gracie', username: 'gm', avatar: null };

describe('matchingPeople', () => {
  it('matches name or username ignoring case, at most the limit', () => {
    expect(matchingPeople([grace, alan, gracie], 'GRA')).toEqual([grace, gracie]);
    expect(matchingPeople([grace, alan, gracie], 'alan')).toEqual([alan]);
    expect(matchingPeople([grace, alan, gracie], '', 2)).toEqual([grace, alan]);
  });
});
