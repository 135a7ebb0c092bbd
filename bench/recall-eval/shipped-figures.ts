// The shipped model's in-sample figures on every set, from lab.ts's cached rankings with the intent read again
// (so the word tables in the source now are the ones read): 0.5 alone, shipped (with the follow bar), hybrid.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { HYBRID_MODEL, RECALL_MODEL } from "../../src/core/recall/gate.js";
import { promptIntent } from "../../src/core/recall/intent.js";
import { fitSets, score, type Ranked } from "./evaluate.js";
import { three } from "./fit.js";

const revive = (_k: string, v: unknown) =>
  v && typeof v === "object" && (v as { $map?: unknown }).$map
    ? new Map((v as { $map: Array<[unknown, unknown]> }).$map)
    : v;
for (const name of fitSets(resolve("bench", "recall-eval"))) {
  const items = (
    JSON.parse(readFileSync(join(tmpdir(), "memory-recall-lab", `${name}.json`), "utf8"), revive) as Ranked[]
  ).map((item) => ({ ...item, intent: promptIntent(item.prompt.prompt) }));
  const alone = score(items, { ...RECALL_MODEL, follow: RECALL_MODEL.threshold }, 3, false);
  const shipped = score(items, RECALL_MODEL, 3, false);
  const hybrid = score(items, HYBRID_MODEL, 3, false);
  console.log(
    `${name.padEnd(16)} alone ${three(alone)}; ${alone.irrelevantChars}  shipped ${three(shipped)}; ${shipped.irrelevantChars}  hybrid ${three(hybrid)}; ${hybrid.irrelevantChars}`,
  );
}
