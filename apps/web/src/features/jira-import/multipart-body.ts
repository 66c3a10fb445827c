/**
 * `file` as a multipart/form-data body with one part named `name`, for the api client's raw
 * upload (which sends a Blob with the Blob's own type). Built from the file itself, not a copy:
 * the browser streams it from disk. The boundary cannot occur in the file's bytes by chance.
 */
export function multipartBody(file: File, name = 'file'): Blob {
  const boundary = `----teamboard-${crypto.randomUUID()}`;
  const head = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${name}"; filename="${quoted(file.name)}"`,
    `Content-Type: ${file.type || 'application/octet-stream'}`,
    '',
    '',
  ].join('\r\n');
  return new Blob([head, file, `\r\n--${boundary}--\r\n`], {
    type: `multipart/form-data; boundary=${boundary}`,
  });
}

/** A file name inside the header's quotes, escaped as browsers do for their own forms. */
function quoted(fileName: string): string {
  return fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
