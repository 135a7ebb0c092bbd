// The first Intl object or locale-aware string call of a process makes ICU build its list of locales: more
// instructions than all of node's own start-up (a collator alone was a sixth of a search's). The short commands must
// not touch it on their usual path; a probe loaded before the CLI counts every such call.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli, type Sandbox } from "../helpers.js";

const PROBE = `
const used = new Set();
// Only what the CLI's own code asks for: a call from node's internals is no bundle's to avoid.
const fromCli = () => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const stack = new Error().stack;
  Error.stackTraceLimit = limit;
  return /[\\\\/]dist[\\\\/]/.test(stack);
};
for (const name of ["Collator", "NumberFormat", "DateTimeFormat", "Segmenter", "PluralRules", "ListFormat",
  "RelativeTimeFormat", "DisplayNames", "Locale"]) {
  const original = Intl[name];
  if (!original) continue;
  const note = () => fromCli() && used.add("Intl." + name);
  Intl[name] = new Proxy(original, {
    construct: (target, args, newTarget) => (note(), Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
  });
}
for (const [owner, key, label] of [
  [String.prototype, "localeCompare", "String#localeCompare"],
  [String.prototype, "toLocaleLowerCase", "String#toLocaleLowerCase"],
  [String.prototype, "toLocaleUpperCase", "String#toLocaleUpperCase"],
  [Number.prototype, "toLocaleString", "Number#toLocaleString"],
  [Date.prototype, "toLocaleString", "Date#toLocaleString"],
  [Date.prototype, "toLocaleDateString", "Date#toLocaleDateString"],
  [Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString"],
  [Array.prototype, "toLocaleString", "Array#toLocaleString"],
]) {
  const original = owner[key];
  Object.defineProperty(owner, key, {
    configurable: true,
    writable: true,
    value: function (...args) {
      if (fromCli()) used.add(label);
      return original.apply(this, args);
    },
  });
}
process.on("exit", () => require("node:fs").writeSync(2, "LOCALE " + JSON.stringify([...used]) + "\\n"));
`;

async function localeCalls(box: Sandbox, probe: string, args: string[]): Promise<string[]> {
  const result = await runCli(box, args, { env: { NODE_OPTIONS: `--require ${probe}` } });
  expect(result.code, result.stderr).toBe(0);
  const line = result.stderr.split("\n").find((each) => each.startsWith("LOCALE "));
  expect(line, result.stderr).toBeDefined();
  return JSON.parse(line!.slice("LOCALE ".length)) as string[];
}

describe("the short commands and ICU's locale data", () => {
  it("a write (a learning, a gotcha) and a search make no Intl object and call no locale-aware method", async () => {
    const box = makeSandbox();
    const probe = join(box.dir, "locale-probe.cjs");
    writeFileSync(probe, PROBE);
    const body = "Retry the queue consumer with jittered backoff: the broker drops idle connections after 30 s.";
    for (const args of [
      ["write", `# Queue consumers retry with backoff\n\n${body}\n`, "--type", "learning", "--tags", "queue"],
      ["search", "queue backoff"],
      ["write", `# Broker idle timeout\n\n${body}\n`, "--type", "gotcha", "--tags", "queue", "--paths", "src/q/**"],
      [
        "write",
        "# Broker reconnects\n\nReconnect after the idle timeout.",
        "--type",
        "gotcha",
        "--tags",
        "broker",
        "--paths",
        "src/q/**",
      ],
      ["search", "broker idle", "--json"],
      ["search", "queue"],
    ])
      expect(await localeCalls(box, probe, args), args.join(" ")).toEqual([]);
    // The probe sees what it is meant to: a list sorted by title compares titles with a collator.
    expect(await localeCalls(box, probe, ["list", "--sort-by", "title"])).toContain("Intl.Collator");
  }, 60_000);
});
