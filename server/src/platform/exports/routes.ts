import { PassThrough } from 'node:stream';
import type { Deps } from '../deps';
import { isDomainError } from '../errors';
import { domainErrorToRest } from '../http/domainErrors';
import type { OpsFastify } from '../http/opsFastify';
import { RATE_LIMITS } from '../http/rateLimits';
import { perUserRateLimit, sessionGuard, type RefusalBody } from '../http/restGuards';
import { actorOf } from '../session/actor';
import { exportFileName } from './cells';
import { ExportRefusal, isExportBody, MODULE_NOT_VALID, planExport } from './request';
import type { Language } from '@ops/shared/rules/locale';
import { sheetInLanguage } from './sheetLanguage';
import { sheetOf } from './types';
import { writeXlsx } from './writeXlsx';
import type { ExportRegistry } from '../modules/registry';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOT_SIGNED_IN = 'You are not signed in';

/**
 * POST /export (02 §7): body { module, filters, fields, startDate?, endDate?, ids? } with a bearer
 * token; answers a streamed xlsx, or { message } with 400/401/403 that the client shows as is.
 */
const refusal: RefusalBody = (message) => ({ message });

export interface ExportRouteOptions {
  /** Every module's export, by name (platform/modules/registry.ts exportsOf). */
  exports: ExportRegistry;
  /**
   * The language a user's sheet is written in (issue 28 item 1): the locale preferences domain's,
   * handed in by compose since platform code does not reach into domains.
   */
  languageOf: (userId: string) => Promise<Language>;
}

export async function registerExportRoutes(
  app: OpsFastify,
  deps: Deps,
  { exports, languageOf }: ExportRouteOptions,
): Promise<void> {
  const guarded = {
    // The token is checked before the body is read, and names the user the rate limit counts.
    onRequest: sessionGuard(deps, { body: refusal, signIn: NOT_SIGNED_IN }),
    config: { rateLimit: perUserRateLimit(RATE_LIMITS.export, refusal) },
  };
  app.post('/export', guarded, async (request, reply) => {
    const session = request.opsSession;
    if (!session) return reply.code(401).send({ message: NOT_SIGNED_IN });
    const body = request.body;
    const name = isExportBody(body) && typeof body.module === 'string' ? body.module : '';
    const module = exports.get(name) ?? null;
    if (!isExportBody(body) || !module) return reply.code(400).send({ message: MODULE_NOT_VALID });

    let plan;
    let language: Language;
    let pages: AsyncIterator<readonly unknown[]>;
    let first: IteratorResult<readonly unknown[]>;
    try {
      plan = planExport(module, actorOf(session), body, deps.clock.now());
      language = await languageOf(session.user._id);
      pages = module.rowSource(deps.db, plan.filters, plan.ids)[Symbol.asyncIterator]();
      // The first page before the 200: bad filters (and a database that is down) still get a real status.
      first = await pages.next();
    } catch (error) {
      if (error instanceof ExportRefusal) return reply.code(error.status).send({ message: error.message });
      if (isDomainError(error)) {
        const refused = domainErrorToRest(error);
        return reply.code(refused.status).send(refused.body);
      }
      throw error;
    }

    const output = new PassThrough();
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const started = Date.now();
    const sheet = sheetOf(module, plan.fields, plan.filters, first);
    // Headers and title in the user's language; the file name keeps the English title (Latin is safest in a file name).
    const written = sheetInLanguage(module.spec, sheet, language);
    writeXlsx({
      title: written.title,
      fields: written.fields,
      pages,
      first,
      output,
      signal: aborted.signal,
    }).then(
      (rows) =>
        deps.log.info(
          { module: name, rows, ms: Date.now() - started, userId: session.user._id },
          'export written',
        ),
      (error: unknown) => {
        // Headers are gone: cutting the stream is the only way left to tell the client it failed.
        if (!aborted.signal.aborted)
          deps.log.error({ err: error, module: name }, 'export failed while streaming');
        output.destroy(error instanceof Error ? error : new Error('export failed'));
      },
    );
    return reply
      .header('content-type', XLSX)
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(sheet.title, deps.clock.now())}"`,
      )
      .header('cache-control', 'no-store')
      .send(output);
  });
}
