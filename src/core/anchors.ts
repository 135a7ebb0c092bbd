// Code anchors: the repository files a memory is about, and the content hash
// each had when the memory was written or last verified. Pure: parsing of
// the events.jsonl format's normalised source references and of the `anchors` frontmatter;
// hashing and checking files is src/store/anchor-hash.ts.
//
// Frontmatter (written by `memory write` and `memory verify`, project and local
// scopes only; paths relative to the repository root, '/' separators):
//
//   source: ["src/auth/refresh.ts:L10-L42", "commit 7874956"]
//   anchors:
//     - {path: src/auth/refresh.ts, sha256: 9f86d081884c7d65}
//
// `sha256` is the first 16 hex digits of the SHA-256 of the file's bytes.

/** A file reference as the events.jsonl format writes it, parsed. */
export type SourceRef =
  | { kind: "file"; path: string; lines?: { start: number; end: number }; heading?: string; symbol?: string }
  | { kind: "commit"; hash: string }
  | { kind: "pr"; id: string }
  | { kind: "url"; url: string }
  | { kind: "other"; text: string };

/** One anchored file as stored in the `anchors` frontmatter. */
export interface Anchor {
  path: string;
  sha256: string;
}

const WILDCARD = /[*?[\]{}!]/;
const HASH = /^[0-9a-f]{16}$/;

/**
 * Parses one normalised source reference:
 * `path:L<a>-L<b>`, `path#heading:L<a>-L<b>`, `path#heading`, `path::function`,
 * a plain `path`, `commit <hash>`, `PR #<id>`, or a URL.
 */
export function parseSourceRef(text: string): SourceRef {
  const ref = text.trim();
  const commit = /^commit\s+([0-9a-f]{4,64})$/i.exec(ref);
  if (commit) return { kind: "commit", hash: commit[1]!.toLowerCase() };
  const pr = /^PR\s+#?(\d+)$/i.exec(ref);
  if (pr) return { kind: "pr", id: pr[1]! };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return { kind: "url", url: ref };
  if (!ref || ref.includes("\0") || /\s{2,}|[\r\n]/.test(ref)) return { kind: "other", text: ref };
  const functionAt = ref.indexOf("::");
  if (functionAt > 0) {
    const path = ref.slice(0, functionAt);
    const symbol = ref.slice(functionAt + 2).trim();
    return isFilePath(path) && symbol ? { kind: "file", path, symbol } : { kind: "other", text: ref };
  }
  const withLines = /^(.*?):L(\d+)(?:-L?(\d+))?$/.exec(ref);
  let rest = ref;
  let lines: { start: number; end: number } | undefined;
  if (withLines) {
    rest = withLines[1]!;
    const start = Number(withLines[2]);
    const end = withLines[3] === undefined ? start : Number(withLines[3]);
    lines = { start, end: Math.max(start, end) };
  }
  const hashAt = rest.indexOf("#");
  const path = hashAt >= 0 ? rest.slice(0, hashAt) : rest;
  const heading = hashAt >= 0 ? rest.slice(hashAt + 1).trim() : undefined;
  if (!isFilePath(path)) return { kind: "other", text: ref };
  return { kind: "file", path, ...(lines ? { lines } : {}), ...(heading ? { heading } : {}) };
}

/** Looks like a path to one file: no wildcards, no spaces at the ends, not a URL or a bare word with a colon. */
function isFilePath(path: string): boolean {
  return (
    path.length > 0 &&
    path === path.trim() &&
    !WILDCARD.test(path) &&
    !path.endsWith("/") &&
    !/^[a-z][a-z0-9+.-]*:(?![\\/])/i.test(path)
  );
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    : [];
}

/**
 * The file paths a memory names, in order, without duplicates: every file of
 * its `source` references, then its `paths` entries that are plain paths (no
 * wildcard; directories are dropped when hashing). Paths as written: the
 * caller confines them to the repository.
 */
export function anchorCandidates(fields: Record<string, unknown>): string[] {
  const paths: string[] = [];
  for (const text of strings(fields.source)) {
    const ref = parseSourceRef(text);
    if (ref.kind === "file") paths.push(ref.path);
  }
  for (const glob of strings(fields.paths)) {
    const path = glob.trim().replace(/^\.\//, "");
    if (isFilePath(path)) paths.push(path);
  }
  return [...new Set(paths.map((path) => path.replace(/\\/g, "/").replace(/^\.\//, "")))];
}

/** The `anchors` frontmatter of a memory, well-formed entries only (a hand-broken entry is ignored). */
export function anchorsOf(fields: Record<string, unknown>): Anchor[] {
  const value = fields.anchors;
  if (!Array.isArray(value)) return [];
  const anchors: Anchor[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const { path, sha256 } = item as { path?: unknown; sha256?: unknown };
    const hash = typeof sha256 === "string" ? sha256.trim().toLowerCase() : undefined;
    if (typeof path === "string" && path.trim() && hash && HASH.test(hash))
      anchors.push({ path: path.trim(), sha256: hash });
  }
  return anchors;
}
