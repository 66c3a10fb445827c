import emojiRegex from 'emoji-regex';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Whether the text is exactly one emoji: one grapheme (so a flag, a skin tone or a family counts
 * once) that the Unicode emoji list knows (emoji-regex follows the latest Unicode release).
 */
export function isSingleEmoji(text: string): boolean {
  const segments = [...graphemes.segment(text)];
  if (segments.length !== 1) return false;
  const match = text.match(emojiRegex());
  return match?.length === 1 && match[0] === text;
}
