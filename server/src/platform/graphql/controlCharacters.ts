import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@ops/shared/rules/limits';

/** Any string anywhere in a variables value (inputs nest objects and lists). */
function anyControlText(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (Array.isArray(value)) return value.some(anyControlText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(anyControlText);
  return false;
}

const refusal = () =>
  new GraphQLError(CONTROL_CHARACTER_MESSAGE, { extensions: { code: 500, http: { status: 400 } } });

/** Strings written into the document itself (`reason: "a\u0000"`). */
function literalRule(context: ValidationContext): ASTVisitor {
  return {
    [Kind.STRING](node) {
      if (hasControlCharacter(node.value))
        context.reportError(
          new GraphQLError(CONTROL_CHARACTER_MESSAGE, { nodes: [node], extensions: { code: 500 } }),
        );
    },
  };
}

/**
 * One place for every text argument (issue 22 finding 8 a): variables are checked as the
 * request arrives and literals as the document is validated, so no resolver ever sees a
 * control character and each refusal reads the same. Code 500 so the client shows it.
 */
export function refuseControlCharacters(): Plugin {
  return {
    onParams({ params }) {
      if (anyControlText(params.variables)) throw refusal();
    },
    onValidate({ addValidationRule }) {
      addValidationRule(literalRule);
    },
  };
}
