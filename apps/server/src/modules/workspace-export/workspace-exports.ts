import type { FileStorage } from '../attachments/file-storage';
import { createExportLinks, type ExportLinks } from './export-links';

/**
 * What the export routes and jobs need besides the context: the signed download links (the
 * app's secret), and the file storage the attached files are read from and imported into.
 */
export interface WorkspaceExports {
  links: ExportLinks;
  storage: FileStorage;
}

export function createWorkspaceExports(appSecret: string, storage: FileStorage): WorkspaceExports {
  return { links: createExportLinks(appSecret), storage };
}
