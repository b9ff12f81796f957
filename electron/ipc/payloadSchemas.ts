import { z } from 'zod';
import type { InvokeChannelKey } from '@ops/shared/desktop/channels';

/**
 * The argument list each invoke channel accepts, checked in main before any handler
 * runs: a renderer that is compromised or simply buggy gets a refusal, never a
 * half-valid call. Tuples reject extra arguments; objects reject unknown keys.
 */

/** An in-app route: one leading slash (not `//host`), no backslashes or spaces. */
const route = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s\\]*$/);

const token = z.string().min(1).max(16_384);
const url = z.string().min(1).max(2_048);

export const payloadSchemas = {
  getToken: z.tuple([]),
  storeToken: z.tuple([token]),
  clearToken: z.tuple([]),
  notify: z.tuple([
    z.strictObject({
      title: z.string().min(1).max(256),
      body: z.string().max(4_096),
      route: route.optional(),
      urgency: z.enum(['normal', 'critical']).optional(),
      tag: z.string().min(1).max(128).optional(),
    }),
  ]),
  saveExport: z.tuple([
    z.strictObject({
      url,
      token,
      body: z.unknown(),
      suggestedName: z.string().min(1).max(255),
    }),
  ]),
  openExternal: z.tuple([url]),
  getAppInfo: z.tuple([]),
  getServerUrl: z.tuple([]),
  setServerUrl: z.tuple([url]),
  logError: z.tuple([
    z.strictObject({
      message: z.string().max(4_096),
      stack: z.string().max(16_384).optional(),
      route: z.string().max(512).optional(),
      kind: z.enum(['error', 'unhandledrejection', 'render']),
    }),
  ]),
  setAttentionCounts: z.tuple([
    z.strictObject({
      tasks: z.number().int().min(0).max(100_000),
      stolenAlerts: z.number().int().min(0).max(100_000),
    }),
  ]),
  taskAssigned: z.tuple([]),
  updateNow: z.tuple([]),
} satisfies Record<InvokeChannelKey, z.ZodType<unknown[]>>;

export type PayloadOf<K extends InvokeChannelKey> = z.output<(typeof payloadSchemas)[K]>;
