import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query selected a direct field of the answer (no fragments followed: our
 * documents name their fields). A costly part (a total count) is then worked out only
 * when someone reads it.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes'>, name: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || selection.name.value === name,
    ),
  );
}

type Fragments = GraphQLResolveInfo['fragments'];

/** The field nodes of a selection set, fragments (named and inline) followed. */
function fieldsOf(set: SelectionSetNode | undefined, fragments: Fragments, into: FieldNode[]): FieldNode[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') into.push(selection);
    else if (selection.kind === 'InlineFragment') fieldsOf(selection.selectionSet, fragments, into);
    else {
      const fragment: FragmentDefinitionNode | undefined = fragments[selection.name.value];
      fieldsOf(fragment?.selectionSet, fragments, into);
    }
  }
  return into;
}

/**
 * The names of the fields the query selected at `path` below this field (['bills'] for the
 * rows of a page), fragments followed, so a list reads only the columns its page shows.
 * A field under @skip or @include counts as selected: reading a column too many is harmless,
 * one too few is not.
 */
export function selectedFieldsAt(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: readonly string[],
): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path)
    nodes = nodes.flatMap((node) =>
      fieldsOf(node.selectionSet, info.fragments, []).filter((field) => field.name.value === name),
    );
  const names = new Set<string>();
  for (const node of nodes)
    for (const field of fieldsOf(node.selectionSet, info.fragments, [])) names.add(field.name.value);
  return names;
}
