// Real git for the team memory tests: repositories in temp dirs, commits with a fixed identity.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const GIT_ENV = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0",
};

/** Runs git, returning stdout; throws on a non-zero exit unless `allowFail`. */
export function git(
  cwd: string,
  args: string[],
  { allowFail = false, env = {} as NodeJS.ProcessEnv } = {},
): { code: number; stdout: string; stderr: string } {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...GIT_ENV, ...env } });
  const out = { code: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  if (!allowFail && out.code !== 0)
    throw new Error(`git ${args.join(" ")} failed (${out.code}): ${out.stderr}${out.stdout}`);
  return out;
}

export function initRepo(dir: string): void {
  execFileSync("git", ["init", "-q", "-b", "main", dir], { env: { ...process.env, ...GIT_ENV } });
  git(dir, ["config", "user.name", "Test"]);
  git(dir, ["config", "user.email", "test@example.com"]);
}

export function commitAll(dir: string, message: string): void {
  git(dir, ["add", "-A"]);
  git(dir, ["commit", "-q", "--allow-empty", "-m", message]);
}

/**
 * Files git would leave in conflict merging `other` into HEAD (nothing is
 * written). `plain`: as git merges without the memory driver — the repository's
 * own attributes file, which outranks the committed .gitattributes, sends memory
 * files to git's built-in text merge for this one question.
 */
export function conflictedFiles(dir: string, other: string, { plain = false } = {}): string[] {
  const info = join(git(dir, ["rev-parse", "--absolute-git-dir"]).stdout.trim(), "info");
  const attributes = join(info, "attributes");
  if (plain) {
    mkdirSync(info, { recursive: true });
    writeFileSync(attributes, "*.md merge=text\n");
  }
  try {
    const result = git(dir, ["merge-tree", "--write-tree", "--name-only", "--no-messages", "HEAD", other], {
      allowFail: true,
    });
    if (result.code === 0) return [];
    if (result.code !== 1) throw new Error(`git merge-tree failed: ${result.stderr}`);
    return result.stdout.split("\n").slice(1).filter(Boolean);
  } finally {
    if (plain) rmSync(attributes, { force: true });
  }
}
