import { z } from 'zod';

/** ACCESS_CHANGED (issue 23 item 5): the socket's session was read again after its role changed. */
export const accessChangedEvent = z.object({
  /** The session's role now (null: the user has no role any more). */
  roleId: z.string().nullable(),
});
export type AccessChangedEvent = z.infer<typeof accessChangedEvent>;
