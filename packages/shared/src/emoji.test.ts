import { describe, expect, it } from 'vitest';
import { isSingleEmoji } from './emoji';

describe('isSingleEmoji', () => {
  it.each(['👍', '❤️', '🎉', '👍🏽', '🇫🇷', '👨‍👩‍👧', '🏳️‍🌈', '1️⃣'])('takes %s', (emoji) => {
    expect(isSingleEmoji(emoji)).toBe(true);
  });

  it.each(['', 'a', ':)', '👍👍', '👍 ', ' 👍', '<b>', '1', '👍x', '\u200d'])(
    'refuses %j',
    (text) => {
      expect(isSingleEmoji(text)).toBe(false);
    },
  );
});
