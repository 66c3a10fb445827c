import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('takes the first letter of up to two words, uppercased', () => {
    expect(avatarInitials('ada lovelace byron')).toBe('AL');
    expect(avatarInitials('  grace   hopper ')).toBe('GH');
    expect(avatarInitials('linus')).toBe('L');
  });

  it('is empty for an empty name', () => {
    expect(avatarInitials('   ')).toBe('');
  });
});

describe('avatarColor', () => {
  it('picks the colour from the sum of the characters', () => {
    const sum = Array.from('Ab').reduce((total, char) => total + char.charCodeAt(0), 0);
    expect(avatarColor('Ab')).toBe(AVATAR_COLORS[sum % AVATAR_COLORS.length]);
  });

  it('gives anagrams the same colour and is stable', () => {
    expect(avatarColor('Ann Lee')).toBe(avatarColor('Lee Ann'));
    expect(avatarColor('Ann Lee')).toBe(avatarColor('Ann Lee'));
  });
});
