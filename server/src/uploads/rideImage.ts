import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { eq } from 'drizzle-orm';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import type { Deps } from '../app/deps';
import { newId } from '../lib/ids';
import { rides } from '../rides/tables';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Ride images are photos from a phone; 10 MB is generous and keeps one request bounded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Image types a phone or a desktop sends, by declared type; the key's extension follows it. */
export const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Bytes enough to tell PNG, JPEG and WebP apart by their magic numbers. */
const SNIFF_BYTES = 12;

/** Magic numbers, so a file that only claims to be an image is refused. */
function looksLike(type: string, data: Buffer): boolean {
  if (type === 'image/png') return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (type === 'image/webp') return data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return false;
}

export const UPLOAD_MESSAGES = {
  signIn: 'You are not signed in.',
  forbidden: 'You do not have permission to do this.',
  rideNotFound: 'Ride not found!',
  notAnImage: 'Only PNG, JPEG or WebP images can be uploaded.',
  tooLarge: `The image is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB can be uploaded.`,
  rideFirst: 'Send rideId before the file.',
} as const;

/**
 * Passes the upload through while checking it: the first bytes must be the declared image
 * type, the whole must stay within the size limit, and it must not be empty. A failed
 * check fails the stream, so storage keeps nothing.
 */
export class CheckedImage extends Transform {
  private seen = 0;
  private head: Buffer[] = [];
  private sniffed = false;

  constructor(private readonly type: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > MAX_UPLOAD_BYTES) return callback(new UploadError(413, UPLOAD_MESSAGES.tooLarge));
    if (this.sniffed) return callback(null, chunk);
    this.head.push(chunk);
    if (this.seen < SNIFF_BYTES) return callback();
    return this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.seen === 0) return callback(new UploadError(400, UPLOAD_IMAGE_FIRST));
    if (this.sniffed) return callback();
    return this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.sniffed = true;
    if (!looksLike(this.type, head)) return callback(new UploadError(400, UPLOAD_MESSAGES.notAnImage));
    callback(null, head);
  }
}

export interface IncomingImage {
  stream: Readable;
  mimetype: string;
}

/**
 * 02 §5 'upload an additional ride image': streams the file into storage (never whole in
 * memory), points the ride at it and answers with a signed link. The caller has already
 * checked the session and rides.TAKE_ACTIONS, before the body was read.
 */
export async function storeAdditionalRideImage(
  deps: Deps,
  input: { rideId: string | undefined; fileType: string | null; file: IncomingImage },
): Promise<string> {
  const type = IMAGE_EXTENSIONS[input.file.mimetype] ? input.file.mimetype : (input.fileType ?? '');
  const extension = IMAGE_EXTENSIONS[type];
  if (!extension) throw new UploadError(400, UPLOAD_MESSAGES.notAnImage);
  // The ride is checked before any byte is stored, so the form must name it first.
  if (input.rideId === undefined) throw new UploadError(400, UPLOAD_MESSAGES.rideFirst);
  const [ride] = input.rideId
    ? await deps.db.select({ id: rides.id }).from(rides).where(eq(rides.id, input.rideId)).limit(1)
    : [];
  if (!ride) throw new UploadError(404, UPLOAD_MESSAGES.rideNotFound);
  const key = `ride-images/additional/${ride.id}/${newId()}.${extension}`;
  const checked = new CheckedImage(type);
  // Bytes start flowing before storage has opened its file, so a refusal can come first: it
  // is kept on the stream (storage's pipeline reports it) rather than thrown as unhandled.
  checked.on('error', () => undefined);
  input.file.stream.on('error', (error) => checked.destroy(error));
  try {
    await deps.storage.put(key, input.file.stream.pipe(checked), type);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // The multipart parser's own size limit (a safety net above ours) is the same refusal.
    if ((error as { statusCode?: unknown } | null)?.statusCode === 413) throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
    deps.log.error({ err: error, rideId: ride.id }, 'storing an additional ride image failed');
    throw new UploadError(500, UPLOAD_IMAGE_FAILED);
  }
  try {
    await deps.db.update(rides).set({ additionalImageUrl: key, updatedAt: deps.clock.now() }).where(eq(rides.id, ride.id));
  } catch (error) {
    deps.log.error({ err: error, rideId: ride.id }, 'pointing a ride at its additional image failed');
    throw new UploadError(500, UPLOAD_IMAGE_FAILED);
  }
  return deps.storage.signedUrl(key);
}
