// Which `repo_id` values name the current repository: its directory name, its
// origin remote (as `host/owner/name` and `owner/name`), and MEMORY_REPO_ID.
// Read from .git/config directly: no git process on the request path.

import { statSync } from "node:fs";
import { basename, isAbsolute, join, resolve } from "node:path";
import { readGitFile } from "../store/git.js";

export function currentRepoIds(repoRoot: string | undefined, configured: string | undefined): Set<string> {
  const ids = new Set<string>();
  if (configured) ids.add(configured);
  if (!repoRoot) return ids;
  ids.add(basename(repoRoot));
  const url = originUrl(repoRoot);
  if (url) {
    const normalized = normalizeRemote(url);
    if (normalized) {
      ids.add(normalized);
      const parts = normalized.split("/");
      if (parts.length >= 3) ids.add(parts.slice(-2).join("/"));
      ids.add(parts[parts.length - 1]!);
    }
    ids.add(url);
  }
  return ids;
}

/** `git@github.com:o/n.git`, `https://github.com/o/n`, `ssh://git@host:22/o/n.git` → `github.com/o/n`. */
export function normalizeRemote(url: string): string | undefined {
  const trimmed = url.trim();
  const scp = /^[\w.-]+@([\w.-]+):(.+)$/.exec(trimmed);
  let host: string;
  let path: string;
  if (scp) {
    host = scp[1]!;
    path = scp[2]!;
  } else {
    try {
      const parsed = new URL(trimmed);
      host = parsed.hostname;
      path = parsed.pathname;
    } catch {
      return undefined;
    }
  }
  path = path
    .replace(/^\/+/, "")
    .replace(/\.git$/, "")
    .replace(/(?<!\/)\/+$/, "");
  return host && path ? `${host.toLowerCase()}/${path}` : undefined;
}

function originUrl(repoRoot: string): string | undefined {
  const config = readConfig(repoRoot);
  if (!config) return undefined;
  let inOrigin = false;
  for (const line of config.split(/\r?\n/)) {
    const section = /^\s*\[(.+)\]\s*$/.exec(line);
    if (section) {
      inOrigin = /^remote\s+"origin"$/.test(section[1]!.trim());
      continue;
    }
    // Trimmed in code: `\s*(.+?)\s*$` tried every split of a run of blanks (cubic: 1 s for 2,000 characters).
    const url = inOrigin ? /^\s*url\s*=(.*)$/s.exec(line)?.[1]?.trim() : undefined;
    if (url && !/[\n\r\u2028\u2029]/.test(url)) return url;
  }
  return undefined;
}

function readConfig(repoRoot: string): string | undefined {
  try {
    let gitDir = join(repoRoot, ".git");
    if (statSync(gitDir).isFile()) {
      // a worktree or submodule: `.git` is a file naming the real git directory
      const target = /^gitdir:\s*(.+)$/m.exec(readText(gitDir) ?? "")?.[1]?.trim();
      if (!target) return undefined;
      gitDir = isAbsolute(target) ? target : resolve(repoRoot, target);
      const common = readText(join(gitDir, "commondir"))?.trim();
      if (common) gitDir = resolve(gitDir, common);
    }
    return readText(join(gitDir, "config"));
  } catch {
    return undefined;
  }
}

const readText = readGitFile;
