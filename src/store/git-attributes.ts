// A scope's `.gitattributes` (committed: anyone may have put something else in its place). Every command reads it
// (does it name the merge driver), so it is read as a file anyone may have replaced: never through a link (git
// itself does not follow an in-tree `.gitattributes` link), never waiting on a named pipe, at most 1 MiB.

import { join } from "node:path";
import { readRegularText, type RegularFileRead } from "./regular-file.js";

/** Far past any attributes file (this plugin writes a few lines). */
export const ATTRIBUTES_MAX_BYTES = 1024 * 1024;

export const attributesPath = (root: string) => join(root, ".gitattributes");

/** The text of `<root>/.gitattributes`, or what was found instead (a directory, pipe, link, a huge file). */
export function readGitAttributes(root: string): RegularFileRead<string> {
  return readRegularText(attributesPath(root), { maxBytes: ATTRIBUTES_MAX_BYTES });
}

/** The text, or undefined for anything else: for the readers that only ask whether a line is there. */
export function gitAttributesText(root: string): string | undefined {
  const read = readGitAttributes(root);
  return read.kind === "read" ? read.content : undefined;
}
