import { UsageError } from "../../core/errors.js";
import { parseScope } from "../../core/validation/index.js";
import { resolveConflict, type ResolveSide } from "../../ops/resolve.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "resolve",
  usage: `Usage: memory resolve <slug> --ours|--theirs|--both [--scope <scope>]

Ends a merge conflict left in a memory file (\`memory health\` lists them):
  --ours    keep this clone's side of every conflicting part
  --theirs  keep the merged-in side
  --both    keep both versions as two memories linked to each other
            (the only choice when two different memories were added under one name)
A file git holds as unmerged is staged; the outcome is logged in log/events.jsonl.`,
  options: {
    ours: { type: "boolean" },
    theirs: { type: "boolean" },
    both: { type: "boolean" },
    scope: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const [slug, ...rest] = positionals;
    if (!slug || rest.length > 0)
      throw new UsageError("Give exactly one slug: memory resolve <slug> --ours|--theirs|--both.");
    const sides = (["ours", "theirs", "both"] as const).filter((side) => values[side] === true);
    if (sides.length > 1) throw new UsageError("Choose one of --ours, --theirs and --both.");
    const side: ResolveSide | undefined = sides[0];
    const response = await resolveConflict(context(), {
      slug,
      ...(side ? { side } : {}),
      ...(values.scope === undefined ? {} : { scope: parseScope(values.scope) }),
    });
    if (values.json) return printJson(io, response);
    io.out(`✓ ${response.message}\n`);
  },
};
