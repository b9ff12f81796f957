import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import type { Deps } from '../deps';
import type { OpsFastify } from '../http/opsFastify';
import { RATE_LIMITS } from '../http/rateLimits';
import { perUserRateLimit, sessionGuard, type RefusalBody } from '../http/restGuards';
import { FILES_ROUTE } from '../integrations/storage/urlSigner';
import { MAX_UPLOAD_BYTES, storeAdditionalRideImage, UPLOAD_MESSAGES, UploadError } from './rideImage';
import { storeInventoryImage } from './inventoryImage';

export { MAX_UPLOAD_BYTES } from './rideImage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const uploadBody: RefusalBody = (message) => ({ error: message });

/** A declared body larger than any acceptable upload is refused before it is read. */
async function refuseDeclaredTooLarge(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
    return reply.code(413).header('connection', 'close').send(uploadBody(UPLOAD_MESSAGES.tooLarge));
  }
  return undefined;
}

/** A second file part: the multipart parser answers it with 413, but nothing was too large. */
function isSecondFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';
}

function isTooLarge(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 413;
}

/**
 * REST file routes: PUT /upload-additional-ride-image (multipart fileType, rideId, file)
 * and GET /files/<key>?expires&sig (signed links). Multipart is registered inside this
 * plugin's own scope, so other upload routes may register it again in theirs.
 * An upload is refused for its token, its permission and its declared size before its
 * body is read, and is streamed to storage rather than held in memory.
 */
export async function registerUploadRoutes(app: OpsFastify, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // One byte over our limit, so our own check (CheckedImage) sees an oversized file and refuses it.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    });

    scope.put(
      '/upload-additional-ride-image',
      {
        onRequest: [
          sessionGuard(deps, {
            body: uploadBody,
            signIn: UPLOAD_MESSAGES.signIn,
            forbidden: UPLOAD_MESSAGES.forbidden,
            requirement: { layer: 'rides', permission: 'TAKE_ACTIONS' },
          }),
          refuseDeclaredTooLarge,
        ],
        config: { rateLimit: perUserRateLimit(RATE_LIMITS.upload, uploadBody) },
      },
      async (request, reply) => {
        try {
          if (!request.isMultipart()) throw new UploadError(400, UPLOAD_IMAGE_FAILED);
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
          return reply.send({ link });
        } catch (error) {
          if (error instanceof UploadError) return reply.code(error.status).send(uploadBody(error.message));
          if (isSecondFile(error)) return reply.code(400).send(uploadBody(UPLOAD_MESSAGES.oneFile));
          if (isTooLarge(error)) return reply.code(413).send(uploadBody(UPLOAD_MESSAGES.tooLarge));
          deps.log.error({ err: error }, 'additional ride image upload failed');
          return reply.code(500).send(uploadBody(UPLOAD_IMAGE_FAILED));
        }
      },
    );

    // PUT /upload-inventory (03 §7: multipart fileType, file): item images and damaged-part
    // photos. Answers { link } (a pre-signed URL to show it now) and { imageUrl } (the stored
    // URL the item or report keeps, signed again whenever it is shown).
    scope.put(
      '/upload-inventory',
      {
        onRequest: [
          sessionGuard(deps, {
            body: uploadBody,
            signIn: UPLOAD_MESSAGES.signIn,
            forbidden: UPLOAD_MESSAGES.forbidden,
            anyOf: [
              { layer: 'inventory', permission: 'EDIT_ITEMS' },
              { layer: 'inventory', permission: 'REQUEST_PARTS' },
            ],
          }),
          refuseDeclaredTooLarge,
        ],
        config: { rateLimit: perUserRateLimit(RATE_LIMITS.upload, uploadBody) },
      },
      async (request, reply) => {
        try {
          if (!request.isMultipart()) throw new UploadError(400, UPLOAD_IMAGE_FAILED);
          let fileType: string | null = null;
          let imageUrl: string | null = null;
          for await (const part of request.parts()) {
            if (part.type === 'file')
              imageUrl = await storeInventoryImage(deps, {
                fileType,
                file: { stream: part.file, mimetype: part.mimetype },
              });
            else if (part.fieldname === 'fileType' && typeof part.value === 'string') fileType = part.value;
          }
          if (!imageUrl) throw new UploadError(400, UPLOAD_IMAGE_FIRST);
          return reply.send({ link: deps.storage.signedUrl(imageUrl), imageUrl });
        } catch (error) {
          if (error instanceof UploadError) return reply.code(error.status).send(uploadBody(error.message));
          if (isSecondFile(error)) return reply.code(400).send(uploadBody(UPLOAD_MESSAGES.oneFile));
          if (isTooLarge(error)) return reply.code(413).send(uploadBody(UPLOAD_MESSAGES.tooLarge));
          deps.log.error({ err: error }, 'inventory image upload failed');
          return reply.code(500).send(uploadBody(UPLOAD_IMAGE_FAILED));
        }
      },
    );

    // Signed links carry no token (they load in <img>), so this limit is per client address.
    scope.get(
      `${FILES_ROUTE}*`,
      { config: { rateLimit: perUserRateLimit(RATE_LIMITS.files, uploadBody) } },
      async (request, reply) => {
        const { expires, sig } = request.query as { expires?: string; sig?: string };
        const raw = (request.params as { '*': string })['*'];
        let key: string;
        try {
          key = raw.split('/').map(decodeURIComponent).join('/');
        } catch {
          return reply.code(404).send({ error: 'Not Found' });
        }
        // One answer for a bad signature and a missing file: a link must not reveal which files exist.
        if (!deps.storage.verify(key, expires, sig)) return reply.code(404).send({ error: 'Not Found' });
        const found = await deps.storage.get(key);
        if (!found) return reply.code(404).send({ error: 'Not Found' });
        reply.header(
          'content-type',
          CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        );
        reply.header('content-length', String(found.size));
        reply.header('cache-control', 'private, max-age=300');
        reply.header('x-content-type-options', 'nosniff');
        return reply.send(found.stream);
      },
    );
  });
}
