import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_VARIABLE_VALUES, tooManyValuesMessage } from '@ops/shared/rules/limits';

/** Leaves in a variables value, counting stops once past the limit (the answer only needs "too many"). */
function countValues(value: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= limit) {
    const next = stack.pop();
    if (Array.isArray(next)) for (const item of next) stack.push(item);
    else if (next !== null && typeof next === 'object')
      for (const item of Object.values(next)) stack.push(item);
    else count++;
  }
  return count;
}

/**
 * A bound on one request's input (issue 22 finding 5): counted as the request arrives, before
 * yoga parses and graphql-js coerces every value; a 25,000-point fence took 13 s and held the
 * event loop. Counting stops just past the limit, so the refusal costs nothing, and the
 * message gives the full count only when it is cheap to know (it is walked once more, then).
 */
export function boundVariableSize(): Plugin {
  return {
    onParams({ params }) {
      if (countValues(params.variables, MAX_VARIABLE_VALUES) <= MAX_VARIABLE_VALUES) return;
      throw new GraphQLError(tooManyValuesMessage(countValues(params.variables, Number.POSITIVE_INFINITY)), {
        extensions: { code: 500, http: { status: 400 } },
      });
    },
  };
}
