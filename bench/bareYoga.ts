import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

// The baseline: graphql-yoga with nothing of ours (no auth, no database, no limits).
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String! }',
    resolvers: { Query: { hello: () => 'world' } },
  }),
  logging: false,
  graphiql: false,
});
const port = Number(process.env.PORT ?? 4100);
createServer(yoga).listen(port, '127.0.0.1', () => {
  process.stdout.write('ready\n');
});
