import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compareRank,
  gotchaKey,
  mayConcern,
  patternRelevance,
  rankGotchas,
  targetTerms,
  type GotchaEntry,
  type GotchaTarget,
} from "../../src/core/gotcha/match.js";
import { globKeys, targetBuckets } from "../../src/core/gotcha/shards.js";
import { targetOfToolCall } from "../../src/core/gotcha/target.js";
import type { MemoryDocument } from "../../src/core/memory-file.js";
import {
  applyGotchaChanges,
  compileGlob,
  gotchaEntry,
  gotchaIndexExists,
  GOTCHA_INDEX_DIR,
  rankConcerning,
  saveGotchaIndex,
  scannedGotcha,
  shardsFor,
  updateGotchaIndex,
} from "../../src/index/gotcha/build.js";
import { SECRET_RULES_REVISION } from "../../src/core/secrets/index.js";
import type { ScopeStore } from "../../src/store/scope-store.js";
import { contextFor, makeSandbox } from "../helpers.js";

let seed = 1;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const DIRS = [
  "src",
  "src/auth",
  "src/auth/oauth",
  "src/db/migrations",
  "lib",
  "docs",
  "test",
  "packages/api/src",
  ".github/workflows",
  "/opt/outside",
];
const NAMES = [
  "Dockerfile",
  "Makefile",
  "token.ts",
  "schema.sql",
  "readme.md",
  "client.oauth.ts",
  ".env",
  "refresh.test.ts",
  "x",
];
const GLOBS = (): string => {
  const dir = pick(DIRS);
  return pick([
    `${dir}/**`,
    `${dir}/*.ts`,
    `${dir}/${pick(NAMES)}`,
    `${dir}/`,
    "*.sql",
    "**/*.sql",
    "*.oauth.ts",
    "**/Dockerfile",
    "Dockerfile",
    "docs",
    "**/test/**",
    "*.{ts,tsx}",
    "!*.md",
    "src/**/*.ts",
    "?ake*",
    "**/*.[jt]s",
    "./src/auth/**",
    "src\\auth\\**",
    "**/workflows/*.yml",
    "*/api/src/token.ts",
    "token.*",
  ]);
};
const WORDS = [
  "token",
  "refresh",
  "race",
  "migrations",
  "lock",
  "users",
  "docker",
  "socket",
  "auth",
  "cache",
  "deploy",
  "schema",
  "oauth",
  "client",
  "workflow",
];
// Command patterns: with a literal program (its bucket) or a leading wildcard (tested on every command).
const COMMANDS = ["cat *", "cat src/auth/*", "git push*", "npm test", "*token*", "cat *.sql", "make*"];
const PROGRAMS = ["cat", "git push origin main && cat", "npm test && cat", "make build; cat"];
const TAGS = ["auth", "db", "oauth2", "migrations", "docker", "ci", "token", "cache"];

function document(slug: string): MemoryDocument {
  const globs = Array.from({ length: Math.floor(random() * 3) }, GLOBS);
  // Several globs and commands each: the first of the list that matches gives the relevance.
  const commands = random() < 0.3 ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(COMMANDS)) : [];
  return {
    slug,
    title: Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(WORDS)).join(" "),
    type: "gotcha",
    tags: [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(TAGS)))],
    created: "2026-01-01T00:00:00Z",
    updated: `2026-01-0${1 + Math.floor(random() * 9)}T00:00:00Z`,
    links: [],
    body: `Text of ${slug}.`,
    fields: { ...(globs.length ? { paths: globs } : {}), ...(commands.length ? { commands } : {}) },
  };
}

function randomTarget(): GotchaTarget {
  if (random() < 0.6) {
    const path = `${pick(DIRS)}/${pick(NAMES)}${random() < 0.1 ? "/" : ""}`;
    return targetOfToolCall("Read", { file_path: path.startsWith("/") ? path : `/repo/${path}` }, "/repo")!;
  }
  const words = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
    random() < 0.5 ? pick(WORDS) : `${pick(DIRS)}/${pick(NAMES)}`,
  );
  return targetOfToolCall("Bash", { command: `${pick(PROGRAMS)} ${words.join(" ")}` }, "/repo")!;
}

/**
 * What the single-file index gave: every key of every scope checked with
 * mayConcern, a slug owned by its first scope, the entries (by scope, then
 * slug) ranked by rankGotchas.
 */
