// Prompt recall for what a person typed, with the memories' descriptions, and
// a command's gotchas when the command failed. Real hook processes
// (dist/hook.cjs) and the real CLI over real temp stores.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, commitMemoryFile, makeSandbox, runCli, runHook, type Sandbox } from "../helpers.js";

/** A memory file as a teammate commits it. */
/** The context a hook run injected, or undefined when it printed nothing. */
async function injected(box: Sandbox, input: Record<string, unknown>): Promise<string | undefined> {
  const run = await runHook(box, { session_id: "s1", cwd: box.repo, ...input });
  expect(run.code).toBe(0);
  if (!run.stdout.trim()) return undefined;
  const output = JSON.parse(run.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(output.hookSpecificOutput.hookEventName).toBe(input.hook_event_name);
  return output.hookSpecificOutput.additionalContext;
}

/** A small store: the money decision carries a description in the words of someone who needs it. */
function seed(box: Sandbox): void {
  commitMemoryFile(
    box,
    "decision-integer-cents",
    "title: Amounts are integer cents\ntype: decision\ntags: [money]\n" +
      'description: "discounts, VAT, shipping fees, refunds, a total off by a cent"',
    "Every amount is an integer number of cents (amount_minor). Convert at the edges only.",
  );
  commitMemoryFile(
    box,
    "gotcha-npm-publish-otp",
    'title: npm publish needs the 2FA one-time password\ntype: gotcha\ntags: [release]\ncommands: ["npm publish*"]',
    "The registry rejects a publish without --otp: ask the releaser for the code from their authenticator.",
  );
  commitMemoryFile(
    box,
    "learning-ci-cache",
    "title: CI cache keys\ntype: learning\ntags: [ci]",
    "The cache key hashes the lockfile.",
  );
  commitMemoryFile(
    box,
    "hub-billing",
    "title: Billing hub\ntype: hub\ntags: [billing]",
    "Invoices, payments, [[decision-integer-cents]].",
  );
}

describe("issue 40: prompt recall and failed commands", () => {
  it("a word only the description has is found by search and brings the memory to a prompt", async () => {
    const box = makeSandbox();
    seed(box);
    const search = json<{ results: Array<{ memory: { slug: string } }> }>(
      await runCli(box, ["search", "VAT", "--json"]),
    );
    expect(search.results.map((result) => result.memory.slug)).toEqual(["decision-integer-cents"]);
    const context = await injected(box, { hook_event_name: "UserPromptSubmit", prompt: "Implement VAT for the cart" });
    expect(context).toContain("decision-integer-cents");
    // The description round-trips: `memory read` gives it back as written.
    const read = json<{ memory: { description?: string; frontmatter?: Record<string, unknown> } }>(
      await runCli(box, ["read", "decision-integer-cents", "--json"]),
    );
    expect(read.memory.description ?? read.memory.frontmatter?.description).toBe(
      "discounts, VAT, shipping fees, refunds, a total off by a cent",
    );
  });

  it("prompts Claude Code injects (task results, other sessions, subagents, non-user sources) get nothing", async () => {
    const box = makeSandbox();
    seed(box);
    const base = { hook_event_name: "UserPromptSubmit" };
    // The person's own prompt brings the memory …
    expect(await injected(box, { ...base, session_id: "person", prompt: "Implement VAT for the cart" })).toContain(
      "decision-integer-cents",
    );
    // … the same words from a machine do not.
    for (const [session, extra] of [
      [
        "task",
        { prompt: "<task-notification>\n<summary>Implement VAT for the cart: done</summary>\n</task-notification>" },
      ],
      ["peer", { prompt: '<cross-session-message from="abc">Implement VAT for the cart</cross-session-message>' }],
      ["teammate", { prompt: '<teammate-message teammate_id="t1">Implement VAT for the cart</teammate-message>' }],
      ["subagent", { prompt: "Implement VAT for the cart", agent_id: "agent-1", agent_type: "general-purpose" }],
      ["scheduled", { prompt: "Implement VAT for the cart", source: "schedule_wakeup" }],
      ["system", { prompt: "Implement VAT for the cart", source: "system" }],
    ] as const)
      expect(await injected(box, { ...base, session_id: session, ...extra }), session).toBeUndefined();
    expect(
      await injected(box, { ...base, session_id: "sdk", prompt: "Implement VAT for the cart", source: "sdk" }),
    ).toContain("decision-integer-cents");
  });

  it("a failed Bash command gets its gotchas (PostToolUseFailure); a failed Read does not", async () => {
    const box = makeSandbox();
    seed(box);
    const failure = {
      hook_event_name: "PostToolUseFailure",
      tool_name: "Bash",
      tool_input: { command: "npm publish --access public" },
      tool_use_id: "toolu_1",
      error: "npm ERR! code EOTP\nnpm ERR! This operation requires a one-time password.",
    };
    const context = await injected(box, failure);
    expect(context).toContain("gotcha-npm-publish-otp");
    expect(
      await injected(box, {
        ...failure,
        session_id: "s2",
        tool_name: "Read",
        tool_input: { file_path: join(box.repo, "package.json") },
      }),
    ).toBeUndefined();
  });
});
