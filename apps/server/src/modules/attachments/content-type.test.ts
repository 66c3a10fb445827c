import { describe, expect, it } from 'vitest';
import { contentDisposition, decideContentType, fileNameOf } from './content-type';

const decided = (bytes: string | Buffer) =>
  decideContentType(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);

describe('decideContentType', () => {
  it('reads markup: SVG and HTML apart from plain text, whatever the prolog or case', async () => {
    expect(await decided('<svg viewBox="0 0 1 1"/>')).toEqual({
      mimeType: 'image/svg+xml',
      executable: false,
    });
    expect((await decided('\uFEFF  <?xml version="1.0"?><!-- --><svg>')).mimeType).toBe(
      'image/svg+xml',
    );
    expect((await decided('<HTML><body>hi')).mimeType).toBe('text/html');
    expect((await decided('  <script>alert(1)</script>')).mimeType).toBe('text/html');
    expect((await decided('<?xml version="1.0"?><feed/>')).mimeType).toBe('application/xml');
    expect((await decided('a < b, plainly')).mimeType).toBe('text/plain');
    expect((await decided('name,size\nä,1\n')).mimeType).toBe('text/plain');
  });

  it('takes control bytes or invalid UTF-8 for binary, and programs for executables', async () => {
    expect((await decided(Buffer.from([0x41, 0x03, 0x42]))).mimeType).toBe(
      'application/octet-stream',
    );
    expect((await decided(Buffer.from([0xc3, 0x28]))).mimeType).toBe('application/octet-stream');
    // A character cut at the end of the sample is still text.
    expect((await decided(Buffer.from([0x61, 0xc3]))).mimeType).toBe('text/plain');
    expect(await decided(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]))).toEqual({
      mimeType: 'application/x-msdownload',
      executable: true,
    });
    expect((await decided('%PDF-1.7\n')).mimeType).toBe('application/pdf');
  });
});

describe('serving names', () => {
  it('keeps the name without folders or control characters', () => {
    expect(fileNameOf('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(fileNameOf('a\u0000b\n.txt ')).toBe('ab.txt');
    expect(fileNameOf('../')).toBe('file');
  });

  it('offers a name plainly and exactly, inline only for types safe in the page', () => {
    expect(contentDisposition('text/html', 'say "hi".html')).toBe(
      `attachment; filename="say _hi_.html"; filename*=UTF-8''say%20%22hi%22.html`,
    );
    expect(contentDisposition('application/pdf', "it's.pdf")).toBe(
      `inline; filename="it's.pdf"; filename*=UTF-8''it%27s.pdf`,
    );
  });
});