function reference(
  scopes: GotchaEntry[][],
  target: GotchaTarget,
  minRelevance = 0.5,
): Array<[string, number, GotchaEntry]> {
  const owner = new Map<string, number>();
  scopes.forEach((entries, scope) => entries.forEach((entry) => owner.has(entry.slug) || owner.set(entry.slug, scope)));
  const terms = targetTerms(target);
  const candidates = scopes.flatMap((entries, scope) =>
    entries
      .filter((entry) => owner.get(entry.slug) === scope && mayConcern(gotchaKey(entry), target, terms))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
  );
  return rankGotchas(candidates, target, minRelevance).map((scored) => [
    scored.gotcha.slug,
    scored.relevance,
    scored.gotcha,
  ]);
}

const concerning = (stores: ScopeStore[], target: GotchaTarget, minRelevance = 0.5) =>
  rankConcerning(
    stores.map((store) => store.indexDir),
    target,
    minRelevance,
  ).map((scored): [string, number, GotchaEntry] => [scored.slug, scored.relevance, scored.gotcha]);
const slugs = (ranked: Array<[string, number, GotchaEntry]>) => ranked.map(([slug]) => slug);
/** What the hook can show: ranked from the keys alone, and with the full entry found (a damaged shard holds none). */
const available = (stores: ScopeStore[], target: GotchaTarget) =>
  rankConcerning(
    stores.map((store) => store.indexDir),
    target,
    0.5,
  ).flatMap((scored) => (scored.available() ? [scored.slug] : []));

/** Everything an index holds, independent of how it is cut: (bucket, slug, key) triples, details, globs tested everywhere. */
function contents(store: ScopeStore) {
  const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
  const postings: string[] = [];
  const details: Record<string, unknown> = {};
  const ranks: Record<string, unknown> = {};
  for (const name of readdirSync(dir)) {
    if (/^[pgt]/.test(name) && name.slice(1).startsWith(`${meta.keyShards}-`)) {
      for (const [bucket, value] of Object.entries(
        JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, unknown[]>,
      )) {
        if (bucket.startsWith("t:")) {
          const [tags, indexes, titles] = value as [string[], number[], string[]];
          tags.forEach((slug, i) => postings.push(`${bucket} tag ${slug} ${indexes[i]}`));
          titles.forEach((slug) => postings.push(`${bucket} title ${slug}`));
        } else
          for (const [slug, key] of value as Array<[string, unknown]>)
            postings.push(`${bucket} ${slug} ${JSON.stringify(key)}`);
      }
    }
    if (name.startsWith(`d${meta.detailShards}-`))
      Object.assign(details, JSON.parse(readFileSync(join(dir, name), "utf8")));
    if (name.startsWith(`r${meta.rankShards}-`))
      Object.assign(ranks, JSON.parse(readFileSync(join(dir, name), "utf8")));
  }
  return {
    postings: postings.sort(),
    details,
    ranks,
    anywhere: meta.anywhere.map((posting: unknown) => JSON.stringify(posting)).sort(),
    count: meta.count,
    buckets: meta.buckets,
  };
}

