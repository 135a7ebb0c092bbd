// Hashing and checking the repository files memories are anchored to
// (src/core/anchors.ts). Synchronous and dependency-free (node:fs, node:crypto,
// node:path), so the hook can bundle it.
//
// Confinement: a path is read only when it lies inside the repository root —
// lexically (no `..` out of it, absolute paths only when inside it) and after
// resolving symbolic links (the real path must stay inside the real root) —
// and is a regular file of at most MAX_ANCHOR_BYTES. Anything else is never
// opened: it is simply not anchored (or, when checking, reported missing).

import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { Anchor } from "../core/anchors.js";
import { nodeCrypto as crypto } from "../core/node-builtins.js";
import { readRegularFile } from "./regular-file.js";

/** Larger files are not anchored: hashing them on a write would cost more than the check is worth. */
export const MAX_ANCHOR_BYTES = 8 * 1024 * 1024;

export interface RepoFile {
  /** Relative to the repository root, '/' separators: what the frontmatter records. */
  path: string;
  absolute: string;
}

function inside(root: string, target: string): string | undefined {
  const rel = relative(root, target);
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return rel;
}

/** The file a memory names, if it is inside the repository (symbolic links resolved); undefined otherwise. */
export function resolveInRepo(repoRoot: string, path: string): RepoFile | undefined {
  if (!path || path.includes("\0")) return undefined;
  const root = resolve(repoRoot);
  const lexical = inside(root, resolve(root, path.replace(/\\/g, "/")));
  if (lexical === undefined) return undefined;
  let realRoot: string;
  let realTarget: string;
  try {
    realRoot = realpathSync(root);
    realTarget = realpathSync(resolve(root, lexical));
  } catch {
    return undefined; // missing, or a dangling link
  }
  if (inside(realRoot, realTarget) === undefined) return undefined;
  return { path: lexical.split(sep).join("/"), absolute: realTarget };
}

/** First 16 hex digits of the SHA-256 of a regular file's bytes; undefined when it is not one or too large. */
export function hashFile(absolute: string): string | undefined {
  const read = readRegularFile(absolute, { maxBytes: MAX_ANCHOR_BYTES });
  if (read.kind !== "read") return undefined;
  return crypto().createHash("sha256").update(read.content).digest("hex").slice(0, 16);
}

/** Anchors for the paths that name regular files inside the repository, in order; the rest are skipped. */
export function stampAnchors(repoRoot: string, paths: readonly string[]): Anchor[] {
  const anchors: Anchor[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    const file = resolveInRepo(repoRoot, path);
    if (!file || seen.has(file.path)) continue;
    const sha256 = hashFile(file.absolute);
    if (sha256 === undefined) continue;
    seen.add(file.path);
    anchors.push({ path: file.path, sha256 });
  }
  return anchors;
}

export type AnchorState = "unchanged" | "changed" | "missing";

export interface AnchorCheck {
  path: string;
  state: AnchorState;
  /** The recorded hash. */
  sha256: string;
  /** The file's hash now (absent when missing). */
  current?: string;
}

/**
 * Compares anchored files with their recorded hashes. `cache` (path → hash or
 * null for missing) lets a caller checking many memories hash each file once.
 */
export function checkAnchors(
  repoRoot: string,
  anchors: readonly Anchor[],
  cache?: Map<string, string | null>,
): AnchorCheck[] {
  return anchors.map((anchor) => {
    let current = cache?.get(anchor.path);
    if (current === undefined) {
      const file = resolveInRepo(repoRoot, anchor.path);
      current = (file && hashFile(file.absolute)) ?? null;
      cache?.set(anchor.path, current);
    }
    if (current === null) return { path: anchor.path, state: "missing", sha256: anchor.sha256 };
    return {
      path: anchor.path,
      state: current === anchor.sha256 ? "unchanged" : "changed",
      sha256: anchor.sha256,
      current,
    };
  });
}

/**
 * For the hook and /memory:check-gotchas: the anchored paths that changed or vanished
 * (hashing only the few files of the gotchas about to be shown).
 */
export function staleAnchorPaths(
  repoRoot: string,
  anchors: readonly Anchor[] | undefined,
  cache?: Map<string, string | null>,
): string[] {
  if (!anchors || anchors.length === 0) return [];
  return checkAnchors(repoRoot, anchors, cache)
    .filter((check) => check.state !== "unchanged")
    .map((check) => check.path);
}
