import type { GraphQLResolveInfo } from 'graphql';

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
