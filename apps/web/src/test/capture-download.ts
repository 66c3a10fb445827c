import { vi } from 'vitest';

/** The name and text of the next file the page offers for download (a link's click). */
export function captureDownload(): Promise<{ fileName: string; text: string }> {
  return new Promise((resolve) => {
    let text = Promise.resolve('');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob): string {
          text = blob.text();
          return 'blob:report';
        }
        static override revokeObjectURL(): void {}
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const fileName = this.download;
      void text.then((content) => resolve({ fileName, text: content }));
    });
  });
}
