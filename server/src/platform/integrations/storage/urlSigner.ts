import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../deps';

/** Signed file URLs are good for an hour: long enough to look at a task, short enough to not leak far. */
export const DEFAULT_URL_TTL_SECONDS = 60 * 60;
export const FILES_ROUTE = '/files/';

/** HMAC-SHA256 over key and expiry; the URL carries both, so nothing is stored per link. */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
  ) {}

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  sign(key: string, ttlSeconds = DEFAULT_URL_TTL_SECONDS): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + ttlSeconds;
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${FILES_ROUTE}${path}?expires=${expires}&sig=${this.signature(key, expires)}`;
  }

  verify(key: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    if (at * 1000 < this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.signature(key, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
