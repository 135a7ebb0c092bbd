// The source references of an events.jsonl record: the five normalized forms
// a reference may take, and the short anchor each gives an entry id.

const PATH = String.raw`[^\s#:][^#:\n]*`;
const LINES = String.raw`:L(\d+)-L(\d+)`;
/** The five normalized source forms. */
export const SOURCE_PATTERNS = {
  code: new RegExp(`^(${PATH})${LINES}$`),
  markdown: new RegExp(`^(${PATH})#([^\\n]+?)${LINES}$`),
  commit: /^commit ([0-9a-f]{7,40})$/,
  pr: /^PR #(\d+)$/,
  function: new RegExp(`^(${PATH})::([A-Za-z_$][A-Za-z0-9_$.]*)$`),
} as const;
export type SourceKind = keyof typeof SOURCE_PATTERNS;

/** Which of the five forms a source reference has (line ranges must run forwards from 1), or undefined. */
export function sourceKind(source: string): SourceKind | undefined {
  for (const kind of Object.keys(SOURCE_PATTERNS) as SourceKind[]) {
    const match = SOURCE_PATTERNS[kind].exec(source);
    if (!match) continue;
    if (kind === "code" || kind === "markdown") {
      const [start, end] = kind === "code" ? [match[2], match[3]] : [match[3], match[4]];
      if (Number(start) < 1 || Number(end) < Number(start)) continue;
    }
    return kind;
  }
  return undefined;
}

export const SOURCE_FORMS =
  "path:L<start>-L<end>, path#heading:L<start>-L<end>, commit <hash>, PR #<id> or path::function";

/**
 * The anchor of a source reference, `[a-z0-9_]+`, as in the format's examples:
 * `INCIDENTS.md#INC-036:…` → `inc036` (a heading that is an identifier),
 * `CLAUDE.md#Protocol A:…` → `claudemd_protocola` (file name and heading),
 * `src/features/feature_engine_EMV3.py:L1-L9` or `…py::fn` → `feature_engine_emv3` (the file's stem),
 * `commit 7874956` → `commit_7874956`, `PR #123` → `pr123`.
 */
export function sourceAnchor(source: string): string {
  const kind = sourceKind(source);
  let anchor: string;
  const match = kind ? SOURCE_PATTERNS[kind].exec(source)! : undefined;
  const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const fileName = (path: string) => path.replace(/\\/g, "/").split("/").pop() ?? path;
  const stem = (path: string) => fileName(path).replace(/\.[^.]*$/, "") || fileName(path);
  switch (kind) {
    case "markdown": {
      const heading = match![2]!;
      anchor = /^[A-Za-z]+-?\d+$/.test(heading.trim())
        ? squash(heading)
        : `${squash(fileName(match![1]!))}_${squash(heading).slice(0, 40)}`;
      break;
    }
    case "code":
    case "function":
      anchor = stem(match![1]!);
      break;
    case "commit":
      anchor = `commit_${match![1]}`;
      break;
    case "pr":
      anchor = `pr${match![1]}`;
      break;
    default:
      anchor = source;
  }
  const normalised = anchor
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "")
    .slice(0, 60)
    .replace(/_$/, "");
  return normalised || "entry";
}
