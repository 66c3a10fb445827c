import { ERROR_CODES } from '@teamboard/shared';
import { JIRA_IMPORT_MAX_BYTES } from '@teamboard/shared/jira-import';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error';
import { ExportRejected, type ParsedExport } from './jira-issue';
import { parseExport } from './parse/parse-export';

const tooLarge = () =>
  new AppError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The file is larger than ${String(JIRA_IMPORT_MAX_BYTES / 1024 / 1024)} MB: export fewer issues at a time`,
  );

/**
 * The Jira export a request uploads, read as it arrives: refused (400 saying why, 413 past the
 * size limit) as soon as it cannot be imported, without reading the rest.
 */
export async function readUploadedExport(
  request: FastifyRequest,
): Promise<{ fileName: string; parsed: ParsedExport }> {
  if (!request.isMultipart()) throw badRequest('Send the export as a multipart file upload');
  const upload = await request.file();
  if (!upload) throw badRequest('Choose a Jira export file to upload');
  const parsed = await parseExport(upload.file).catch((error: unknown) => {
    throw refusal(error, upload.file.truncated);
  });
  if (upload.file.truncated) throw tooLarge();
  return { fileName: upload.filename, parsed };
}

function refusal(error: unknown, truncated: boolean): unknown {
  if (truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return tooLarge();
  if (error instanceof ExportRejected) return badRequest(error.message);
  return error;
}
