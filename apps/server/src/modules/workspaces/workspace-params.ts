import { workspaceRefField } from '@teamboard/shared';
import { z } from 'zod';

/** `:workspace` in a route: the workspace's id or its URL. */
export const workspaceParams = z.object({ workspace: workspaceRefField });
