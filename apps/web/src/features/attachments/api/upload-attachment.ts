import { attachmentResponseSchema, SOCKET_ID_HEADER, type Attachment } from '@teamboard/shared';
import { currentSocketId, parseJson, renewedToken, toApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { taskApiPath } from '../../tasks/api/get-tasks';

/** An upload on its way: its answer, and a way to stop it. */
export interface Sending {
  done: Promise<Attachment>;
  abort: () => void;
}

/** The upload was cancelled: nothing to report. */
export class UploadCancelled extends Error {}

/** One POST of the file. XMLHttpRequest, not fetch: only it reports the upload's progress. */
function sendOnce(
  path: string,
  file: File,
  token: string | null,
  onProgress: (loaded: number) => void,
): Sending {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status !== 201) return reject(toApiError(xhr.status, body));
      const parsed = attachmentResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.attachment);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', ''));
    };
    xhr.onerror = () => reject(new Error('The file could not be sent (network error)'));
    xhr.onabort = () => reject(new UploadCancelled());
  });
  xhr.open('POST', path);
  xhr.setRequestHeader('Accept', 'application/json');
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  // The server's echo of the new file is then skipped by this tab, as for the api client's writes.
  const socketId = currentSocketId();
  if (socketId) xhr.setRequestHeader(SOCKET_ID_HEADER, socketId);
  const form = new FormData();
  form.append('file', file);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** Attaches `file` to the task, reporting bytes sent; a 401 is cured with one token refresh. */
export function uploadAttachment(
  taskId: string,
  file: File,
  onProgress: (loaded: number) => void,
): Sending {
  const path = taskApiPath(taskId, 'attachments');
  const token = useSessionStore.getState().accessToken;
  let aborted = false;
  let current = sendOnce(path, file, token, onProgress);
  const done = current.done.catch(async (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    const fresh = await renewedToken(token);
    if (aborted) throw new UploadCancelled();
    current = sendOnce(path, file, fresh, onProgress);
    return current.done;
  });
  return {
    done,
    abort: () => {
      aborted = true;
      current.abort();
    },
  };
}
