import type { ASTNode, ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError, Kind } from 'graphql'

function depthOf(node: ASTNode, context: ValidationContext, seen: Set<string>): number {
  if (node.kind === Kind.FIELD) {
    if (!node.selectionSet) return 1
    return 1 + Math.max(0, ...node.selectionSet.selections.map((s) => depthOf(s, context, seen)))
  }
  if (node.kind === Kind.INLINE_FRAGMENT || node.kind === Kind.OPERATION_DEFINITION) {
    return Math.max(0, ...node.selectionSet.selections.map((s) => depthOf(s, context, seen)))
  }
  if (node.kind === Kind.FRAGMENT_SPREAD) {
    const name = node.name.value
    if (seen.has(name)) return 0
    const fragment = context.getFragment(name)
    if (!fragment) return 0
    const inner = new Set(seen).add(name)
    return Math.max(0, ...fragment.selectionSet.selections.map((s) => depthOf(s, context, inner)))
  }
  return 0
}

/** Rejects queries nested deeper than `maxDepth` fields, before they reach a resolver. */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation, context, new Set())
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
            nodes: [operation],
          }),
        )
      }
    },
  })
}
