import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { databasePriority } from '../db/priority';
import { readsAfterWrites } from './readPriority';

describe('GraphQL operations and the embedded database queue (issue 24)', () => {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: `type Query { priority: String!, nested: Nested! } type Nested { priority: String! } type Mutation { priority: String! }`,
      resolvers: {
        Query: { priority: () => databasePriority(), nested: async () => ({}) },
        Nested: {
          // After an await: the context follows the resolver's continuations.
          priority: async () => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            return databasePriority();
          },
        },
        Mutation: { priority: () => databasePriority() },
      },
    }),
    plugins: [readsAfterWrites()],
    logging: false,
  });

  async function ask(query: string): Promise<unknown> {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: unknown }).data;
  }

  it("runs a query's fields, nested ones too, at 'reads' and a mutation's at 'interactive'", async () => {
    expect(await ask('{ priority nested { priority } }')).toEqual({
      priority: 'reads',
      nested: { priority: 'reads' },
    });
    expect(await ask('mutation { priority }')).toEqual({ priority: 'interactive' });
    expect(databasePriority()).toBe('interactive');
  });
});
