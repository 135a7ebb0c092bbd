// How much a regular expression compiled from a glob can backtrack, read
// from its source: JavaScript's engine backtracks, so a quantified group
// holding another unbounded quantifier (`(?:[^/]*?)+`, from nested extglobs)
// takes exponential time on a path that almost matches, and each further
// unbounded quantifier multiplies the work by the length of the path. Pure.

export interface RegexRisk {
  /** An unbounded quantifier applied to a group that holds one already. */
  nested: boolean;
  /** Unbounded quantifiers (`*`, `+`, `{n,}`) in all. */
  unbounded: number;
}

/** Unbounded quantifiers up to which a glob's expression runs in the caller's thread (at most quadratic in the path). */
export const DIRECT_UNBOUNDED = 2;

export function regexRisk(source: string): RegexRisk {
  // One frame per open group: whether an unbounded quantifier occurs inside it.
  const frames: boolean[] = [false];
  let nested = false;
  let unbounded = 0;
  let i = 0;
  // What the quantifier at `i` (if any) applies to held an unbounded quantifier.
  const quantifier = (innerUnbounded: boolean) => {
    const ch = source[i];
    let isUnbounded = false;
    let isQuantifier = false;
    if (ch === "*" || ch === "+") {
      isQuantifier = isUnbounded = true;
      i++;
    } else if (ch === "?") {
      isQuantifier = true;
      i++;
    } else if (ch === "{") {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
      if (match) {
        isQuantifier = true;
        isUnbounded = match[2] !== undefined && match[3] === "";
        i += match[0].length;
      }
    }
    if (isQuantifier && source[i] === "?") i++; // lazy
    if (isQuantifier && innerUnbounded && (isUnbounded || ch === "{")) nested = true;
    if (isUnbounded) unbounded++;
    if (isUnbounded || innerUnbounded) frames[frames.length - 1] = true;
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === "\\") {
      i += 2;
      quantifier(false);
    } else if (ch === "[") {
      i++;
      if (source[i] === "^") i++;
      if (source[i] === "]") i++;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i++;
      quantifier(false);
    } else if (ch === "(") {
      frames.push(false);
      i++;
      if (source[i] === "?") {
        i++;
        if (source[i] === "<" && source[i + 1] !== "=" && source[i + 1] !== "!")
          while (i < source.length && source[i] !== ">") i++;
        i++;
      }
    } else if (ch === ")") {
      const inner = frames.length > 1 ? frames.pop()! : false;
      i++;
      quantifier(inner);
      if (inner) frames[frames.length - 1] = true;
    } else {
      i++;
      quantifier(false);
    }
  }
  return { nested, unbounded };
}

/** True when matching may take more than quadratic time in the length of the text. */
export function mayBacktrack(source: string): boolean {
  const risk = regexRisk(source);
  return risk.nested || risk.unbounded > DIRECT_UNBOUNDED;
}
