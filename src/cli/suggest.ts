// "Did you mean …?" for a mistyped command: the closest name by edit distance, where a swap of two neighbouring
// letters counts as one edit (`serach` → `search`).

/** Edits (insert, delete, substitute, swap two neighbours) from a to b: the optimal string alignment distance. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** The one name closest to `typed`, if it is close enough to be a typo (about a third of its letters at most). */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  const word = typed.toLowerCase().slice(0, 40);
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tie = false;
  for (const name of names) {
    const distance = editDistance(word, name);
    if (distance < bestDistance) [best, bestDistance, tie] = [name, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return best !== undefined && !tie ? best : undefined;
}
