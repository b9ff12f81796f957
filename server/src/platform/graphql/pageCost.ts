import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_ROWS_PER_PAGE } from '@ops/shared/rules/limits';

/**
 * Cost of an operation with its page sizes counted (issue 6 §7). graphql-armor's cost
 * limit multiplies a list only by a literal `first`/`last` argument, and runs before the
 * variables are known, so a request of 15 aliases of getTasks(rowsPerPage: $n) passed it
 * and answered 14.3 MB. Here every root field that pages (has a rowsPerPage argument)
 * costs its selection times its page size, read from the literal or the variable.
 *
 * Each field returned costs 1, a field with a selection costs 1 plus its selection; a
 * paged root field multiplies that by its rows. Nested lists (a task's history) are not
 * paged by the request, so they count once, as in armor.
 */

/** Server defaults when a request leaves rowsPerPage out are at most this (wallet logs, 50). */
export const ASSUMED_DEFAULT_ROWS = 50;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** Root fields of the schema that take rowsPerPage: the list operations. */
export function pagedRootFields(schema: GraphQLSchema): ReadonlySet<string> {
  const names = new Set<string>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.args.some((arg) => arg.name === 'rowsPerPage')) names.add(field.name);
    }
  }
  return names;
}

function rowsOf(field: FieldNode, variables: Readonly<Record<string, unknown>>): number {
  const arg = field.arguments?.find((entry) => entry.name.value === 'rowsPerPage');
  const value = arg ? numberOf(arg.value, variables) : null;
  // An out-of-range size is refused by the operation itself; for cost, clamp it to what could be answered.
  if (value === null) return ASSUMED_DEFAULT_ROWS;
  return Math.min(MAX_ROWS_PER_PAGE, Math.max(1, Math.trunc(value)));
}

function numberOf(value: ValueNode, variables: Readonly<Record<string, unknown>>): number | null {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const raw = variables[value.name.value];
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  }
  return null;
}

/** Each field of a selection set, with fragments and inline fragments flattened into it. */
function* fieldsOf(
  set: SelectionSetNode,
  fragments: Fragments,
  seen: ReadonlySet<string> = new Set(),
): Generator<FieldNode> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      yield* fieldsOf(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      // A fragment cycle is invalid GraphQL; validation refuses it, and here it simply stops.
      const fragment = fragments.get(selection.name.value);
      if (fragment)
        yield* fieldsOf(fragment.selectionSet, fragments, new Set([...seen, selection.name.value]));
    }
  }
}

function selectionCost(set: SelectionSetNode, fragments: Fragments): number {
  let cost = 0;
  for (const field of fieldsOf(set, fragments))
    cost += 1 + (field.selectionSet ? selectionCost(field.selectionSet, fragments) : 0);
  return cost;
}

export function operationCost(
  document: DocumentNode,
  options: {
    operationName?: string | null;
    variables?: Readonly<Record<string, unknown>> | null;
    paged: ReadonlySet<string>;
  },
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = options.operationName
    ? operations.find((entry) => entry.name?.value === options.operationName)
    : operations[0];
  if (!operation) return 0;
  const variables = options.variables ?? {};
  let cost = 0;
  for (const field of fieldsOf(operation.selectionSet, fragments)) {
    const own = 1 + (field.selectionSet ? selectionCost(field.selectionSet, fragments) : 0);
    cost += options.paged.has(field.name.value) ? own * rowsOf(field, variables) : own;
  }
  return cost;
}

/**
 * Refuses, before anything runs, an operation whose page-counted cost is over maxCost.
 * It runs at execution because only then are the variables known (validation results
 * are cached per document, whatever the variables).
 */
export function pageCostLimit(schema: GraphQLSchema, maxCost: number): Plugin {
  const paged = pagedRootFields(schema);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.document, {
        operationName: args.operationName,
        variables: args.variableValues,
        paged,
      });
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `Query cost limit of ${maxCost} exceeded, found ${cost}. Ask for fewer rows per page or fewer aliases.`,
              {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
              },
            ),
          ],
        });
      }
    },
  };
}
