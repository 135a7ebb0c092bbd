import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validate.js";
import { gitSetup } from "../../ops/shared/git-setup.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "git-setup",
  usage: `Usage: memory git-setup [--scope <scope>] [--driver <command>]

Makes the scopes kept in git merge well: writes <scope>/.gitattributes (commit it:
memory files use the memory merge driver, logs merge as unions of lines), makes
sure .index/ (derived state) is ignored, and registers the merge driver in the
repository's config (once per clone: git never takes that config from a commit).
Without --scope: every scope in a git repository but the private local one.
--driver sets the command git runs (default: this CLI, "merge-file %O %A %B %L %P").`,
  options: { scope: { type: "string" }, driver: { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0)
      throw new UsageError(`memory git-setup takes no arguments (got "${positionals.join(" ")}").`);
    const driver = stringOption(values, "driver");
    const response = await gitSetup(context(), {
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      ...(driver ? { driverCommand: driver } : {}),
    });
    if (values.json) return printJson(io, response);
    io.out(`✓ ${response.message}\n`);
    for (const state of response.scopes) {
      const notes = [
        state.repository
          ? `repository ${state.repository}${state.ownRepository ? " (its own: `memory sync` works on it)" : ""}`
          : "not in a git repository",
        state.indexIgnored ? ".index/ ignored" : "⚠ .index/ NOT ignored",
        state.trackedDerived.length
          ? `⚠ ${state.trackedDerived.length} derived files committed under .index/ (git rm -r --cached them)`
          : "",
      ].filter(Boolean);
      io.out(`  ${state.scope}: ${notes.join("; ")}\n`);
    }
  },
};
