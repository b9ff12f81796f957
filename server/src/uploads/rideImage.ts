import { eq } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import type { Deps } from '../app/deps';
import { authenticate } from '../auth/sessions';
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

/** Image types a phone or a desktop sends, by declared type; the key's extension follows it. */
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

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
} as const;

/**
 * 02 §5 'upload an additional ride image': stores the file, points the ride at it and
 * answers with a signed link. Same permission as the ride actions (rides.TAKE_ACTIONS).
 */
export async function uploadAdditionalRideImage(
  deps: Deps,
  token: string | null,
  input: { rideId: string; fileType: string | null; file: { data: Buffer; mimetype: string } | null },
): Promise<string> {
  const session = await authenticate(deps, token);
  if (!session) throw new UploadError(401, UPLOAD_MESSAGES.signIn);
  if (!can(session.role, { layer: 'rides', permission: 'TAKE_ACTIONS' })) throw new UploadError(403, UPLOAD_MESSAGES.forbidden);
  if (!input.file || input.file.data.length === 0) throw new UploadError(400, UPLOAD_IMAGE_FIRST);
  const type = EXTENSIONS[input.file.mimetype] ? input.file.mimetype : (input.fileType ?? '');
  const extension = EXTENSIONS[type];
  if (!extension || !looksLike(type, input.file.data)) throw new UploadError(400, UPLOAD_MESSAGES.notAnImage);
  const [ride] = await deps.db.select({ id: rides.id }).from(rides).where(eq(rides.id, input.rideId)).limit(1);
  if (!input.rideId || !ride) throw new UploadError(404, UPLOAD_MESSAGES.rideNotFound);
  const key = `ride-images/additional/${ride.id}/${newId()}.${extension}`;
  try {
    await deps.storage.put(key, input.file.data, type);
    await deps.db.update(rides).set({ additionalImageUrl: key, updatedAt: deps.clock.now() }).where(eq(rides.id, ride.id));
  } catch (error) {
    deps.log.error({ err: error, rideId: ride.id }, 'storing an additional ride image failed');
    throw new UploadError(500, UPLOAD_IMAGE_FAILED);
  }
  return deps.storage.signedUrl(key);
}
