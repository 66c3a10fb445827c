import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('names a size in binary units, whole numbers without a decimal', () => {
    expect(formatFileSize(312)).toBe('312 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(100 * 1024 ** 3)).toBe('100 GB');
  });
});
