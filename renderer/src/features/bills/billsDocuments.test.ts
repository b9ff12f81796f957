import { describe, expect, it } from 'vitest';
import { parse, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { AutoSettlingsListDocument, BillDetailDocument, BillsListDocument } from '../../generated/graphql';

/** The field names a document asks for at `path` below its root, fragments followed. */
function fieldsAt(source: { toString(): string }, path: readonly string[]): Set<string> {
  const document: DocumentNode = parse(source.toString());
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [],
    ),
  );
  const fieldsOf = (set: SelectionSetNode | undefined): FieldNode[] =>
    (set?.selections ?? []).flatMap((s) =>
      s.kind === 'Field'
        ? [s]
        : s.kind === 'InlineFragment'
          ? fieldsOf(s.selectionSet)
          : fieldsOf(fragments.get(s.name.value)?.selectionSet),
    );
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  let nodes: FieldNode[] = operation?.kind === 'OperationDefinition' ? fieldsOf(operation.selectionSet) : [];
  for (const name of path)
    nodes = nodes.filter((n) => n.name.value === name).flatMap((n) => fieldsOf(n.selectionSet));
  return new Set(nodes.map((n) => n.name.value));
}

describe('the bills pages ask only for what they show (issue 29)', () => {
  it('a list row does not ask for the gateway response; the bill drawer does', () => {
    // The server reads a column only when it is selected (domains/bills/present.ts), so a
    // list that does not ask for the raw gateway answer never reads it off disk.
    expect(fieldsAt(BillsListDocument, ['bills', 'bills']).has('gatewayResponse')).toBe(false);
    expect(fieldsAt(AutoSettlingsListDocument, ['autoSettlings', 'bills']).has('gatewayResponse')).toBe(
      false,
    );
    expect(fieldsAt(BillsListDocument, ['bills', 'bills']).has('serialNumber')).toBe(true);
    expect(fieldsAt(BillDetailDocument, ['getBill', 'bill']).has('gatewayResponse')).toBe(true);
  });
});
