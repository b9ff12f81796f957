import path from 'node:path';
import { UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import type { Deps } from '../deps';
import type { OpsFastify } from '../http/opsFastify';
import { RATE_LIMITS } from '../http/rateLimits';
import { perUserRateLimit } from '../http/restGuards';
import { FILES_ROUTE } from '../integrations/storage/urlSigner';
import { UploadError } from './checkedImage';
import { storeInventoryImage } from './inventoryImage';
import { registerUploadRoute, uploadBody } from './uploadRoute';

export { MAX_UPLOAD_BYTES } from './checkedImage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/**
 * The platform's file routes: PUT /upload-inventory and GET /files/<key>?expires&sig (signed
 * links). A domain's own upload is one more registerUploadRoute in its module's restRoutes
 * (the rides domain's PUT /upload-additional-ride-image).
 */
export async function registerUploadRoutes(app: OpsFastify, deps: Deps): Promise<void> {
  // PUT /upload-inventory (03 §7: multipart fileType, file): item images and damaged-part
  // photos. Answers { link } (a pre-signed URL to show it now) and { imageUrl } (the stored
  // URL the item or report keeps, signed again whenever it is shown).
  await registerUploadRoute(app, deps, {
    url: '/upload-inventory',
    allowed: {
      anyOf: [
        { layer: 'inventory', permission: 'EDIT_ITEMS' },
        { layer: 'inventory', permission: 'REQUEST_PARTS' },
      ],
    },
    what: 'inventory image',
    receive: async (request) => {
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
      return { link: deps.storage.signedUrl(imageUrl), imageUrl };
    },
  });

  await app.register(async (scope) => {
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
