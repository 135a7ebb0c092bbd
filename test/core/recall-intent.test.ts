// What a prompt's intent reads from general English: the classes of prompts
// that need no memory (a small edit, a question about a tool, a turn of the
// conversation) and the orientation questions a hub answers.

import { describe, expect, it } from "vitest";
import { promptIntent } from "../../src/core/recall/intent.js";

describe("prompt intent", () => {
  it.each([
    "add a `// TODO(GH #412)` above LegacyStack's settings route so we don't forget",
    "the GCS xml.rs has `# FIXME: use Url::join` above build_url",
    "delete the commented-out code at the bottom of jobs/generateSessions.ts",
    "turn MTIME_TOLERANCE into a Duration instead of an i64 of seconds. no behaviour change",
    "add a kdoc to Money.plus saying it throws on currency mismatch",
    "CI fmt check is red on floe-sftp, run cargo fmt on it",
    "run ktlintFormat",
    "the test `shouldWork` in HsCodeTest has a terrible name, give it a descriptive one",
    "the README points to a dead link, fix it",
    "the 'Refund policy' link in the app footer goes to the old site",
    "clean up the unused imports in jobs/nightly_export.py, the linter flags them",
    "in OrderSummary extract the tax rounding into its own private method",
    "can you tidy this up? it's the helper in lib/format.rb",
    "make the SOLD OUT badge on the product tile grey instead of red",
  ])("a small edit: %s", (prompt) => {
    expect(promptIntent(prompt).trivialEdit).toBe(true);
  });

  it.each([
    "add a todo list to the onboarding screen",
    "extract the invoice PDFs into S3 nightly",
    "remove the unused feature flags from LaunchDarkly",
    "store the user's todos in Postgres",
    "add support for the parquet file layout",
    "the deep link goes to the wrong screen on Android",
  ])("not a small edit: %s", (prompt) => {
    expect(promptIntent(prompt).trivialEdit).toBe(false);
  });

  it.each([
    "git: how do I undo my last commit but keep the changes staged?",
    "how do I interactively squash the last three commits in git?",
    "what does pg_try_advisory_lock return when another session already holds the lock?",
    "in SQLite, is BEGIN IMMEDIATE any different from BEGIN EXCLUSIVE once you're in WAL mode?",
    "pytest: how do I run only the tests whose name matches 'refund'?",
    "how do I squash my last three local commits before pushing?",
    "how do I profile a Python script's memory use?",
    "what is a bloom filter good for? just curious",
    "in general, when is a mutex better than a channel?",
  ])("a general question about a tool: %s", (prompt) => {
    expect(promptIntent(prompt).general).toBe(true);
  });

  it.each([
    "how do I get access to the staging cluster?",
    "how do we squash migrations in this repo?",
    "staging: the deploy failed again",
    "translate the onboarding screens to German",
    "write the reply handler for the Slack webhook",
  ])("not a general question: %s", (prompt) => {
    expect(promptIntent(prompt).general).toBe(false);
  });

  // Writing for people rather than code asks nothing of the project's memory (recall14).
  it.each([
    "draft a short email to the vendor asking for a copy of last month's invoice",
    "draft a friendly reply thanking the reporter and asking for their logs",
    "translate this error message to French",
    "make this sentence shorter: 'The service is restarted by the supervisor when it crashes.'",
    "reword the intro of the style guide",
    "rewrite the welcome text so it sounds less formal",
  ])("writing for people: %s", (prompt) => {
    expect(promptIntent(prompt).general).toBe(true);
  });

  it.each([
    "ok, run make test again",
    "say that again but shorter",
    "explain that last bit again, simpler",
    "what did you change in queryClient.ts?",
    "yes, option 2",
    "sorry, I meant the iOS one",
    "no, the other one",
    "wait",
    "wait, why did you delete that file?",
    "go with option 3",
    "run prettier on it",
    "rerun just the failing spec",
  ])("a turn of the conversation: %s", (prompt) => {
    expect(promptIntent(prompt).conversational).toBe(true);
  });

  it.each([
    "looks good, commit it",
    "run the migration on staging",
    "what did the release checklist say about tags?",
    "wait for the queue to drain before the worker shuts down",
    "push the branch",
  ])("not a turn of the conversation: %s", (prompt) => {
    expect(promptIntent(prompt).conversational).toBe(false);
  });

  it.each([
    "how do deployments work here, and what's the cluster setup?",
    "I'm new. how is the admin front end put together and how do I run it?",
    "I just joined the Road squad. how does our Kafka stuff fit together?",
    "walk me through the database side of things",
  ])("an orientation question: %s", (prompt) => {
    expect(promptIntent(prompt).orientation).toBe(true);
  });
});
