import { z } from 'zod';

/** One row of settings/projects: a board of the workspace with its figures. */
export const workspaceProjectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  key: z.string(),
  status: z.enum(['active', 'archived']),
  folder: z.object({ _id: z.string(), name: z.string() }).nullable(),
  memberCount: z.number().int(),
  taskCount: z.number().int(),
  /** The newest of the board's own last change and its tasks' latest history line. */
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type WorkspaceProject = z.infer<typeof workspaceProjectSchema>;

/** `GET /api/workspaces/{id}/projects`: every board, active and archived, by title. */
export const workspaceProjectsResponseSchema = z.object({
  projects: z.array(workspaceProjectSchema),
});
export type WorkspaceProjectsResponse = z.infer<typeof workspaceProjectsResponseSchema>;
