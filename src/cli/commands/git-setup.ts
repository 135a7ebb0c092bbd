import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { gitSetup } from "../../ops/git-setup.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "git-setup",
  usage: `Usage: memory git-setup [--scope <scope>] [--driver <command>] [--remove]

Makes the scopes kept in git merge well: writes <scope>/.gitattributes (commit it:
memory files use the memory merge driver, logs merge as unions of lines), makes
sure .index/ (derived state) is ignored, and registers the merge driver in the
repository's config (once per clone: git never takes that config from a commit).
Without --scope: every scope in a git repository but the private local one.
--driver sets the command git runs (default: a short script that runs this CLI's
"merge-file %O %A %B %L %P", or \`memory\` on PATH, and falls back to git's own
text merge when neither can run). Memory commands register the driver on their own
where .gitattributes names it. --remove takes the driver out of the repository's
config and keeps memory commands from registering it again (run it before
uninstalling; the committed .gitattributes stays, and git then merges memory files
as plain text).`,
  options: { scope: { type: "string" }, driver: { type: "string" }, remove: { type: "boolean" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0)
      throw new UsageError(`memory git-setup takes no arguments (got "${positionals.join(" ")}").`);
    const driver = stringOption(values, "driver");
    if (driver && values.remove) throw new UsageError("Give --driver or --remove, not both.");
    const response = await gitSetup(context(), {
      ...(values.remove ? { remove: true } : {}),
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      ...(driver ? { driverCommand: driver } : {}),
    });
    if (values.json) return printJson(io, response);
    io.out(`✓ ${response.message}\n`);
    if (values.remove) return;
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
