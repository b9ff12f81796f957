import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../deps';
import { isSafeKey, type ObjectStorage } from './ObjectStorage';
import { UrlSigner } from './urlSigner';

/**
 * Files under `${dataDir}/files` (where the demo seed also writes its images). The URL
 * signing key lives beside them, made once, so every API process on this disk signs
 * and checks links alike; a restart keeps issued links valid until they expire.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly name = 'local-disk';

  private constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  /** `configuredSecret` (SIGNING_SECRET, required in production) replaces the key file. */
  static async open(
    filesDir: string,
    clock: Clock,
    configuredSecret: string | null = null,
  ): Promise<LocalDiskStorage> {
    await fs.mkdir(filesDir, { recursive: true });
    if (configuredSecret)
      return new LocalDiskStorage(filesDir, new UrlSigner(Buffer.from(configuredSecret), clock));
    const keyFile = path.join(filesDir, '.url-signing-key');
    let secret: Buffer;
    try {
      secret = await fs.readFile(keyFile);
    } catch {
      // 'wx' fails if another process created it first; then read theirs.
      await fs.writeFile(keyFile, randomBytes(32), { flag: 'wx', mode: 0o600 }).catch(() => undefined);
      secret = await fs.readFile(keyFile);
    }
    return new LocalDiskStorage(filesDir, new UrlSigner(secret, clock));
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file; a failed stream leaves nothing.
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(data)) await fs.writeFile(temporary, data);
      else await pipeline(data, createWriteStream(temporary, { flags: 'wx' }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    if (!isSafeKey(key) || key.startsWith('.')) return null;
    const target = this.pathOf(key);
    const stat = await fs.stat(target).catch(() => null);
    if (!stat?.isFile()) return null;
    return { stream: createReadStream(target), size: stat.size };
  }

  signedUrl(key: string, ttlSeconds?: number): string {
    return this.signer.sign(key, ttlSeconds);
  }

  verify(key: string, expires: string | undefined, signature: string | undefined): boolean {
    return isSafeKey(key) && this.signer.verify(key, expires, signature);
  }
}
