import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { syncMemories } from "../../ops/git-sync.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "sync",
  usage: `Usage: memory sync [--scope <scope>] [--message <text>]

For a scope whose directory is a git repository of its own (your global memories,
a team's store): commits what changed here, merges the remote's commits (memory
files merged by meaning), ends the conflicts that have one sensible end (two
memories added under one name → both kept; edited here, deleted there → kept),
pushes, and lists what needs you (\`memory resolve …\`, then sync again).
Without --scope: every scope that is its own repository. Exit 1 when something needs you.`,
  options: { scope: { type: "string" }, message: { type: "string", short: "m" } },
  async run({ values, positionals }, { io, context }) {
    if (positionals.length > 0)
      throw new UsageError(`memory sync takes no arguments (got "${positionals.join(" ")}").`);
    const message = stringOption(values, "message");
    const response = await syncMemories(context(), {
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
      ...(message ? { message } : {}),
    });
    if (values.json) printJson(io, response);
    else for (const report of response.scopes) io.out(`${report.needsHuman.length ? "⚠" : "✓"} ${report.message}\n`);
    return response.success ? 0 : 1;
  },
};
