import { UsageError } from "../../core/errors.js";
import { mergeFile } from "../../ops/merge-file.js";
import { printJson, type Command } from "../command.js";

export const command: Command = {
  name: "merge-file",
  usage: `Usage: memory merge-file <base> <ours> <theirs> [<marker-size>] [<path>]

git's merge driver for memory files (set up by \`memory git-setup\`): merges the
frontmatter by meaning (lists as sets, \`updated\` the later one, a field changed
on one side taken) and the body with git's text merge. Writes the result into
<ours>; exits 0 when merged cleanly, 1 when conflicts are left in the file.`,
  options: {},
  async run({ values, positionals }, { io }) {
    const [base, ours, theirs, size, path] = positionals;
    if (!base || !ours || !theirs || positionals.length > 5)
      throw new UsageError("Give the three files git passes: memory merge-file %O %A %B [%L] [%P].");
    const markerSize = size === undefined ? undefined : Number(size);
    const response = await mergeFile({
      base,
      ours,
      theirs,
      ...(markerSize !== undefined && Number.isFinite(markerSize) ? { markerSize } : {}),
      ...(path ? { path } : {}),
    });
    if (values.json) printJson(io, response);
    else if (response.conflicts > 0) io.err(`⚠ ${response.message}\n`);
    return response.conflicts > 0 ? 1 : 0;
  },
};
