import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValidationContext,
} from 'graphql';
import { queryLimitsConfig } from './queryLimits';

/**
 * The cost of the operation a request runs, measured exactly as the query limits measure it (GraphQL Armor's
 * cost rule with the same weights), for partners' cost budgets. The rule needs nothing of the schema but the
 * document's fragments, so it runs on the parsed document alone. Apollo Server hands the same parsed document
 * for the same query text, so each distinct operation is measured once.
 */
export function queryCostMeter(): (document: DocumentNode, operation: OperationDefinitionNode) => number {
  const weights = queryLimitsConfig().costLimit;
  const measured = new WeakMap<OperationDefinitionNode, number>();
  return (document, operation) => {
    const known = measured.get(operation);
    if (known !== undefined) return known;
    const fragments = new Map(
      document.definitions
        .filter(
          (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
        )
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const context = { getFragment: (name: string) => fragments.get(name) } as unknown as ValidationContext;
    let cost = 0;
    const rule = costLimitRule({
      ...weights,
      maxCost: Number.POSITIVE_INFINITY,
      onAccept: [(_context, { n }) => (cost = n)],
    });
    visit(operation, rule(context));
    measured.set(operation, cost);
    return cost;
  };
}
