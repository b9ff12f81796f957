import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/graphql';
import { applyGates } from './gates';
import { JSONScalar } from './jsonScalar';

/** shared/graphql/schema/: one file per domain, so domains grow without touching each other. */
export const SCHEMA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/graphql/schema',
);

/** Every domain's schema file, in name order (00-root.graphql declares the roots first). */
export function loadTypeDefs(): string {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(SCHEMA_DIR, name), 'utf8'))
    .join('\n');
}

/** The schema with every domain's resolvers (the list is domains/index.ts; platform names no domain). */
export function buildSchema(resolvers: readonly Resolvers[]): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [{ JSON: JSONScalar }, ...resolvers],
  });
  return applyGates(schema);
}
