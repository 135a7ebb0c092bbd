// Prompt recall through the real hook process (dist/hook.cjs) fed the JSON
// Claude Code sends: a small edit in a file a memory is about, a question
// about a tool and a turn of the conversation stay silent; the question the
// memory answers brings it, and a newcomer's question brings the hub.

import { describe, expect, it } from "vitest";
import { commitMemoryFile, makeSandbox, runHook, type Sandbox } from "../helpers.js";

function seed(box: Sandbox): void {
  commitMemoryFile(
    box,
    "gotcha-mtime-tolerance-fat",
    "title: Modification times compare with a two-second tolerance\ntype: gotcha\ntags: [sync, mtime, fat32]\n" +
      "paths: [src/sync/compare.rs]",
    "FAT32 and exFAT volumes store modification times to two seconds, so MTIME_TOLERANCE in src/sync/compare.rs " +
      "is two seconds: a tighter tolerance re-uploads every file from a camera card on each run.",
  );
  commitMemoryFile(
    box,
    "hub-sync-engine",
    "title: Sync engine hub\ntype: hub\ntags: [sync, engine, architecture]",
    "How a sync run is put together: scanning, comparing, uploading. See [[gotcha-mtime-tolerance-fat]] and " +
      "[[decision-upload-queue]].",
  );
  commitMemoryFile(
    box,
    "decision-upload-queue",
    "title: Uploads go through one bounded queue\ntype: decision\ntags: [upload, queue]",
    "All uploads go through one queue of eight workers, so a slow bucket cannot exhaust file handles.",
  );
  for (const [slug, title, tags, body] of [
    ["learning-s3-multipart", "S3 multipart parts are at least 5 MiB", "s3, multipart", "Except the last part."],
    ["gotcha-azure-sas-expiry", "Azure SAS tokens expire silently", "azure, sas", "Renew them an hour early."],
    ["decision-config-toml", "Configuration is TOML", "config, toml", "One file per profile."],
    ["learning-release-tags", "Release tags are signed", "release, tags", "git tag -s, then push the tag."],
  ] as const)
    commitMemoryFile(box, slug, `title: ${title}\ntype: ${slug.split("-")[0]}\ntags: [${tags}]`, body);
}

async function recalled(box: Sandbox, session: string, prompt: string): Promise<string> {
  const run = await runHook(box, { hook_event_name: "UserPromptSubmit", session_id: session, cwd: box.repo, prompt });
  expect(run.code).toBe(0);
  if (!run.stdout.trim()) return "";
  return (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;
}

describe("prompt recall: what needs no memory, and what a newcomer asks", () => {
  it("a small edit in the file a memory is about stays silent; the question it answers brings it", async () => {
    const box = makeSandbox();
    seed(box);
    expect(
      await recalled(
        box,
        "ask",
        "why do we compare modification times with a two second tolerance? camera cards re-upload",
      ),
    ).toContain("gotcha-mtime-tolerance-fat");
    expect(
      await recalled(box, "todo", "add a `// TODO(ines): use a Duration` above MTIME_TOLERANCE in src/sync/compare.rs"),
    ).toBe("");
    expect(await recalled(box, "fmt", "CI fmt check is red on src/sync/compare.rs, run cargo fmt on it")).toBe("");
  });

  it("a question about a tool and a turn of the conversation stay silent", async () => {
    const box = makeSandbox();
    seed(box);
    expect(await recalled(box, "toml", "toml: is an inline table any different from a normal table?")).toBe("");
    expect(await recalled(box, "again", "ok, run cargo test again")).toBe("");
    expect(await recalled(box, "shorter", "say that again but shorter")).toBe("");
  });

  it("a newcomer's question brings the hub", async () => {
    const box = makeSandbox();
    seed(box);
    expect(await recalled(box, "new", "I'm new. how is the sync engine put together?")).toContain("hub-sync-engine");
  });

  it("a newcomer's question brings the hub even through a word its whole cluster shares", async () => {
    const box = makeSandbox();
    commitMemoryFile(
      box,
      "hub-kafka",
      "title: Kafka hub\ntype: hub\ntags: [kafka]",
      "Topics, consumers, the outbox relay: [[decision-kafka-topic-names]], [[gotcha-kafka-poll-interval]].",
    );
    for (const [slug, title] of [
      ["decision-kafka-topic-names", "Kafka topic names are domain.entity.event"],
      ["gotcha-kafka-poll-interval", "Kafka max.poll.interval.ms kills slow consumers"],
      ["decision-kafka-idempotent-consumers", "Kafka consumers are idempotent by event id"],
      ["gotcha-kafka-partition-key", "The Kafka partition key is the shipment id"],
      ["learning-kafka-dlt-replay", "Replaying a Kafka dead-letter topic"],
      ["gotcha-kafka-local-listeners", "Local Kafka needs the advertised listeners set"],
      ["decision-kafka-schema-registry", "No schema registry: Kafka payloads are versioned JSON"],
      ["learning-kafka-lag-alerts", "Kafka consumer lag alerts fire at ten thousand"],
    ] as const)
      commitMemoryFile(box, slug, `title: ${title}\ntype: ${slug.split("-")[0]}\ntags: [kafka]`, `${title}.`);
    for (const [slug, title] of [
      ["decision-money-cents", "Amounts are integer cents"],
      ["gotcha-flyway-versions", "Flyway versions are timestamps"],
      ["learning-ci-shape", "The CI pipeline runs four jobs"],
    ] as const)
      commitMemoryFile(box, slug, `title: ${title}\ntype: ${slug.split("-")[0]}\ntags: [misc]`, `${title}.`);
    expect(await recalled(box, "joined", "I just joined the team. how does our Kafka stuff fit together?")).toContain(
      "hub-kafka",
    );
  });
});
