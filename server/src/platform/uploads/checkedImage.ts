import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import { REFUSALS } from '@ops/shared/rules/refusals';
import type { Deps } from '../deps';
import { newId } from '../lib/ids';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Uploads are photos from a phone or a desktop; 10 MB is generous and keeps one request bounded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Image types a phone or a desktop sends, by declared type; the key's extension follows it. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Bytes enough to tell PNG, JPEG and WebP apart by their magic numbers. */
const SNIFF_BYTES = 12;

/** Magic numbers, so a file that only claims to be an image is refused. */
function looksLike(type: string, data: Buffer): boolean {
  if (type === 'image/png')
    return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (type === 'image/webp')
    return (
      data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP'
    );
  return false;
}

export const UPLOAD_MESSAGES = {
  signIn: 'You are not signed in.',
  forbidden: 'You do not have permission to do this.',
  rideNotFound: REFUSALS.RIDE_NOT_FOUND,
  notAnImage: 'Only PNG, JPEG or WebP images can be uploaded.',
  tooLarge: `The image is too large: at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB can be uploaded.`,
  rideFirst: 'Send rideId before the file.',
  oneFile: 'Only one file can be uploaded at a time: send a single file part.',
} as const;

/**
 * Passes the upload through while checking it: the first bytes must be the declared image
 * type, the whole must stay within the size limit, and it must not be empty. A failed
 * check fails the stream, so storage keeps nothing.
 */
class CheckedImage extends Transform {
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

/** The declared type (or the form's fileType) when it is an image type we take, else null. */
export function imageTypeOf(file: IncomingImage, fileType: string | null): string | null {
  const type = EXTENSIONS[file.mimetype] ? file.mimetype : (fileType ?? '');
  return EXTENSIONS[type] ? type : null;
}

/**
 * Streams a checked image into storage under `${prefix}${id}.${extension}` (never whole in
 * memory) and returns its key. A file that is not really the image it claims to be, is
 * empty or is too large leaves nothing stored.
 */
export async function storeCheckedImage(
  deps: Deps,
  input: { prefix: string; type: string; file: IncomingImage; context: Record<string, unknown> },
): Promise<string> {
  const key = `${input.prefix}${newId()}.${EXTENSIONS[input.type]}`;
  const checked = new CheckedImage(input.type);
  // Bytes start flowing before storage has opened its file, so a refusal can come first: it
  // is kept on the stream (storage's pipeline reports it) rather than thrown as unhandled.
  checked.on('error', () => undefined);
  input.file.stream.on('error', (error) => checked.destroy(error));
  try {
    await deps.storage.put(key, input.file.stream.pipe(checked), input.type);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // The multipart parser's own size limit (a safety net above ours) is the same refusal.
    if ((error as { statusCode?: unknown } | null)?.statusCode === 413)
      throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
    deps.log.error({ err: error, ...input.context }, 'storing an uploaded image failed');
    throw new UploadError(500, UPLOAD_IMAGE_FAILED);
  }
  return key;
}
