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

describe('AVATAR_COLORS', () => {
  /** WCAG relative luminance of a #rrggbb colour. */
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it('each carries white initials at WCAG AA contrast (4.5:1)', () => {
    for (const color of AVATAR_COLORS) {
      expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
