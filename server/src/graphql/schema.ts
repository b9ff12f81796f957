import fs from 'node:fs';
import { createRequire } from 'node:module';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyGates } from './gates';
import { JSONScalar } from './jsonScalar';
import { allResolvers } from './resolvers';

const require = createRequire(import.meta.url);

export function loadTypeDefs(): string {
  return fs.readFileSync(require.resolve('@ops/shared/graphql/schema.graphql'), 'utf8');
}

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [{ JSON: JSONScalar }, ...allResolvers],
  });
  return applyGates(schema);
}
