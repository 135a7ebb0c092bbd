// A team of clones writing memories and merging each other, with the real CLI
// and real git: a seeded random sequence of new memories (some with the same
// title on several clones), edits of tags, text, a field and links, deletions,
// and merges between random pairs (criss-cross merges come with them). Every
// merge is also asked of git without the memory driver (memory files merged as
// plain text) to count the conflicts the driver saved. Conflicts that remain
// are checked against `memory health` and ended with `memory resolve`.
// Used by test/team/simulation.test.ts (a few seeds) and bench/team-merge.ts.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface SimulationOptions {
  seed: number;
  /** Operations (writes, edits, deletes, merges) over all clones. */
  steps: number;
  clones?: number;
  /** Path of the built CLI (plugin/dist/cli.cjs). */
  cli: string;
  /** An empty directory to work in. */
  dir: string;
}

export interface SimulationFigures {
  seed: number;
  steps: number;
  merges: number;
  /** Merges with more than one merge base. */
  crissCross: number;
  /** Memory files git left in conflict without the driver (text merge), summed over merges. */
  plainConflicts: number;
  /** Of those: files added on both sides (the same name for two memories). */
  plainBothAdded: number;
  /** Merges that would have stopped for at least one memory file without the driver. */
  plainConflictedMerges: number;
  /** Memory files left in conflict with the driver. */
  driverConflicts: number;
  driverConflictedMerges: number;
  /** Of those: a field changed differently on both sides, or the same lines of the text. */
  sameFieldConflicts: number;
  /** Two memories added under one name (ended with --both). */
  bothAdded: number;
  /** Edited on one side, deleted on the other (not a text conflict: the edit is kept). */
  modifyDelete: number;
  resolutions: { ours: number; theirs: number; both: number };
  memoriesCreated: number;
  memoriesDeleted: number;
  /** Memories at the end (every clone has the same). */
  memoriesAtEnd: number;
  /** Problems found (empty when every assertion held). */
  failures: string[];
}

const TITLES = [
  "Refresh race",
  "Deploy needs VPN",
  "Flaky login test",
  "Cache stampede",
  "Migration locks users",
  "Timezone in reports",
  "Retry storm",
  "Leaking file handles",
];
const TAGS = ["auth", "deploy", "db", "cache", "perf", "ci", "tests", "ops", "api", "ui"];
const WORDS = [
  "token",
  "lock",
  "retry",
  "timeout",
  "queue",
  "mutex",
  "index",
  "shard",
  "replica",
  "deadline",
  "backoff",
  "batch",
];

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Clone {
  name: string;
  dir: string;
  home: string;
  store: string;
}

