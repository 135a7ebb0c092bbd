// Merge conflict markers left in a memory file by git (or by the memory merge
// driver): finding them, and taking one side of every conflicting part.

/** Labels the merge driver writes on its markers. */
export const OURS_LABEL = "ours";
export const THEIRS_LABEL = "theirs";
/** The label of a whole-file conflict: two different memories were added under one name on both sides. */
export const BOTH_ADDED_LABEL = "ours (added on both sides)";

export interface ConflictSides {
  /** The text with the first side of every conflicting part. */
  ours: string;
  /** The text with the second side of every conflicting part. */
  theirs: string;
  /** How many conflicting parts there are. */
  count: number;
  /** One conflicting part spans the whole file: two memories were added under one name. */
  bothAdded: boolean;
}

const OPEN = /^(<{7,})(?: (.*))?$/;

/** True when the text holds at least one complete conflict (`<<<<<<<`, `=======`, `>>>>>>>` at line starts, in order). */
export function hasConflictMarkers(text: string): boolean {
  if (!text.includes("<<<<<<<")) return false;
  return conflictSides(text) !== undefined;
}

/**
 * Both sides of a text with conflict markers (diff3 base sections dropped), or
 * undefined when it holds no complete conflict. Markers of another length
 * (a conflict inside a conflict) are content of the part they are in.
 */
export function conflictSides(text: string): ConflictSides | undefined {
  const lines = text.split(/(?<=\n)/);
  let ours = "";
  let theirs = "";
  let count = 0;
  let bothAdded = false;
  // Marker sizes whose part was found open to the end: a later opening of that size cannot close either (its part
  // would need a close after a separator at or past the one the first found), so it is not read again. Before, a
  // file of 20,000 unclosed markers (200 KB) read the rest of the file for each: `memory list` ran for minutes.
  const unclosed = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = OPEN.exec(line.replace(/\r?\n$/, ""));
    const size = open?.[1]?.length ?? 0;
    const part = open && !unclosed.has(size) ? readPart(lines, i, size) : undefined;
    if (open && !part) unclosed.add(size);
    if (!open || !part) {
      ours += line;
      theirs += line;
      continue;
    }
    if (i === 0 && part.end === lines.length - 1 && (open[2] ?? "").trim() === BOTH_ADDED_LABEL) bothAdded = true;
    ours += part.ours;
    theirs += part.theirs;
    count++;
    i = part.end;
  }
  return count === 0 ? undefined : { ours, theirs, count, bothAdded };
}

function readPart(
  lines: string[],
  start: number,
  size: number,
): { ours: string; theirs: string; end: number } | undefined {
  const marker = (char: string) => char.repeat(size);
  let section: "ours" | "base" | "theirs" = "ours";
  let ours = "";
  let theirs = "";
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    const bare = line.replace(/\r?\n$/, "");
    if (section !== "theirs" && (bare === marker("|") || bare.startsWith(`${marker("|")} `))) {
      section = "base";
    } else if (section !== "theirs" && bare === marker("=")) {
      section = "theirs";
    } else if (section === "theirs" && (bare === marker(">") || bare.startsWith(`${marker(">")} `))) {
      return { ours, theirs, end: i };
    } else if (section === "ours") {
      ours += line;
    } else if (section === "theirs") {
      theirs += line;
    }
  }
  return undefined;
}

/**
 * The two sides are different memories, not two versions of one: a whole-file
 * conflict of two added files, or sides with a different `created` time (an
 * edit never changes it). Keeping one side would lose the other memory.
 */
export function twoMemories(sides: ConflictSides): boolean {
  if (sides.bothAdded) return true;
  const created = (text: string) => /^created:[ \t]*['"]?([^'"\s#]+)/m.exec(text)?.[1];
  const [ours, theirs] = [created(sides.ours), created(sides.theirs)];
  return ours !== undefined && theirs !== undefined && ours !== theirs;
}

/** What health and the listings say about a memory file with conflict markers, with the command that ends it. */
export function conflictMessage(slug: string, text: string): string {
  const sides = conflictSides(text);
  if (sides && twoMemories(sides)) {
    return `unresolved merge conflict: two different memories ended up under the name ${slug} on the two sides; run \`memory resolve ${slug} --both\` to keep both`;
  }
  const parts = sides?.count ?? 1;
  return `unresolved merge conflict (${parts} conflicting part${parts === 1 ? "" : "s"}); run \`memory resolve ${slug} --ours\`, \`--theirs\` or \`--both\``;
}

/**
 * The text with the first side of every conflicting part, nested conflicts
 * included (a side may itself hold an earlier conflict of the same merge).
 */
export function firstSide(text: string): string {
  return oneSide(text, "ours");
}

/** The text with the second side of every conflicting part, nested conflicts included. */
export function secondSide(text: string): string {
  return oneSide(text, "theirs");
}

function oneSide(text: string, side: "ours" | "theirs"): string {
  let current = text;
  for (let depth = 0; depth < 4 && current.includes("<<<<<<<"); depth++) {
    const sides = conflictSides(current);
    if (!sides) break;
    current = sides[side];
  }
  return current;
}
