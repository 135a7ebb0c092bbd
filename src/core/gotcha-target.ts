// What a tool call is about: the file Read opened, or the words and paths of
// a Bash command, relative to the project root.

import { isAbsolute, relative, resolve, sep } from "node:path";
import type { GotchaTarget } from "./gotcha-match.js";
import { simpleCommands } from "./command-match.js";

const MAX_COMMAND_CHARS = 4_000;
const PATH_LIKE = /[/\\]|\.[A-Za-z0-9]{1,6}$/;

/** `file` relative to `root` with '/' separators, or as given when it lies outside the root. */
export function projectRelative(file: string, root: string, cwd = root): string {
  const absolute = isAbsolute(file) ? file : resolve(cwd, file);
  const rel = relative(root, absolute);
  const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  return (inside ? rel : absolute).split(sep).join("/");
}

export function targetOfToolCall(
  toolName: unknown,
  toolInput: unknown,
  root: string,
  cwd = root,
): GotchaTarget | undefined {
  if (!toolInput || typeof toolInput !== "object") return undefined;
  const input = toolInput as Record<string, unknown>;
  if (toolName === "Read" && typeof input.file_path === "string" && input.file_path) {
    return { paths: [projectRelative(input.file_path, root, cwd)], words: [] };
  }
  if (toolName === "Bash" && typeof input.command === "string" && input.command.trim()) {
    const line = input.command.slice(0, MAX_COMMAND_CHARS);
    const words = line
      .split(/[\s;|&<>()`'"=]+/)
      .filter((word) => word && !word.startsWith("-") && !word.startsWith("$"));
    const paths = words.filter((word) => PATH_LIKE.test(word)).map((word) => projectRelative(word, root, cwd));
    return { paths, words, commands: simpleCommands(line) };
  }
  return undefined;
}
