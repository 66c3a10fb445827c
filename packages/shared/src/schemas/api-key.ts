import { z } from 'zod';
import { idField } from './fields';

/**
 * Personal API keys: a secret `tb_…` sent as `Authorization: Bearer`, acting as its owner with at
 * most the key's rights (a scope, and optionally one workspace).
 */
export const API_KEY_PREFIX = 'tb_';
/** Active (neither revoked nor expired) keys a person may hold at once. */
export const API_KEYS_PER_USER = 20;
/** Characters of the secret the list shows, prefix included, to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 11;

export const API_KEY_SCOPES = ['read', 'write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: 'Choose read or write' });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const createApiKeyInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
    scope: apiKeyScopeSchema,
    workspaceId: idField.optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Use an ISO date and time' })
      .refine((value) => Date.parse(value) > Date.now(), 'The expiry must be in the future')
      .optional(),
  })
  .strict();
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The secret's first characters (`tb_` and a few more). */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  workspace: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The only answer that ever carries the secret. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });
