import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live (ride images, ID images, icons). Keys are
 * relative paths like 'ride-images/additional/<ride>/<id>.png'; tables store keys,
 * never URLs, and readers get a signed URL when they need one.
 */
export interface ObjectStorage {
  readonly name: string;
  /**
   * Stores the bytes, or a stream of them (uploads are streamed, never held whole in memory).
   * A stream that fails leaves nothing stored under the key.
   */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** A URL path that serves the object until `ttlSeconds` from now. */
  signedUrl(key: string, ttlSeconds?: number): string;
  /** True when a URL's key, expiry and signature match and the expiry has not passed. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
}

/** Keys are relative paths of safe segments: no '..', no absolute paths, no backslashes. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith('/') || key.includes('\\')) return false;
  return key
    .split('/')
    .every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}
