import { randomBytes } from 'node:crypto';

/** 24 lowercase hex characters, the shape of the `_id` values the spec shows. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
