// A memory's weighted recall terms as one text, the form the recall index stores and a rebuild keeps until it
// writes the indexes: groups of one weight, heaviest first as given, separated by `;`, each the weight then its
// terms — `4 queri rout;3 ci client;1 alway` (a term holds neither a space nor a `;`: recall splits at both). A
// weight is written once per group, not once per term, and a memory is one string, not ~80 pairs.

/** Builds the text one term at a time, in the order given. */
export class TermsTextBuilder {
  // Joined at the end (a flat string), not appended to (a rope of ~100 pieces a rebuild would keep until it writes).
  private readonly parts: Array<string | number> = [];
  private last: number | undefined;

  add(term: string, weight: number): void {
    if (weight !== this.last) {
      if (this.last !== undefined) this.parts.push(";");
      this.parts.push(weight);
      this.last = weight;
    }
    this.parts.push(" ", term);
  }

  text(): string {
    return this.parts.join("");
  }
}

/** [term, weight] pairs as one text. */
export function termsText(terms: ReadonlyArray<readonly [string, number]>): string {
  const builder = new TermsTextBuilder();
  for (const [term, weight] of terms) builder.add(term, weight);
  return builder.text();
}

/** The [term, weight] pairs of a text, in order (a group whose weight is not a number is skipped). */
export function termPairs(text: string): Array<[string, number]> {
  const pairs: Array<[string, number]> = [];
  forEachTerm(text, (term, weight) => pairs.push([term, weight]));
  return pairs;
}

/** Visits the terms of a text in order, without making pairs. */
export function forEachTerm(text: string, visit: (term: string, weight: number) => void): void {
  for (let at = 0; at < text.length; ) {
    const semicolon = text.indexOf(";", at);
    const groupEnd = semicolon < 0 ? text.length : semicolon;
    let space = text.indexOf(" ", at);
    if (space < 0 || space > groupEnd) space = groupEnd;
    const weight = space > at ? Number(text.slice(at, space)) : Number.NaN;
    if (Number.isFinite(weight))
      for (let from = space + 1; from < groupEnd; ) {
        let to = text.indexOf(" ", from);
        if (to < 0 || to > groupEnd) to = groupEnd;
        if (to > from) visit(text.slice(from, to), weight);
        from = to + 1;
      }
    at = groupEnd + 1;
  }
}
