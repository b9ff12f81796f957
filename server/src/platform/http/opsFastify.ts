import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** The app's Fastify instance (pino logger and all), the type every route registrar takes. */
export type OpsFastify = FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>;
