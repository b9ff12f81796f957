import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_IMAGE_FAILED } from '@ops/shared/rules/taskActions';
import type { Deps } from '../deps';
import type { OpsFastify } from '../http/opsFastify';
import { RATE_LIMITS } from '../http/rateLimits';
import { perUserRateLimit, sessionGuard, type GuardOptions, type RefusalBody } from '../http/restGuards';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UploadError } from './checkedImage';

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const uploadBody: RefusalBody = (message) => ({ error: message });

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

/** One multipart upload route, wherever its domain is (the platform's file routes, a domain's restRoutes). */
export interface UploadRoute {
  url: string;
  /** Who may upload: checked with the token before the body is read. */
  allowed: Pick<GuardOptions, 'requirement' | 'anyOf'>;
  /** Names the upload in the log when it fails for a reason of ours. */
  what: string;
  /** Reads the form's parts and answers the body; an UploadError refuses with its status and words. */
  receive(request: FastifyRequest): Promise<Record<string, unknown>>;
}

/**
 * Registers a PUT upload route in a scope of its own (multipart is registered there, so each
 * upload route may register it). An upload is refused for its token, its permission and its
 * declared size before its body is read, and is streamed to storage rather than held in memory.
 */
export async function registerUploadRoute(app: OpsFastify, deps: Deps, route: UploadRoute): Promise<void> {
  await app.register(async (scope) => {
    // One byte over our limit, so our own check (CheckedImage) sees an oversized file and refuses it.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    });
    scope.put(
      route.url,
      {
        onRequest: [
          sessionGuard(deps, {
            body: uploadBody,
            signIn: UPLOAD_MESSAGES.signIn,
            forbidden: UPLOAD_MESSAGES.forbidden,
            ...route.allowed,
          }),
          refuseDeclaredTooLarge,
        ],
        config: { rateLimit: perUserRateLimit(RATE_LIMITS.upload, uploadBody) },
      },
      async (request, reply) => {
        try {
          if (!request.isMultipart()) throw new UploadError(400, UPLOAD_IMAGE_FAILED);
          return reply.send(await route.receive(request));
        } catch (error) {
          if (error instanceof UploadError) return reply.code(error.status).send(uploadBody(error.message));
          if (isSecondFile(error)) return reply.code(400).send(uploadBody(UPLOAD_MESSAGES.oneFile));
          if (isTooLarge(error)) return reply.code(413).send(uploadBody(UPLOAD_MESSAGES.tooLarge));
          deps.log.error({ err: error }, `${route.what} upload failed`);
          return reply.code(500).send(uploadBody(UPLOAD_IMAGE_FAILED));
        }
      },
    );
  });
}
