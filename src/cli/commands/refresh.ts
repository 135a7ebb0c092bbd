import { rmSync } from "node:fs";
import { UsageError } from "../../core/errors.js";
import { refresh } from "../../ops/refresh.js";
import { readPidFile } from "../../store/process-alive.js";
import { setUpMergeDriver } from "../../ops/git-setup.js";
import { yieldToForeground } from "../background-priority.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "refresh",
  usage: `Usage: memory refresh [--json]

Brings the indexes the hooks read up to date with the memory files of every
scope (only changed files are read). The session-start hook runs it; you
never need to, unless you want to check what changed.`,
  options: { marker: { type: "string" } },
  // Started by a hook, which waits on the marker and shows nothing of this process's output.
  unseen: ({ values }) => typeof values.marker === "string",
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0) throw new UsageError("memory refresh takes no arguments.");
    // Started by a hook (it waits on the marker): a background job, not the user's command.
    if (values.marker) yieldToForeground();
    try {
      const response = await refresh(context());
      // Before the marker goes: the hook waiting on it then finds the notice of a driver this run set up.
      if (values.marker) setUpMergeDriver(context().store.readable());
      if (values.json) return printJson(io, response);
      const lines = response.scopes.map(
        (s) => `  ${s.scope}: ${s.memories} memories, ${s.changed} changed, ${s.removed} removed (${s.durationMs} ms)`,
      );
      io.out(`✓ Indexes up to date with the files.\n${lines.join("\n")}${lines.length ? "\n" : ""}`);
    } finally {
      // The hook that started this refresh waits for its marker to go (unless it names another refresh by now).
      if (typeof values.marker === "string" && values.marker) removeOwnMarker(values.marker);
    }
  },
};

function removeOwnMarker(marker: string): void {
  // Read as the hook reads it: something else put in its place is left to the hook, which replaces it.
  const holder = readPidFile(marker);
  if (holder === "empty" || (typeof holder === "object" && holder.pid === process.pid)) rmSync(marker, { force: true });
}
