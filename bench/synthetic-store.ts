// Synthetic stores of realistic memories for the benchmarks: a Zipf-like
// vocabulary of common words, rare words and code identifiers; 10% gotchas,
// 1% hubs, links to earlier memories and hubs. Deterministic for a given size.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeMemoryFile } from "../src/core/memory-file.js";
import type { MemoryType } from "../src/core/types.js";

let seed = 42;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
export const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const COMMON = `the a to of and in is it for on that with as this be are we use when not if by or from at an can should
will has have was one all but so do need only more also after before then than each must never always because into
over under while without until every other same new old first last next error request response token cache retry
timeout connection database query index schema migration deploy build test config server client user session auth
lock thread queue worker event handler route service module package version release branch commit review bug fix
issue value field record file path directory memory buffer stream async await promise callback loop race condition`.split(
  /\s+/,
);
const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "ten",
  "vor",
  "qui",
  "zen",
  "dra",
  "pol",
  "ux",
  "fen",
  "gar",
  "sil",
  "mon",
  "tro",
  "bel",
  "nik",
];
export const RARE = Array.from({ length: 20_000 }, (_, i) => {
  let word = "";
  let n = i + 7;
  do {
    word += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  return word;
});
export const IDENTIFIERS = Array.from({ length: 2_000 }, (_, i) => {
  const a = RARE[(i * 7) % RARE.length]!;
  const b = RARE[(i * 13 + 5) % RARE.length]!;
  return [`${a}${b[0]!.toUpperCase()}${b.slice(1)}`, `${a}_${b}`, `src/${a}/${b}.ts`, `${a}.${b}()`][i % 4]!;
});
const TAGS = [
  "auth",
  "db",
  "api",
  "ci",
  "deploy",
  "perf",
  "security",
  "ui",
  "cache",
  "queue",
  "infra",
  "testing",
  "billing",
  "search",
  "mobile",
];
const TYPES: MemoryType[] = ["decision", "learning", "breadcrumb", "hub", "artifact"];

function word(): string {
  const r = random();
  if (r < 0.55) return pick(COMMON);
  if (r < 0.6) return pick(IDENTIFIERS);
  // Zipf-like over the rare vocabulary.
  return RARE[Math.min(RARE.length - 1, Math.floor(Math.exp(random() * Math.log(RARE.length))) - 1)]!;
}

function words(count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(word());
  return out.join(" ");
}

/**
 * The shape of a store beyond its size. `short` bodies (20–60 words) keep 100k
 * stores small (the hook never reads bodies); `bodyWords` sets another range.
 * By default each gotcha covers a random directory of the rare vocabulary
 * (`src/<word>/**`: a few per directory); `gotchasPerDirectory` packs them
 * into as many directories as that leaves (the acceptance store of issue 43:
 * ~60 directories, so ~17 gotchas on a path at 10k and ~170 at 100k).
 */
export interface StoreShape {
  short?: boolean;
  bodyWords?: [min: number, max: number];
  gotchasPerDirectory?: number;
  /** Name the gotchas' directories as real projects do (`api`, `auth`, `config`…) instead of by rare words. */
  commonNames?: boolean;
}

/** Directory names found in real projects, many of them words the secret rules look for beside a value. */
export const COMMON_DIRECTORIES = `api auth config components hooks services utils models routes controllers middleware
db lib pages store settings users payments billing session tokens keys admin security login accounts orders cart
checkout notifications email jobs workers queue cache search reports analytics dashboard profile uploads storage
webhooks integrations graphql schema migrations seeds fixtures scripts deploy infra docker k8s terraform ci build
tools types constants helpers errors logging metrics tests`.split(/\s+/);

/** The directories (under src/) the gotchas of a store of this shape cover, when packed; undefined when spread. */
export function gotchaDirectories(count: number, shape: StoreShape): string[] | undefined {
  if (!shape.gotchasPerDirectory) return shape.commonNames ? COMMON_DIRECTORIES : undefined;
  const gotchas = Math.ceil(count / 10);
  const names = shape.commonNames ? COMMON_DIRECTORIES : RARE;
  return names.slice(0, Math.max(1, Math.round(gotchas / shape.gotchasPerDirectory)));
}

/** Writes `count` memories into `<dir>/.claude/memory/` of a fake repository. */
export function generateStore(dir: string, count: number, shapeOrShort: StoreShape | boolean = false): void {
  seed = 42;
  const shape = typeof shapeOrShort === "boolean" ? { short: shapeOrShort } : shapeOrShort;
  const [minWords, maxWords] = shape.bodyWords ?? (shape.short ? [20, 60] : [100, 2000]);
  const directories = gotchaDirectories(count, shape);
  mkdirSync(join(dir, ".git"), { recursive: true });
  const store = join(dir, ".claude", "memory");
  mkdirSync(store, { recursive: true });
  // 10% gotchas, 1% hubs; a third of the memories link to an earlier one, a quarter to a hub.
  const slugs: string[] = [];
  const hubs: string[] = [];
  for (let i = 0; i < count; i++) {
    const gotcha = i % 10 === 0;
    const type: MemoryType = gotcha ? "gotcha" : i % 100 === 1 ? "hub" : pick(TYPES.filter((t) => t !== "hub"));
    const slug = `${type}-m${i}`;
    // The hook never reads bodies: --hook-only stores get short ones, so 100k memories stay small on disk.
    const bodyWords = minWords + Math.floor(random() * (maxWords - minWords + 1));
    const paragraphs: string[] = [];
    for (let left = bodyWords; left > 0; left -= 80) paragraphs.push(words(Math.min(80, left)));
    const created = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const title = `${words(5)} ${i}`;
    writeFileSync(
      join(store, `${slug}.md`),
      encodeMemoryFile({
        slug,
        title,
        type,
        tags: [pick(TAGS), pick(TAGS)].filter((tag, index, all) => all.indexOf(tag) === index),
        created,
        updated: created,
        links: [
          ...(i > 0 && i % 3 === 0 ? [{ target: slugs[Math.floor(random() * i)]!, label: "relates-to", created }] : []),
          ...(hubs.length > 0 && i % 4 === 0 ? [{ target: pick(hubs), label: "part-of", created }] : []),
        ],
        body: `# ${title}\n\n${paragraphs.join("\n\n")}`,
        fields: gotcha ? { paths: [`src/${pick(directories ?? RARE)}/**`], severity: "S2" } : {},
      }),
    );
    slugs.push(slug);
    if (type === "hub") hubs.push(slug);
  }
}
