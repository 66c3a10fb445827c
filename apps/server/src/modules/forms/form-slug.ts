import { randomBytes } from 'node:crypto';
import { slugWords } from '@teamboard/shared';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new form's link from its title and six random characters ("bug-report-k3x9qa"): readable,
 * and not guessable from the title alone.
 */
export function slugFromTitle(title: string): string {
  const words = slugWords(title, 40);
  const suffix = [...randomBytes(6)]
    .map((byte) => SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length])
    .join('');
  return words ? `${words}-${suffix}` : `form-${suffix}`;
}
