/**
 * PostGraphile 5 over the benchmark's own database, for bench/postgraphileAB.ts: the Amber
 * preset (what `npx postgraphile` serves) plus the connection-filter plugin, which gives every
 * list the range and comparison filters our pages use. No authentication: PostGraphile has none
 * unless one is added, which the results say beside each figure.
 *
 * Plain JS because it runs from the install cache (.tmp/bench-postgraphile, where the bench
 * copies it) under Node 24, with PostGraphile resolved from that cache and never from the
 * repository's own node_modules. Environment: DATABASE_URL, PORT, SCHEMAS (comma separated),
 * POOL_SIZE. Prints `listening <port>` once it answers.
 */
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';

const port = Number(process.env.PORT);
const preset = {
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  // By default PostGraphile offers filters and orders only on columns that lead an index; the
  // pages filter on columns that sit second in theirs (bills: type, date), so that guard is off.
  // It only hides arguments: the SQL and its plans are PostgreSQL's either way.
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  pgServices: [
    makePgService({
      connectionString: process.env.DATABASE_URL,
      schemas: (process.env.SCHEMAS ?? 'public').split(','),
      poolConfig: { max: Number(process.env.POOL_SIZE ?? 10) },
    }),
  ],
  grafserv: { port, graphqlPath: '/graphql', watch: false, graphiql: false },
  grafast: { explain: false },
};

const instance = postgraphile(preset);
const serv = instance.createServ(grafserv);
const server = createServer();
serv.addTo(server).catch((error) => {
  console.error(error);
  process.exit(1);
});
// The schema is built before the first answer, so `listening` means ready to be timed.
await instance.getSchema();
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void instance.release().finally(() => process.exit(0));
});
