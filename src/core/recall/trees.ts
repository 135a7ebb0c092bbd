// Boosted regression trees as the relevance model ships them (gate.ts adds their margin to the weights' log-odds);
// their own module so the fitted table (recall-trees.ts) and the gate both depend on it, not on each other.

/** A regression tree of fixed depth: internal nodes in breadth-first order (x[feature] <= threshold goes left), then leaves. */
export interface Tree {
  feature: number[];
  threshold: number[];
  leaf: number[];
}

/** What a list of trees adds to a candidate's log-odds. */
export function treeMargin(trees: readonly Tree[], x: readonly number[]): number {
  let sum = 0;
  for (const tree of trees) {
    let node = 0;
    const internal = tree.feature.length;
    while (node < internal) node = 2 * node + (x[tree.feature[node]!]! <= tree.threshold[node]! ? 1 : 2);
    sum += tree.leaf[node - internal]!;
  }
  return sum;
}
