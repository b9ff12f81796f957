import { MAX_LIST_ARGUMENT_ITEMS, tooManyItemsMessage } from '@ops/shared/rules/limits';
import { UserError } from '../errors';

/** Refuses an operation whose list argument (top level) holds more than MAX_LIST_ARGUMENT_ITEMS items. */
export function checkListArguments(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) {
    if (Array.isArray(value) && value.length > MAX_LIST_ARGUMENT_ITEMS)
      throw new UserError(tooManyItemsMessage(name));
  }
}
