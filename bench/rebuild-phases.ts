// The per-file work of a full rebuild, phase by phase, in process (CPU of this thread, best of --runs), on a store
// made by rebuild-profile.ts:   node scripts/run-ts.mjs bench/rebuild-phases.ts --size 10000
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { contentHash } from "../src/index/manifest/files.js";
import { decode, summaryOf } from "../src/index/manifest/summary.js";
import { keywordDocument, KeywordIndexBuilder } from "../src/index/keyword/index.js";
import { redactStoredDocument } from "../src/core/secrets/index.js";
import type { MemoryDocument } from "../src/core/memory-file.js";

const { values } = parseArgs({
  options: { size: { type: "string", default: "10000" }, runs: { type: "string", default: "3" } },
});
const root = resolve("bench", ".stores", `rebuild-${values.size}`, ".claude", "memory");
const names = readdirSync(root).filter((name) => name.endsWith(".md"));
const time = (label: string, work: () => void) => {
  let best = Infinity;
  for (let run = 0; run < Number(values.runs); run++) {
    const cpu = process.cpuUsage();
    work();
    const used = process.cpuUsage(cpu);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  console.log(
    `${label.padEnd(40)} ${best.toFixed(0).padStart(6)} ms  ${((best * 1000) / names.length).toFixed(1).padStart(6)} µs/file`,
  );
};
let texts: string[] = [];
time("read (readFileSync + stat)", () => {
  texts = names.map((name) => {
    statSync(join(root, name));
    return readFileSync(join(root, name), "utf8");
  });
});
time("content hash", () => texts.forEach((text) => contentHash(text)));
let documents: MemoryDocument[] = [];
time("decode (frontmatter, YAML)", () => {
  documents = texts.map((text, i) => {
    const result = decode(text, names[i]!.slice(0, -3), 0, join(root, names[i]!));
    if (!("document" in result)) throw result;
    return result.document;
  });
});
time("secret scan (redactStoredDocument)", () => documents.forEach((d, i) => redactStoredDocument(d, texts[i]!)));
time("summary without recall terms", () => documents.forEach((d) => summaryOf(d, { recall: false })));
time("summary with recall terms", () => documents.forEach((d) => summaryOf(d)));
time("keywordDocument", () => documents.forEach((d) => keywordDocument(d)));
time("keyword builder add (with keywordDocument)", () => {
  const builder = new KeywordIndexBuilder();
  documents.forEach((d) => builder.add(keywordDocument(d)));
  builder.exportPart();
});
