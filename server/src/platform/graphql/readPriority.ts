import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withDatabasePriority } from '../db/priority';

/**
 * A query operation's statements run at 'reads' (db/priority.ts): on the embedded database
 * they queue after actions; on PostgreSQL they take one of a few read slots (db/readGate.ts):
 * twenty people paging lists and analytics do not hold an agent's Set Pending, a vehicle command
 * or a task's offer behind their queue (issue 24). The whole execution runs in that context,
 * nested fields included. Mutations keep the default, 'interactive'.
 */
export function readsAfterWrites(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      setExecuteFn((executeArgs) => withDatabasePriority('reads', () => executeFn(executeArgs)));
    },
  };
}
