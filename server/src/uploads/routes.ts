import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { Deps } from '../app/deps';
import type { OpsFastify } from '../http/app';
import { FILES_ROUTE } from '../integrations/storage/urlSigner';
import { uploadAdditionalRideImage, UploadError } from './rideImage';
import { bearerToken } from './auth';
import { UPLOAD_IMAGE_FAILED } from '@ops/shared/rules/taskActions';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Ride images are photos from a phone; 10 MB is generous and keeps one request bounded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * REST file routes: PUT /upload-additional-ride-image (multipart fileType, file, rideId)
 * and GET /files/<key>?expires&sig (signed links). Multipart is registered inside this
 * plugin's own scope, so other upload routes may register it again in theirs.
 */
export async function registerUploadRoutes(app: OpsFastify, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

    scope.put('/upload-additional-ride-image', async (request, reply) => {
      try {
        if (!request.isMultipart()) throw new UploadError(400, UPLOAD_IMAGE_FAILED);
        const fields: Record<string, string> = {};
        let file: { data: Buffer; mimetype: string; filename: string } | null = null;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // toBuffer() throws when the file is over the size limit, instead of keeping a cut file.
            file = { data: await part.toBuffer(), mimetype: part.mimetype, filename: part.filename };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
        const link = await uploadAdditionalRideImage(deps, bearerToken(request.headers.authorization), {
          rideId: fields.rideId ?? '',
          fileType: fields.fileType ?? null,
          file,
        });
        return reply.send({ link });
      } catch (error) {
        if (error instanceof UploadError) return reply.code(error.status).send({ error: error.message });
        deps.log.error({ err: error }, 'additional ride image upload failed');
        return reply.code(500).send({ error: UPLOAD_IMAGE_FAILED });
      }
    });

    scope.get(`${FILES_ROUTE}*`, async (request, reply) => {
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
      reply.header('content-type', CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
      reply.header('content-length', String(found.size));
      reply.header('cache-control', 'private, max-age=300');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(found.stream);
    });
  });
}
