import { z } from 'zod';

/** DELETE /api/me: the password confirms it is the person themself. */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(200).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** A workspace whose ownership must be transferred before the account can go. */
export const workspaceToTransferSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
});
export type WorkspaceToTransfer = z.infer<typeof workspaceToTransferSchema>;

/** The `details` of the 409 answered while the person owns workspaces with other members. */
export const ownedWorkspacesDetailsSchema = z.object({
  workspaces: z.array(workspaceToTransferSchema),
});
export type OwnedWorkspacesDetails = z.infer<typeof ownedWorkspacesDetailsSchema>;

/** The name every comment, history entry and time entry of a deleted account shows. */
export const DELETED_USER_NAME = 'Deleted user';
