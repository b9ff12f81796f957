import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { can } from '@ops/shared/rules/permissions/can';
import { gate as parseGate, type Gate, type Layer } from '@ops/shared/rules/permissions/catalogue';
import type { GraphQLContext } from './context';
import { MUST_CHANGE_PASSWORD } from '@ops/shared/rules/changePassword';
import { ForbiddenError, UnauthenticatedError, UserError } from '../errors';
import { checkListArguments } from './listArguments';

export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'gate'; gate: Gate };

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Reads the one access directive of a root field; null when it has none. */
export function accessOf(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): Access | null {
  if (getDirective(schema, field, 'public')?.length) return { kind: 'public' };
  if (getDirective(schema, field, 'signedIn')?.length) return { kind: 'signedIn' };
  const gated = getDirective(schema, field, 'gate')?.[0] as { name: `${Layer}.${string}` } | undefined;
  if (gated) return { kind: 'gate', gate: parseGate(gated.name) };
  return null;
}

export function checkAccess(access: Access | null, ctx: GraphQLContext): void {
  // Fail closed: a field someone forgot to gate is refused, not open.
  if (!access) throw new ForbiddenError();
  if (access.kind === 'public') return;
  if (!ctx.session) throw new UnauthenticatedError();
  if (access.kind === 'gate' && !can(ctx.session.role, access.gate)) throw new ForbiddenError();
}

/** Wraps every root resolver so the schema's directive (and the list-size bound) is enforced before any business code runs. */
export function applyGates(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) => type,
    [MapperKind.OBJECT_FIELD]: (field, _name, typeName) => {
      if (!ROOT_TYPES.has(typeName)) return field;
      const access = accessOf(schema, field);
      const beforePasswordChange = (getDirective(schema, field, 'beforePasswordChange')?.length ?? 0) > 0;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx: GraphQLContext, info) => {
          checkAccess(access, ctx);
          // A one-time password opens nothing but its own change (create-admin).
          if (ctx.session?.user.mustChangePassword && !beforePasswordChange)
            throw new UserError(MUST_CHANGE_PASSWORD);
          // Every root field's list arguments are bounded here, before its resolver (issue 24).
          checkListArguments(args as Record<string, unknown>);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}
