import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** An upload the page sent (with XMLHttpRequest, for its progress), answered by the test. */
export interface SentUpload {
  url: string;
  headers: Headers;
  file: File;
  aborted: boolean;
  /** The browser reports this many bytes sent. */
  progress(loaded: number): void;
  /** The server answers. */
  respond(status: number, body: unknown): void;
}

/**
 * Replaces XMLHttpRequest (the uploads' network boundary, as fetch is the rest's): each upload
 * is recorded in the returned list, and stays on its way until the test answers it.
 */
export function stubUploads(): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    readonly upload: { onprogress: ((event: { loaded: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private readonly headers = new Headers();
    private sentAs: SentUpload | undefined;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(form: FormData) {
      this.sentAs = {
        url: this.url,
        headers: this.headers,
        file: form.get('file') as File,
        aborted: false,
        progress: (loaded) => this.upload.onprogress?.({ loaded }),
        respond: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      };
      sent.push(this.sentAs);
    }
    abort() {
      if (this.sentAs) this.sentAs.aborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/**
 * Object URLs as the page makes them of fetched files: jsdom has none. Each is `blob:<n>`; the
 * returned lists say which were made (of which blob) and which revoked.
 */
export function stubObjectUrls(): { made: Blob[]; revoked: string[] } {
  const made: Blob[] = [];
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob): string {
        made.push(blob);
        return `blob:${made.length}`;
      }
      static override revokeObjectURL(url: string): void {
        revoked.push(url);
      }
    },
  );
  return { made, revoked };
}

/** A small image file, as a screenshot or a picture from the computer. */
export function imageFile(name = 'photo.png', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/** A drag from the computer carrying `files` (what the browser's DataTransfer says of it). */
const carrying = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: '' } });

/** Files dragged from the computer onto `element`, not dropped yet. */
export function dragFilesOver(element: Element, files: File[]): void {
  fireEvent.dragEnter(element, carrying(files));
  fireEvent.dragOver(element, carrying(files));
}

/** Files dragged from the computer and dropped onto `element`. */
export function dropFiles(element: Element, files: File[]): void {
  dragFilesOver(element, files);
  fireEvent.drop(element, carrying(files));
}
