import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_IMAGE_FAILED, UPLOAD_IMAGE_FIRST } from '@ops/shared/rules/taskActions';
import { SETTINGS_MESSAGES } from '@ops/shared/rules/settingsLists';
import type { Deps } from '../../platform/deps';
import type { OpsFastify } from '../../platform/http/opsFastify';
import { RATE_LIMITS } from '../../platform/http/rateLimits';
import { perUserRateLimit, sessionGuard, type RefusalBody } from '../../platform/http/restGuards';
import {
  imageTypeOf,
  MAX_UPLOAD_BYTES,
  storeCheckedImage,
  UPLOAD_MESSAGES,
  UploadError,
} from '../../platform/uploads/checkedImage';
import { paymentMethodExists, setPaymentMethodIcon } from './paymentMethods';

const uploadBody: RefusalBody = (message) => ({ error: message });

/**
 * PUT /upload-paymentIcon (multipart fileType, file; 03 §7): settings.ADJUST_PAYMENT_METHODS,
 * checked before the body is read. The file must be a PNG, JPEG or WebP by its first bytes,
 * not only by its declared type. With a paymentMethodId field (sent before the file) the
 * method shows the new icon at once. Answers { link }.
 */
export async function registerPaymentIconRoute(app: OpsFastify, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    });
    scope.put(
      '/upload-paymentIcon',
      {
        onRequest: [
          sessionGuard(deps, {
            body: uploadBody,
            signIn: UPLOAD_MESSAGES.signIn,
            forbidden: UPLOAD_MESSAGES.forbidden,
            requirement: { layer: 'settings', permission: 'ADJUST_PAYMENT_METHODS' },
          }),
        ],
        config: { rateLimit: perUserRateLimit(RATE_LIMITS.upload, uploadBody) },
      },
      async (request, reply) => {
        try {
          if (!request.isMultipart()) throw new UploadError(400, UPLOAD_IMAGE_FAILED);
          const fields: Record<string, string> = {};
          let key: string | null = null;
          for await (const part of request.parts()) {
            if (part.type !== 'file') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            const type = imageTypeOf({ stream: part.file, mimetype: part.mimetype }, fields.fileType ?? null);
            if (!type) throw new UploadError(400, UPLOAD_MESSAGES.notAnImage);
            if (fields.paymentMethodId && !(await paymentMethodExists(deps.db, fields.paymentMethodId))) {
              throw new UploadError(404, SETTINGS_MESSAGES.paymentMethodNotFound);
            }
            key = await storeCheckedImage(deps, {
              prefix: 'payment-icons/',
              type,
              file: { stream: part.file, mimetype: part.mimetype },
              context: { paymentMethodId: fields.paymentMethodId },
            });
          }
          if (!key) throw new UploadError(400, UPLOAD_IMAGE_FIRST);
          if (fields.paymentMethodId)
            await setPaymentMethodIcon(deps, request.opsSession!, fields.paymentMethodId, key);
          return reply.send({ link: await deps.storage.signedUrl(key) });
        } catch (error) {
          if (error instanceof UploadError) return reply.code(error.status).send(uploadBody(error.message));
          if ((error as { statusCode?: unknown } | null)?.statusCode === 413)
            return reply.code(413).send(uploadBody(UPLOAD_MESSAGES.tooLarge));
          deps.log.error({ err: error }, 'payment icon upload failed');
          return reply.code(500).send(uploadBody(UPLOAD_IMAGE_FAILED));
        }
      },
    );
  });
}
