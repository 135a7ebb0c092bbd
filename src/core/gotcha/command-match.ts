// Gotchas about shell commands: the `commands:` frontmatter field holds
// patterns such as `npm publish*` or `git push --force*`, matched against each
// simple command of a Bash call (a call is cut at `&&`, `||`, `;`, `|` and
// newlines). `*` matches any run of characters, `?` one character; words are
// compared with their whitespace folded. Pure and small: the hook bundles it.

/** A `commands` pattern compiled when the gotcha index is written. */
export interface CompiledCommand {
  command: string;
  /** The pattern's first word when it is literal (the program): its bucket in the index. */
  program?: string;
  /** Regular expression source, anchored, matched against a folded simple command. */
  source: string;
}

const MAX_PATTERN_CHARS = 200;
const MAX_SEGMENTS = 64;

/** Whitespace folded to single spaces, trimmed. */
const fold = (text: string) => text.replace(/\s+/g, " ").trim();

/** The program of a simple command: its first word without a directory (`/usr/bin/npm` → `npm`). */
export function programOf(word: string): string {
  return word.slice(word.lastIndexOf("/") + 1).toLowerCase();
}

/**
 * The simple commands of a shell line, folded: split at `&&`, `||`, `;`, `|`,
 * `&` and newlines (quotes are not parsed: a separator inside quotes only
 * makes an extra, harmless segment); leading `VAR=value` assignments and
 * `sudo`, `env`, `time`, `exec`, `nohup` are dropped so the program comes first.
 */
export function simpleCommands(line: string): string[] {
  const segments: string[] = [];
  for (const raw of line.split(/&&|\|\||[;|&\n]/)) {
    if (segments.length >= MAX_SEGMENTS) break;
    const words = fold(raw.replace(/^[\s(]+|[\s)]+$/g, "")).split(" ");
    while (
      words.length > 1 &&
      (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!) || /^(sudo|env|time|exec|nohup|command)$/.test(words[0]!))
    )
      words.shift();
    const segment = words.join(" ");
    if (segment) segments.push(segment);
  }
  return segments;
}

/** Problems with a `commands` pattern (empty, too long, control characters); [] when usable. */
export function commandPatternProblems(pattern: unknown): string[] {
  if (typeof pattern !== "string") return ["is not a string"];
  const folded = fold(pattern);
  const problems: string[] = [];
  if (!folded || /^\*+$/.test(folded)) problems.push('matches every command (give the program, e.g. "npm publish*")');
  if (folded.length > MAX_PATTERN_CHARS) problems.push(`is longer than ${MAX_PATTERN_CHARS} characters`);
  if (/[\x00-\x1f\x7f]/.test(pattern.replace(/[\t\n]/g, " "))) problems.push("contains control characters");
  return problems;
}

export function compileCommand(pattern: string): CompiledCommand | undefined {
  if (commandPatternProblems(pattern).length > 0) return undefined;
  const folded = fold(pattern);
  const source = `^${folded
    .split("")
    .map((char) => (char === "*" ? ".*" : char === "?" ? "." : char.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
    .join("")}$`;
  const first = folded.split(" ")[0]!;
  const program = /[*?]/.test(first) ? undefined : programOf(first);
  return { command: pattern, ...(program ? { program } : {}), source };
}

const compiled = new Map<string, RegExp>();

/** The first simple command a compiled pattern matches (its program compared without a directory), or undefined. */
export function matchCommand(pattern: CompiledCommand, segments: readonly string[]): string | undefined {
  let re = compiled.get(pattern.source);
  if (!re) compiled.set(pattern.source, (re = new RegExp(pattern.source, "i")));
  for (const segment of segments) {
    const space = segment.indexOf(" ");
    const first = space < 0 ? segment : segment.slice(0, space);
    const normalized = programOf(first) + (space < 0 ? "" : segment.slice(space));
    if (re.test(segment) || re.test(normalized)) return segment;
  }
  return undefined;
}
