// Edge labels and their reverses ("implements" ↔ "implemented-by").

const PAIRS: Array<[string, string]> = [
  ["implements", "implemented-by"],
  ["part-of", "contains"],
  ["warns-about", "warned-by"],
  ["supersedes", "superseded-by"],
  ["relates-to", "relates-to"],
  ["similar-to", "similar-to"],
  ["references", "referenced-by"],
  ["depends-on", "dependency-of"],
  ["blocks", "blocked-by"],
  ["causes", "caused-by"],
  ["solves", "solved-by"],
  ["fixes", "fixed-by"],
  ["explains", "explained-by"],
  ["derived-from", "source-of"],
  ["invalidates", "invalidated-by"],
  ["changes", "changed-by"],
  ["documents", "documented-by"],
  ["uses", "used-by"],
  ["extends", "extended-by"],
  ["follows", "followed-by"],
  ["contradicts", "contradicts"],
  ["duplicates", "duplicates"],
  ["parent-of", "child-of"],
];

const REVERSE = new Map<string, string>();
for (const [forward, backward] of PAIRS) {
  REVERSE.set(forward, backward);
  REVERSE.set(backward, forward);
}

export const LABEL_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The reverse of a label: from the table, else `<label>-by` for verbs ending in -s, else `inverse-of-<label>`. */
export function reverseLabel(label: string): string {
  const known = REVERSE.get(label);
  if (known) return known;
  if (label.endsWith("-by")) return label.slice(0, -3);
  if (label.startsWith("inverse-of-")) return label.slice("inverse-of-".length);
  if (/^[a-z]+s$/.test(label)) return `${label.slice(0, -1)}ed-by`.replace(/eed-by$/, "ed-by");
  return `inverse-of-${label}`;
}
