import { createExportLinks, type ExportLinks } from './export-links';

/** What the export routes need besides the context: the signed download links (the app's secret). */
export interface WorkspaceExports {
  links: ExportLinks;
}

export function createWorkspaceExports(appSecret: string): WorkspaceExports {
  return { links: createExportLinks(appSecret) };
}
