import { UsageError } from "../../core/errors.js";
import { parseScopeOrAll } from "../../core/validation/index.js";
import { decayMemories, type DecayResponse } from "../../ops/decay.js";
import { outputFormat, stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "decay",
  usage: `Usage: memory decay [--policy <policy>] [--as-of <ISO>] [--dry-run] [--scope <scope|all>] [--json]

Marks stale \`ttl: decay\` memories as decayed (frontmatter \`decayed: <as-of>\`):
they are hidden from list and search until \`memory restore\`. The text and
\`updated\` never change and nothing is deleted. Every run, dry runs included,
appends one event per scope to <scope>/log/decay.jsonl.

The result depends only on the policy, the as-of instant and the store: the
same inputs always decay the same memories, whatever the clock says.

Options:
  --policy <policy>   a name or clauses (default: default)
                        default   unused-for=90d
                        short     unused-for=30d
                        long      unused-for=365d
                        unused-for=<n>h|d|w   stale when not updated, verified,
                                              marked helped or restored for that long
                        type=<type>[|<type>]  only these types
                      e.g. --policy "unused-for=60d type=breadcrumb|learning"
  --as-of <ISO>       judge at this instant (default: now)
  --dry-run           report and log what would decay; change no memory
  --scope <scope|all> default: every available scope`,
  options: {
    policy: { type: "string" },
    "as-of": { type: "string" },
    "dry-run": { type: "boolean" },
    scope: { type: "string" },
    format: { type: "string" },
  },
  async run({ values, positionals }, { io, context }) {
    const format = outputFormat(values, ["report"], "report");
    if (positionals.length > 0)
      throw new UsageError(
        `memory decay takes no arguments (got "${positionals.join(" ")}"); give the policy with --policy.`,
      );
    const policy = stringOption(values, "policy");
    const asOf = stringOption(values, "as-of");
    const response = await decayMemories(context(), {
      ...(policy === undefined ? {} : { policy }),
      ...(asOf === undefined ? {} : { asOf }),
      dryRun: values["dry-run"] === true,
      ...(values.scope === undefined ? {} : { scope: parseScopeOrAll(values.scope) }),
    });
    if (format === "json") return printJson(io, response);
    io.out(renderDecay(response));
  },
};

export function renderDecay(response: DecayResponse): string {
  const policy = response.policyName ? `${response.policyName} (${response.policy})` : response.policy;
  const lines = [
    `Decay${response.dryRun ? " (dry run: nothing changed)" : ""} — policy ${policy}, as of ${response.asOf}`,
    "",
  ];
  if (response.scopes.length === 0) lines.push("No memory store exists yet.");
  for (const { scope, event } of response.scopes) {
    const verb = response.dryRun ? "would decay" : "decayed";
    lines.push(
      `${scope}: ${event.stale_ids.length === 0 ? "nothing stale" : `${verb} ${event.stale_ids.length}`}  (event ${event.event_id})`,
    );
    for (const slug of event.stale_ids.slice(0, 50)) lines.push(`  - ${slug}`);
    if (event.stale_ids.length > 50) lines.push(`  … and ${event.stale_ids.length - 50} more`);
  }
  lines.push("", response.message);
  if (!response.dryRun && response.staleIds.length > 0)
    lines.push("Nothing was deleted: `memory restore <slug>` (or `--event <event id>`) brings them back.");
  return `${lines.join("\n")}\n`;
}
