import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import type { Deps } from '../../platform/deps';
import {
  imageTypeOf,
  storeCheckedImage,
  UPLOAD_MESSAGES,
  UploadError,
  type IncomingImage,
} from '../../platform/uploads/checkedImage';
import type { UploadRoute } from '../../platform/uploads/uploadRoute';
import { rides } from './tables';

/**
 * 02 §5 'upload an additional ride image': streams the file into storage (never whole in
 * memory), points the ride at it and answers with a signed link. The caller has already
 * checked the session and rides.TAKE_ACTIONS, before the body was read.
 */
export async function storeAdditionalRideImage(
  deps: Deps,
  input: { rideId: string | undefined; fileType: string | null; file: IncomingImage },
): Promise<string> {
  const type = imageTypeOf(input.file, input.fileType);
  if (!type) throw new UploadError(400, UPLOAD_MESSAGES.notAnImage);
  // The ride is checked before any byte is stored, so the form must name it first.
  if (input.rideId === undefined) throw new UploadError(400, UPLOAD_MESSAGES.rideFirst);
  const [ride] = input.rideId
    ? await deps.db.select({ id: rides.id }).from(rides).where(eq(rides.id, input.rideId)).limit(1)
    : [];
  if (!ride) throw new UploadError(404, UPLOAD_MESSAGES.rideNotFound);
  const key = await storeCheckedImage(deps, {
    prefix: `ride-images/additional/${ride.id}/`,
    type,
    file: input.file,
    context: { rideId: ride.id },
  });
  try {
    await deps.db
      .update(rides)
      .set({ additionalImageUrl: key, updatedAt: deps.clock.now() })
      .where(eq(rides.id, ride.id));
  } catch (error) {
    deps.log.error({ err: error, rideId: ride.id }, 'pointing a ride at its additional image failed');
    throw new UploadError(500, UPLOAD_IMAGE_FAILED);
  }
  return deps.storage.signedUrl(key);
}

/** PUT /upload-additional-ride-image (multipart fileType, rideId, file): answers { link }. */
export function additionalRideImageRoute(deps: Deps): UploadRoute {
  return {
    url: '/upload-additional-ride-image',
    allowed: { requirement: { layer: 'rides', permission: 'TAKE_ACTIONS' } },
    what: 'additional ride image',
    receive: async (request: FastifyRequest) => {
      const fields: Record<string, string> = {};
      let link: string | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          link = await storeAdditionalRideImage(deps, {
            rideId: fields.rideId,
            fileType: fields.fileType ?? null,
            file: { stream: part.file, mimetype: part.mimetype },
          });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      if (!link) throw new UploadError(400, UPLOAD_IMAGE_FIRST);
      return { link };
    },
  };
}
