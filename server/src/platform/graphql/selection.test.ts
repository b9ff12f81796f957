import { describe, expect, it } from 'vitest';
import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { selectedFieldsAt } from './selection';

/** The root field's nodes and the fragments of a document, as a resolver's info holds them. */
function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: operation.selectionSet.selections as FieldNode[], fragments };
}

describe('selectedFieldsAt', () => {
  it('names the fields selected below a path', () => {
    const info = infoOf('{ bills { totalBills bills { _id date user { name } } } }');
    expect([...selectedFieldsAt(info, ['bills'])].sort()).toEqual(['_id', 'date', 'user']);
    expect([...selectedFieldsAt(info, [])].sort()).toEqual(['bills', 'totalBills']);
  });

  it('follows named and inline fragments, and aliases count by field name', () => {
    const info = infoOf(`
      query { bills { bills { ...Row ... on Bill { vat } id2: _id } } }
      fragment Row on Bill { serialNumber ...More }
      fragment More on Bill { gatewayResponse }
    `);
    expect([...selectedFieldsAt(info, ['bills'])].sort()).toEqual([
      '_id',
      'gatewayResponse',
      'serialNumber',
      'vat',
    ]);
  });

  it('counts a field under @skip or @include as selected', () => {
    const info = infoOf('query($s: Boolean!) { bills { bills { _id gatewayResponse @skip(if: $s) } } }');
    expect(selectedFieldsAt(info, ['bills']).has('gatewayResponse')).toBe(true);
  });

  it('joins what two selections of the same path ask for', () => {
    const info = infoOf('{ bills { bills { _id } bills { vat } } }');
    expect([...selectedFieldsAt(info, ['bills'])].sort()).toEqual(['_id', 'vat']);
  });
});
