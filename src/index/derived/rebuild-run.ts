// One run of files of a full rebuild, read in order: manifest entries, content
// hashes, and each parsed memory added to a keyword build.

import { willHashManyTexts } from "../../core/hash/index.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { KeywordIndexBuilder } from "../keyword/index.js";
import { keywordDocument } from "../keyword/index.js";
import type { ManifestEntry } from "../manifest/index.js";
import { readEntry } from "../manifest/index.js";

export interface RebuildRun {
  entries: Array<[string, ManifestEntry]>;
  hashes: Array<[string, string]>;
}

const PROGRESS_EVERY = 256;
const MANY_FILES = 300;

export async function readRun(
  store: ScopeStore,
  slugs: readonly string[],
  builder: KeywordIndexBuilder,
  onProgress?: (done: number) => void,
  knownClean?: ReadonlySet<string>,
): Promise<RebuildRun> {
  // node:crypto takes ~5 ms to load and then hashes a memory ~18 µs faster: worth it from a few hundred files.
  if (slugs.length >= MANY_FILES) willHashManyTexts();
  const run: RebuildRun = { entries: [], hashes: [] };
  for (let i = 0; i < slugs.length; i++) {
    const slug = slugs[i]!;
    const entry = await readEntry(
      store,
      slug,
      (_, document, hash) => {
        builder.add(keywordDocument(document));
        run.hashes.push([slug, hash]);
        // The body just scanned for its keywords gives its recall terms too.
        return builder.lastScan();
      },
      knownClean,
    );
    if (entry) run.entries.push([slug, entry]);
    if ((i + 1) % PROGRESS_EVERY === 0 || i + 1 === slugs.length) onProgress?.(i + 1);
  }
  return run;
}