describe("sharded gotcha index", () => {
  it("files each glob where every path it matches will look", () => {
    expect(globKeys(compileGlob("src/auth/**"))).toEqual({ prefixes: ["src/auth/"], buckets: [], anywhere: false });
    expect(globKeys(compileGlob("*.sql"))).toEqual({ prefixes: [], buckets: ["e:sql"], anywhere: false });
    expect(globKeys(compileGlob("**/Dockerfile"))).toEqual({
      prefixes: [],
      buckets: ["n:Dockerfile"],
      anywhere: false,
    });
    expect(globKeys(compileGlob("Dockerfile"))).toEqual({
      prefixes: ["Dockerfile/"],
      buckets: ["n:Dockerfile"],
      anywhere: false,
    });
    for (const glob of ["**/test/**", "*.{ts,tsx}", "!*.md", "**/*.[jt]s", "token.*"])
      expect(globKeys(compileGlob(glob)).anywhere).toBe(true);
    expect(targetBuckets({ paths: ["src/auth/oauth/a.test.ts", "q/b.sql/"], words: [] }).sort()).toEqual(
      ["p:src", "p:src/auth", "n:a.test.ts", "e:ts", "p:q", "p:q/b.sql", "n:b.sql", "e:sql"].sort(),
    );
  });

  it("finds exactly the gotchas the single-file index found, across scopes", async () => {
    seed = 7;
    const box = makeSandbox();
    const context = contextFor(box);
    const scopes = (["local", "project", "global"] as const).map((scope) => context.store.scope(scope));
    // Slugs overlap between scopes, so some shadow others.
    const entries = scopes.map((_, scope) =>
      Array.from({ length: 60 }, (_, i) =>
        // As the index holds them: scanned for secrets as the hook shows them (none here).
        scannedGotcha(gotchaEntry(document(`gotcha-${scope === 0 ? i * 3 : scope === 1 ? i * 2 : i}`))),
      ),
    );
    for (const [scope, store] of scopes.entries()) await saveGotchaIndex(store, entries[scope]!);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const target = randomTarget();
      const minRelevance = pick([0, 0.5, 0.5, 0.6]);
      const expected = reference(entries, target, minRelevance);
      if (expected.length > 0) nonEmpty++;
      expect(concerning(scopes, target, minRelevance), JSON.stringify(target)).toEqual(expected);
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it("updated one memory at a time, holds what a rebuild writes (and grows its shards)", async () => {
    seed = 11;
    const box = makeSandbox();
    const context = contextFor(box);
    const store = context.store.scope("project");
    const live = new Map<string, GotchaEntry>();
    for (let step = 0; step < 400; step++) {
      const slug = `gotcha-${Math.floor(random() * 300)}`;
      const entry = random() < 0.8 ? scannedGotcha(gotchaEntry(document(slug))) : undefined;
      if (entry) live.set(slug, entry);
      else live.delete(slug);
      await updateGotchaIndex(store, slug, entry);
    }
    const incremental = contents(store);
    expect(incremental.count).toBe(live.size);
    const meta = JSON.parse(readFileSync(join(store.indexDir, GOTCHA_INDEX_DIR, "meta.json"), "utf8"));
    expect(meta.keyShards).toBeGreaterThan(1);
    // Files of the outgrown shard counts are gone.
    expect(
      readdirSync(join(store.indexDir, GOTCHA_INDEX_DIR)).filter(
        (name) =>
          ![
            `p${meta.keyShards}-`,
            `g${meta.keyShards}-`,
            `t${meta.keyShards}-`,
            `d${meta.detailShards}-`,
            `r${meta.rankShards}-`,
          ].some((prefix) => name.startsWith(prefix)),
      ),
    ).toEqual(["meta.json"]);
    await saveGotchaIndex(store, live.values());
    const rebuilt = contents(store);
    expect(incremental.postings).toEqual(rebuilt.postings);
    expect(incremental.details).toEqual(rebuilt.details);
    expect(incremental.ranks).toEqual(rebuilt.ranks);
    expect(incremental.anywhere).toEqual(rebuilt.anywhere);
    // The buckets the meta lists (a call reads no shard for the others) are those that hold postings.
    expect(incremental.buckets).toEqual(rebuilt.buckets);
    expect(rebuilt.buckets).toEqual(
      [...new Set(rebuilt.postings.map((posting) => posting.split(" ")[0]!))].filter((b) => !b.startsWith("t:")),
    );
    for (let i = 0; i < 100; i++) {
      const target = randomTarget();
      expect(concerning([store], target)).toEqual(reference([[...live.values()]], target));
    }
  });

  it("rewrites only the shards a change touches", async () => {
    seed = 3;
    const box = makeSandbox();
    const store = contextFor(box).store.scope("project");
    await saveGotchaIndex(
      store,
      Array.from({ length: 1000 }, (_, i) => gotchaEntry(document(`gotcha-${i}`))),
    );
    const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
    const snapshot = () => new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), "utf8")]));
    const before = snapshot();
    expect(before.size).toBeGreaterThan(20);
    // A memory that is no gotcha (nor was one) changes nothing.
    await updateGotchaIndex(store, "decision-unrelated", undefined);
    expect(snapshot()).toEqual(before);
    const entry = gotchaEntry({
      ...document("gotcha-new"),
      title: "Token refresh race",
      tags: ["auth"],
      fields: { paths: ["src/auth/**", "*.sql"] },
    });
    await updateGotchaIndex(store, "gotcha-new", entry);
    const changed = readdirSync(dir).filter((name) => readFileSync(join(dir, name), "utf8") !== before.get(name));
    // One detail shard, one rank shard, the shards of p:src/auth, e:sql, t:auth, t:token, t:refresh, t:race, and the meta (count).
    expect(changed.length).toBeGreaterThan(2);
    expect(changed.length).toBeLessThanOrEqual(9);
    expect(slugs(concerning([store], { paths: ["src/auth/a.ts"], words: [] }))).toContain("gotcha-new");
    await updateGotchaIndex(store, "gotcha-new", undefined);
    for (const name of readdirSync(dir)) expect(readFileSync(join(dir, name), "utf8")).not.toContain("gotcha-new");
  });

  it("marks what it found clean as the hook shows it, and its meta whether every slug is", async () => {
    const box = makeSandbox();
    const store = contextFor(box).store.scope("project");
    const meta = () => JSON.parse(readFileSync(join(store.indexDir, GOTCHA_INDEX_DIR, "meta.json"), "utf8"));
    const detail = (slug: string) =>
      rankConcerning([store.indexDir], { paths: ["src/a.ts"], words: [] }, 0).find((g) => g.slug === slug);
    const plain = (slug: string) => gotchaEntry({ ...document(slug), fields: { paths: ["src/**"] } });
    await saveGotchaIndex(store, [plain("gotcha-one"), plain("gotcha-two")]);
    expect(meta().cleanSlugs).toBe(SECRET_RULES_REVISION);
    // The project's directory (the hook logs it) was found clean too.
    expect(meta().cleanDirectory).toBe(box.repo);
    expect(detail("gotcha-one")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
    // A file named by hand after a token: its entry is not marked, and the index no longer vouches for its slugs.
    const token = `ghp_${"a1B2c3D4e5".repeat(4)}`;
    await updateGotchaIndex(store, token, plain(token));
    expect(meta().cleanSlugs).toBeUndefined();
    expect(detail(token)?.gotcha.cleanUnder).toBeUndefined();
    // Text the rules would find (an index built from a document that was not redacted) is not marked either.
    const told = gotchaEntry({ ...document("gotcha-told"), fields: { paths: ["src/**"] } });
    await saveGotchaIndex(store, [plain("gotcha-one"), { ...told, text: `export GITHUB_TOKEN=${token}` }]);
    expect(detail("gotcha-told")?.gotcha.cleanUnder).toBeUndefined();
    // The meta vouches for the slugs only when every entry is marked (one scan covers an entry's slug and lines).
    expect(meta().cleanSlugs).toBeUndefined();
    // A mark of other rules is not trusted: the entry is scanned again.
    await saveGotchaIndex(store, [{ ...plain("gotcha-one"), cleanUnder: SECRET_RULES_REVISION - 1 }]);
    expect(detail("gotcha-one")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
  });

  it("takes a rebuild's marks from the index it replaces where an entry shows the same lines, else scans", async () => {
    const box = makeSandbox();
    const store = contextFor(box).store.scope("project");
    const detail = (slug: string) =>
      rankConcerning([store.indexDir], { paths: ["src/a.ts"], words: [] }, 0).find((g) => g.slug === slug);
    const token = `ghp_${"a1B2c3D4e5".repeat(4)}`;
    // Lines the rules would flag, marked in the index as found clean: what the carried mark is seen by (a scan would
    // leave them unmarked).
    const base = gotchaEntry({ ...document("gotcha-told"), fields: { paths: ["src/**"] } });
    const told = (text: string) => ({ ...base, text });
    const plain = gotchaEntry({ ...document("gotcha-one"), fields: { paths: ["src/**"] } });
    await saveGotchaIndex(store, [
      plain,
      { ...told(`export GITHUB_TOKEN=${token}`), cleanUnder: SECRET_RULES_REVISION },
    ]);
    expect(detail("gotcha-told")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
    // A rebuild reads every gotcha unmarked: the same lines keep the mark without a scan.
    await saveGotchaIndex(store, [plain, told(`export GITHUB_TOKEN=${token}`)]);
    expect(detail("gotcha-told")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
    expect(detail("gotcha-one")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
    // Lines that changed are scanned, and the mark goes.
    await saveGotchaIndex(store, [plain, told(`export GITHUB_TOKEN=${token} # rotated`)]);
    expect(detail("gotcha-told")?.gotcha.cleanUnder).toBeUndefined();
    // With no index to take marks from, every entry is scanned.
    rmSync(join(store.indexDir, GOTCHA_INDEX_DIR), { recursive: true });
    await saveGotchaIndex(store, [plain, told(`export GITHUB_TOKEN=${token}`)]);
    expect(detail("gotcha-told")?.gotcha.cleanUnder).toBeUndefined();
    expect(detail("gotcha-one")?.gotcha.cleanUnder).toBe(SECRET_RULES_REVISION);
  });

  it("fails open on missing or corrupt shards, and has a rebuild repair them", async () => {
    seed = 5;
    const box = makeSandbox();
    const store = contextFor(box).store.scope("project");
    const auth = gotchaEntry({
      ...document("gotcha-auth"),
      tags: [],
      title: "auth trap",
      fields: { paths: ["src/auth/**"] },
    });
    await saveGotchaIndex(store, [
      auth,
      ...Array.from({ length: 100 }, (_, i) => gotchaEntry(document(`gotcha-${i}`))),
    ]);
    const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
    const target: GotchaTarget = { paths: ["src/auth/x.ts"], words: [] };
    expect(slugs(concerning([store], target))).toContain("gotcha-auth");
    const shards = readdirSync(dir).filter((name) => name !== "meta.json");
    for (const name of shards) writeFileSync(join(dir, name), "{not json");
    expect(available([store], target)).toEqual([]);
    for (const name of shards)
      writeFileSync(
        join(dir, name),
        '{"p:src/auth":[["gotcha-auth",7],"x",null],"t:auth":[7,null,["gotcha-auth"]],"gotcha-auth":7}',
      );
    expect(available([store], target)).toEqual([]);
    for (const name of shards) rmSync(join(dir, name));
    expect(available([store], target)).toEqual([]);
    // A write into a damaged index marks it incomplete, so the next catalog load rebuilds it.
    await saveGotchaIndex(store, [auth]);
    writeFileSync(join(dir, readdirSync(dir).find((name) => name.startsWith("t"))!), "{not json");
    await applyGotchaChanges(store, new Map([["gotcha-other", gotchaEntry(document("gotcha-other"))]]));
    expect(gotchaIndexExists(store)).toBe(false);
    writeFileSync(
      join(dir, "meta.json"),
      '{"version":6,"complete":true,"keyShards":"x","detailShards":1,"rankShards":1}',
    );
    expect(concerning([store], target)).toEqual([]);
    expect(gotchaIndexExists(store)).toBe(false);
  });

  it("writes a key to a line in ASCII, and ranks the same from shards an earlier version wrote whole", async () => {
    seed = 11;
    const store = contextFor(makeSandbox()).store.scope("project");
    const accented = gotchaEntry({
      ...document("gotcha-accented"),
      title: "Größe des Caches — naïve",
      tags: ["größe"],
      body: "Die Größe… ändert sich 😀 beim Neustart.",
      fields: { paths: ["src/größe/**"] },
    });
    const others = Array.from({ length: 200 }, (_, i) => gotchaEntry(document(`gotcha-${i}`)));
    await saveGotchaIndex(store, [accented, ...others]);
    const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
    const shards = readdirSync(dir).filter((name) => name !== "meta.json");
    for (const name of shards) {
      const text = readFileSync(join(dir, name), "latin1");
      expect(text).toMatch(/^\{\n[\s\S]*\n\}$/);
      expect(text).not.toMatch(/[^\x00-\x7f]/);
      // Each line between the braces is one key and its whole value.
      const lines = text.slice(2, -2).split("\n");
      expect(Object.keys(JSON.parse(text))).toHaveLength(lines.length);
      for (const line of lines) expect(() => JSON.parse(`{${line.replace(/,$/, "")}}`)).not.toThrow();
    }
    const targets = [
      targetOfToolCall("Read", { file_path: "/repo/src/größe/cache.ts" }, "/repo")!,
      { paths: [], words: ["größe"] },
      ...Array.from({ length: 40 }, randomTarget),
    ];
    const ranked = () => targets.map((target) => concerning([store], target));
    const fromLines = ranked();
    expect(slugs(fromLines[0]!)).toContain("gotcha-accented");
    expect(slugs(fromLines[1]!)).toContain("gotcha-accented");
    expect(fromLines.flat().length).toBeGreaterThan(40);
    const shown = fromLines[0]!.find(([slug]) => slug === "gotcha-accented")![2];
    expect([shown.title, shown.text]).toEqual([accented.title, accented.text]);
    // The single-line layout of earlier versions, UTF-8 and all: parsed whole, with the same answers.
    for (const name of shards)
      writeFileSync(join(dir, name), JSON.stringify(JSON.parse(readFileSync(join(dir, name), "utf8"))));
    expect(ranked()).toEqual(fromLines);
    // A shard cut short is no shard at all.
    await saveGotchaIndex(store, [accented, ...others]);
    for (const name of shards) {
      const text = readFileSync(join(dir, name), "utf8");
      writeFileSync(join(dir, name), text.slice(0, text.lastIndexOf("\n")));
    }
    expect(available([store], targets[0]!)).toEqual([]);
  });

  it("stops ranking once late, whatever the number of gotchas whose globs match the call", async () => {
    const store = contextFor(makeSandbox()).store.scope("project");
    const everywhere = Array.from({ length: 300 }, (_, i) =>
      gotchaEntry({ ...document(`gotcha-broad-${i}`), fields: { paths: ["**"] } }),
    );
    await saveGotchaIndex(store, everywhere);
    const target = targetOfToolCall("Read", { file_path: "/repo/src/a.ts" }, "/repo")!;
    expect(rankConcerning([store.indexDir], target, 0)).toHaveLength(300);
    let asked = 0;
    expect(rankConcerning([store.indexDir], target, 0, () => ++asked > 1)).toEqual([]);
    expect(asked).toBe(2);
  });

  it("keeps each bucket's glob and command postings in the order the hook ranks their gotchas", async () => {
    seed = 13;
    const store = contextFor(makeSandbox()).store.scope("project");
    const dir = join(store.indexDir, GOTCHA_INDEX_DIR);
    // A directory a hundred gotchas cover, of every severity and date, beside the random ones.
    const crowd = (i: number, slug = `gotcha-crowd-${i}`) =>
      gotchaEntry({
        ...document(slug),
        updated: `2026-0${1 + (i % 9)}-1${i % 10}T00:00:00Z`,
        fields: {
          paths: [i % 3 === 0 ? "src/auth/**" : i % 3 === 1 ? "src/auth/*.ts" : "src/auth/token.ts"],
          ...(i % 4 === 0 ? {} : { severity: ["S1", "S2", "S3"][i % 3] }),
        },
      });
    const inOrder = () => {
      let buckets = 0;
      for (const name of readdirSync(dir).filter((file) => /^[pg]\d/.test(file))) {
        const shard = JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, unknown[][]>;
        for (const postings of Object.values(shard)) {
          buckets++;
          const keys = postings.map(([slug, key, , rank]) => ({
            slug: slug as string,
            relevance: patternRelevance(
              (key as { command?: string; glob?: string }).command ?? (key as { glob: string }).glob,
            ),
            updated: (rank as string[])[0]!,
            severity: (rank as string[])[1],
          }));
          for (let i = 1; i < keys.length; i++)
            expect(
              compareRank(keys[i - 1]!, keys[i]!) || keys[i - 1]!.slug.localeCompare(keys[i]!.slug),
            ).toBeLessThanOrEqual(0);
        }
      }
      return buckets;
    };
    await saveGotchaIndex(store, [
      ...Array.from({ length: 120 }, (_, i) => crowd(i)),
      ...Array.from({ length: 200 }, (_, i) => gotchaEntry(document(`gotcha-${i}`))),
    ]);
    expect(inOrder()).toBeGreaterThan(5);
    // Updated one at a time (each added at the end of its buckets first), still in order.
    for (let i = 0; i < 40; i++) {
      const slug = `gotcha-crowd-${Math.floor(random() * 160)}`;
      await updateGotchaIndex(store, slug, random() < 0.8 ? crowd(i, slug) : undefined);
    }
    inOrder();
    const target = targetOfToolCall("Read", { file_path: "/repo/src/auth/token.ts" }, "/repo")!;
    expect(
      slugs(concerning([store], target)).filter((slug) => slug.startsWith("gotcha-crowd-")).length,
    ).toBeGreaterThan(100);
    // A key shard holding postings of no known shape is ordered all the same (what it holds is checked when read).
    const shard = readdirSync(dir).find((name) => name.startsWith("p"))!;
    writeFileSync(join(dir, shard), '{"p:src/auth":[["gotcha-auth",7],[null],[1,{"glob":3},"x",{}]]}');
    await expect(applyGotchaChanges(store, new Map([["gotcha-crowd-1", crowd(1)]]))).resolves.toBeUndefined();
  });

  it("sizes shards to about 64 gotchas", () => {
    expect([0, 1, 64, 65, 1000, 10_000, 1_000_000].map(shardsFor)).toEqual([1, 1, 1, 2, 16, 256, 4096]);
  });
});
