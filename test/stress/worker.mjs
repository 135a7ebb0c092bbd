// One stress worker: a sequence of real `memory` CLI processes against one
// store — writes, deletes of its own memories, links between its own kept
// memories, searches — reporting what it created and deleted (by the marker in
// each body: slugs of deleted memories can be reused) as JSON on stdout.
//
//   node test/stress/worker.mjs <cli> <worker-id> <operations>
import { spawnSync } from "node:child_process";

const [cli, id, count] = process.argv.slice(2);
const created = [];
const deleted = [];
const failures = [];
const run = (args, input) => {
  const result = spawnSync(process.execPath, [cli, ...args], { input, encoding: "utf8" });
  if (result.status !== 0)
    failures.push({
      args: args.slice(0, 2),
      code: result.status,
      stderr: result.stderr.slice(0, 300),
      stdout: result.stdout.slice(0, 800),
    });
  return result;
};
for (let i = 0; i < Number(count); i++) {
  const marker = `stress-${id}-${i}`;
  const request = {
    content: `Body of ${marker}: retry the token refresh under load.`,
    title: "Shared stress title",
    type: i % 10 === 0 ? "gotcha" : "learning",
    tags: ["stress", `w${id}`],
  };
  const written = run(["write", "--json"], JSON.stringify(request));
  if (written.status === 0) created.push({ slug: JSON.parse(written.stdout).slug, marker });
  if (i % 5 === 4 && created.length > 2) {
    const victim = created[created.length - 2];
    if (!deleted.includes(victim.marker) && run(["delete", victim.slug, "--force", "--json"]).status === 0)
      deleted.push(victim.marker);
  }
  if (i % 7 === 6) {
    const kept = created.filter((c) => !deleted.includes(c.marker));
    if (kept.length >= 2) run(["link", kept[0].slug, kept[kept.length - 1].slug, "--label", "relates-to", "--json"]);
  }
  if (i % 3 === 2) run(["search", "token refresh", "--json"]);
}
process.stdout.write(JSON.stringify({ created, deleted, failures }));
