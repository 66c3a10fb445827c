import type { Folder } from '@teamboard/shared';

export interface FolderNode {
  folder: Folder;
  depth: number;
  children: FolderNode[];
}

/** The folders nested under their parents, each level by position; orphans go to the root. */
export function buildFolderTree(folders: Folder[]): FolderNode[] {
  const ids = new Set(folders.map((folder) => folder._id));
  const byParent = new Map<string | null, Folder[]>();
  for (const folder of folders) {
    const parent = folder.parentFolder && ids.has(folder.parentFolder) ? folder.parentFolder : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const seen = new Set<string>();
  const level = (parent: string | null, depth: number): FolderNode[] =>
    (byParent.get(parent) ?? [])
      .filter((folder) => !seen.has(folder._id) && seen.add(folder._id))
      .sort((a, b) => a.position - b.position)
      .map((folder) => ({ folder, depth, children: level(folder._id, depth + 1) }));
  return level(null, 0);
}

/** Depth first. */
function flattenFolderTree(nodes: FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenFolderTree(node.children)]);
}

export interface FolderOption {
  folder: Folder;
  /** Indented by depth: "— Logos". */
  label: string;
}

/** Every folder depth first with an indented label, for a select or a menu. */
export function folderOptions(folders: Folder[]): FolderOption[] {
  return flattenFolderTree(buildFolderTree(folders)).map((node) => ({
    folder: node.folder,
    label: `${'— '.repeat(node.depth)}${node.folder.name}`,
  }));
}
