import { UsageError } from "../../core/errors.js";
import { linkMemories } from "../../ops/link.js";
import { stringOption } from "../args.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "link",
  usage: `Usage: memory link <source> <target> --label <label> [--reverse-label <label>]

Adds an edge to the source memory's links (e.g. --label implements, part-of, warns-about).
The reverse label is derived when not given (implements ↔ implemented-by).
Labels are lower-case words joined by '-': upper case is lowered and spaces or '_'
become '-' ("Warns About" → warns-about, said in the output); any other character
is a usage error (exit 2).`,
  options: { label: { type: "string", short: "l" }, "reverse-label": { type: "string" } },
  async run({ values, positionals }, { io, context }) {
    const [source, target, ...rest] = positionals;
    if (!source || !target || rest.length > 0)
      throw new UsageError("Give a source and a target slug: memory link <source> <target> --label <label>.");
    const label = stringOption(values, "label") ?? "relates-to";
    const reverse = stringOption(values, "reverse-label");
    const response = await linkMemories(context(), {
      source,
      target,
      label,
      ...(reverse === undefined ? {} : { reverseLabel: reverse }),
    });
    if (values.json) return printJson(io, response);
    io.out(
      `✓ Linked memories:\n  ${response.source} --[${response.label}]--> ${response.target}\n  ${response.target} --[${response.reverseLabel}]--> ${response.source}\n`,
    );
    const given = [label, reverse].filter(
      (value): value is string => value !== undefined && value !== response.label && value !== response.reverseLabel,
    );
    for (const value of given)
      io.out(
        `  (label ${JSON.stringify(value)} written as ${value === label ? response.label : response.reverseLabel})\n`,
      );
  },
};
