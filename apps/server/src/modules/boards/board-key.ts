/** "Website Redesign" → "WR"; "Website" → "WEB"; nothing usable → "BRD". */
export function boardKeyFrom(title: string): string {
  const words = title
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word));
  if (words.length >= 2)
    return words
      .slice(0, 4)
      .map((word) => word[0])
      .join('');
  const single = words[0]?.slice(0, 3) ?? '';
  return single.length >= 2 ? single : 'BRD';
}