export function simulate(options: SimulationOptions): SimulationFigures {
  const rand = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const figures: SimulationFigures = {
    seed: options.seed,
    steps: options.steps,
    merges: 0,
    crissCross: 0,
    plainConflicts: 0,
    plainBothAdded: 0,
    plainConflictedMerges: 0,
    driverConflicts: 0,
    driverConflictedMerges: 0,
    sameFieldConflicts: 0,
    bothAdded: 0,
    modifyDelete: 0,
    resolutions: { ours: 0, theirs: 0, both: 0 },
    memoriesCreated: 0,
    memoriesDeleted: 0,
    memoriesAtEnd: 0,
    failures: [],
  };
  const fail = (message: string) => figures.failures.push(message);
  const gitEnv = {
    GIT_AUTHOR_NAME: "Sim",
    GIT_AUTHOR_EMAIL: "sim@example.com",
    GIT_COMMITTER_NAME: "Sim",
    GIT_COMMITTER_EMAIL: "sim@example.com",
    GIT_CONFIG_NOSYSTEM: "1",
  };
  const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, input?: string) => {
    const result = spawnSync(cmd, args, {
      cwd,
      encoding: "utf8",
      env: { PATH: process.env.PATH, LANG: "C.UTF-8", ...gitEnv, ...env },
      ...(input === undefined ? {} : { input }),
    });
    return { code: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  };
  const git = (clone: Clone | string, args: string[], allowFail = false) => {
    const cwd = typeof clone === "string" ? clone : clone.dir;
    const result = run("git", args, cwd, typeof clone === "string" ? {} : { HOME: clone.home });
    if (!allowFail && result.code !== 0) throw new Error(`git ${args.join(" ")} in ${cwd}: ${result.stderr}`);
    return result;
  };
  const memory = (clone: Clone, args: string[], input?: string) =>
    run(process.execPath, [options.cli, ...args], clone.dir, { HOME: clone.home }, input);
  const commit = (clone: Clone, message: string) => {
    git(clone, ["add", "-A"]);
    git(clone, ["commit", "-q", "--allow-empty", "-m", message]);
  };

  // ── a seed repository and its clones ──
  const origin = join(options.dir, "origin");
  mkdirSync(origin, { recursive: true });
  git(origin, ["init", "-q", "-b", "main"]);
  writeFileSync(join(origin, "README.md"), "project\n");
  git(origin, ["add", "-A"]);
  git(origin, ["commit", "-q", "-m", "start"]);
  const clones: Clone[] = [];
  for (let i = 0; i < (options.clones ?? 3); i++) {
    const name = `c${i}`;
    const dir = join(options.dir, name);
    git(options.dir, ["clone", "-q", origin, dir]);
    const home = join(options.dir, `home-${name}`);
    mkdirSync(home, { recursive: true });
    const clone = { name, dir, home, store: join(dir, ".claude", "memory") };
    const setup = memory(clone, ["git-setup"]);
    if (setup.code !== 0) throw new Error(`memory git-setup failed: ${setup.stderr}`);
    clones.push(clone);
  }
  for (const clone of clones)
    for (const other of clones) if (other !== clone) git(clone, ["remote", "add", other.name, other.dir]);
  // The committed .gitattributes of the first clone reaches the others with its first merge; each wrote the same one.
  for (const clone of clones) commit(clone, "set up memory merges");

  const created = new Map<string, string>(); // token → title
  const deleted = new Set<string>();
  let tokens = 0;
  const slugsOf = (clone: Clone) =>
    existsSync(clone.store)
      ? readdirSync(clone.store)
          .filter((name) => name.endsWith(".md"))
          .map((name) => name.slice(0, -3))
      : [];
  const readDoc = (clone: Clone, slug: string) => {
    const result = memory(clone, ["read", slug, "--json"]);
    if (result.code !== 0) return undefined;
    return (JSON.parse(result.stdout) as { memory: { title: string; type: string; tags: string[]; content: string } })
      .memory;
  };

  for (let step = 0; step < options.steps; step++) {
    const clone = pick(clones);
    const slugs = slugsOf(clone);
    const roll = rand();
    if (roll < 0.22 || slugs.length < 2) {
      const token = `T${options.seed}x${tokens++}`;
      const title = pick(TITLES);
      // Creation times a second apart at least, as saves on different machines are: `created` tells two memories apart.
      const createdAt = new Date(Date.now() - 86_400_000 + tokens * 1000).toISOString().replace(/\.\d+Z$/, "Z");
      const request = {
        title,
        type: "gotcha",
        tags: [pick(TAGS), pick(TAGS)],
        created: createdAt,
        content: `# ${title}\n\nToken: ${token}\n\nFirst seen by ${clone.name}.\n\nNotes:\n- ${pick(WORDS)}`,
      };
      const result = memory(clone, ["write", "--json"], JSON.stringify(request));
      if (result.code !== 0) fail(`write failed: ${result.stderr}`);
      else created.set(token, title);
      commit(clone, `${clone.name}: new ${title}`);
    } else if (roll < 0.62) {
      // Half the edits go to a few "hot" memories, so that clones often edit the same memory at once.
      const slug = rand() < 0.5 ? pick([...slugs].sort().slice(0, 3)) : pick(slugs);
      const doc = readDoc(clone, slug);
      if (!doc) continue;
      const kind = pick(["tag", "untag", "text", "append", "severity", "link"] as const);
      if (kind === "link") {
        const target = pick(slugs.filter((other) => other !== slug));
        memory(clone, ["link", slug, target, "--label", pick(["relates-to", "warns-about", "implements"])]);
      } else {
        let tags = [...doc.tags];
        let content = doc.content;
        const fields: Record<string, unknown> = {};
        if (kind === "tag") tags = [...new Set([...tags, pick(TAGS)])];
        if (kind === "untag" && tags.length > 1) tags = tags.filter((tag) => tag !== pick(tags));
        if (kind === "append") content = `${content}\n- ${pick(WORDS)} ${pick(WORDS)} (${clone.name})`;
        if (kind === "text")
          content = content.replace(/First seen by .*\./, `First seen by ${clone.name} near the ${pick(WORDS)}.`);
        if (kind === "severity") fields.severity = pick(["S1", "S2", "S3"]);
        memory(
          clone,
          ["write", "--json"],
          JSON.stringify({ slug, title: doc.title, type: doc.type, tags, content, fields }),
        );
      }
      commit(clone, `${clone.name}: ${kind} ${slug}`);
    } else if (roll < 0.68) {
      const slug = pick(slugs);
      const token = /Token: (\S+)/.exec(readFileSync(join(clone.store, `${slug}.md`), "utf8"))?.[1];
      if (memory(clone, ["delete", slug, "--force"]).code === 0 && token) deleted.add(token);
      commit(clone, `${clone.name}: delete ${slug}`);
    } else {
      mergeInto(clone, pick(clones.filter((other) => other !== clone)));
    }
  }
  // Bring everyone together: each merges every other until all agree.
  for (let round = 0; round < 2; round++)
    for (const clone of clones) for (const other of clones) if (other !== clone) mergeInto(clone, other);

  // ── final checks ──
  const heads = new Set(clones.map((clone) => git(clone, ["rev-parse", "HEAD^{tree}"]).stdout.trim()));
  if (heads.size !== 1) fail(`the clones did not end on the same tree (${heads.size} trees)`);
  const final = clones[0]!;
  const texts = slugsOf(final).map((slug) => readFileSync(join(final.store, `${slug}.md`), "utf8"));
  figures.memoriesAtEnd = texts.length;
  figures.memoriesCreated = created.size;
  figures.memoriesDeleted = deleted.size;
  for (const token of created.keys()) {
    if (deleted.has(token)) continue;
    if (!texts.some((text) => text.includes(`Token: ${token}\n`)))
      fail(`memory ${token} (${created.get(token)}) was lost`);
  }
  if (texts.some((text) => /^<{7}/m.test(text))) fail("conflict markers left in a memory file");
  if (git(final, ["ls-files"]).stdout.includes(".index/")) fail("derived state was committed");
  const health = memory(final, ["health", "--json"]);
  const issues = (
    JSON.parse(health.stdout) as {
      issues: Array<{ category: string; kind?: string; severity: string; description: string }>;
    }
  ).issues;
  const bad = issues.filter(
    (issue) => issue.kind === "merge-conflict" || (issue.category === "frontmatter" && issue.severity === "critical"),
  );
  if (bad.length > 0) fail(`health at the end: ${bad.map((issue) => issue.description).join("; ")}`);
  return figures;

  function mergeInto(clone: Clone, other: Clone): void {
    git(clone, ["fetch", "-q", other.name]);
    const theirs = `${other.name}/main`;
    if (git(clone, ["merge-base", "--is-ancestor", theirs, "HEAD"], true).code === 0) return;
    figures.merges++;
    if (git(clone, ["merge-base", "--all", "HEAD", theirs]).stdout.trim().split("\n").length > 1) figures.crissCross++;
    const plain = plainConflicts(clone, theirs);
    figures.plainConflicts += plain.files.length;
    figures.plainBothAdded += plain.bothAdded;
    if (plain.files.length > 0) figures.plainConflictedMerges++;
    const merged = git(clone, ["merge", "-q", "--no-edit", theirs], true);
    if (merged.code === 0) return;
    const unmerged = new Map<string, Set<number>>();
    for (const line of git(clone, ["ls-files", "-u"]).stdout.split("\n").filter(Boolean)) {
      const [, stage, file] = /^\d+ [0-9a-f]+ (\d)\t(.*)$/.exec(line) ?? [];
      if (file) unmerged.set(file, (unmerged.get(file) ?? new Set()).add(Number(stage)));
    }
    if (unmerged.size === 0) fail(`merge of ${theirs} into ${clone.name} failed without conflicts: ${merged.stderr}`);
    let textConflicts = 0;
    const conflicted: string[] = [];
    for (const [file, stages] of unmerged) {
      if (file.includes(".index/")) fail(`derived file in conflict: ${file}`);
      if (!/^\.claude\/memory\/[^/]+\.md$/.test(file)) {
        fail(`a file that is not a memory is in conflict: ${file}`);
        continue;
      }
      if (!stages.has(2) || !stages.has(3)) {
        figures.modifyDelete++;
        git(clone, existsSync(join(clone.dir, file)) ? ["add", "--", file] : ["rm", "-q", "--", file]);
        continue;
      }
      textConflicts++;
      conflicted.push(file.replace(/^.*\//, "").slice(0, -3));
    }
    figures.driverConflicts += textConflicts;
    if (textConflicts > 0) figures.driverConflictedMerges++;
    if (conflicted.length > 0) {
      const health = JSON.parse(memory(clone, ["health", "--json"]).stdout) as {
        issues: Array<{ category: string; kind?: string; memory?: string; description: string }>;
      };
      for (const slug of conflicted) {
        const issue = health.issues.find((item) => item.kind === "merge-conflict" && item.memory === slug);
        if (!issue) {
          fail(`health did not report the conflict in ${slug}`);
          continue;
        }
        const both = issue.description.includes("two different memories");
        const side = both ? "both" : pick(["ours", "theirs", "both"] as const);
        if (both) figures.bothAdded++;
        else figures.sameFieldConflicts++;
        const resolved = memory(clone, ["resolve", slug, `--${side}`, "--json"]);
        if (resolved.code !== 0) fail(`memory resolve ${slug} --${side} failed: ${resolved.stderr}${resolved.stdout}`);
        else figures.resolutions[side]++;
      }
      const after = JSON.parse(memory(clone, ["health", "--json"]).stdout) as {
        issues: Array<{ category: string; kind?: string; memory?: string }>;
      };
      for (const slug of conflicted)
        if (after.issues.some((item) => item.kind === "merge-conflict" && item.memory === slug))
          fail(`${slug} still in conflict after memory resolve`);
    }
    git(clone, ["add", "-A"]);
    git(clone, ["commit", "-q", "--no-edit"]);
  }

  /** Memory files git's text merge leaves in conflict (asked without writing anything), and how many of them were added on both sides. */
  function plainConflicts(clone: Clone, theirs: string): { files: string[]; bothAdded: number } {
    const attributes = join(clone.dir, ".git", "info", "attributes");
    mkdirSync(join(clone.dir, ".git", "info"), { recursive: true });
    writeFileSync(attributes, "*.md merge=text\n");
    try {
      const result = git(clone, ["merge-tree", "--write-tree", "--name-only", "HEAD", theirs], true);
      if (result.code === 0) return { files: [], bothAdded: 0 };
      const [names = "", messages = ""] = result.stdout.split("\n\n");
      const files = names
        .split("\n")
        .slice(1)
        .filter((file) => file.endsWith(".md"));
      const bothAdded = messages.split("\n").filter((line) => /^CONFLICT \(add\/add\).*\.md$/.test(line)).length;
      return { files, bothAdded };
    } finally {
      rmSync(attributes, { force: true });
    }
  }
}

/** Figures of several runs added up. */
export function total(
  runs: SimulationFigures[],
): Omit<SimulationFigures, "seed" | "failures"> & { seeds: number[]; failures: number } {
  const sum = (key: keyof SimulationFigures) => runs.reduce((acc, run) => acc + (run[key] as number), 0);
  return {
    seeds: runs.map((run) => run.seed),
    steps: sum("steps"),
    merges: sum("merges"),
    crissCross: sum("crissCross"),
    plainConflicts: sum("plainConflicts"),
    plainBothAdded: sum("plainBothAdded"),
    plainConflictedMerges: sum("plainConflictedMerges"),
    driverConflicts: sum("driverConflicts"),
    driverConflictedMerges: sum("driverConflictedMerges"),
    sameFieldConflicts: sum("sameFieldConflicts"),
    bothAdded: sum("bothAdded"),
    modifyDelete: sum("modifyDelete"),
    resolutions: {
      ours: runs.reduce((acc, run) => acc + run.resolutions.ours, 0),
      theirs: runs.reduce((acc, run) => acc + run.resolutions.theirs, 0),
      both: runs.reduce((acc, run) => acc + run.resolutions.both, 0),
    },
    memoriesCreated: sum("memoriesCreated"),
    memoriesDeleted: sum("memoriesDeleted"),
    memoriesAtEnd: sum("memoriesAtEnd"),
    failures: runs.reduce((acc, run) => acc + run.failures.length, 0),
  };
}
