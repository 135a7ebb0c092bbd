// What a tool call is about: the file Read opened, or the words and paths of
// a Bash command, relative to the project root.

import { isAbsolute, relative, resolve, sep } from "node:path";
import { scoreGotcha, type GotchaEntry, type GotchaTarget } from "./match.js";
import { programOf, simpleCommands } from "./command-match.js";

const MAX_COMMAND_CHARS = 4_000;
const PATH_LIKE = /[/\\]|\.[A-Za-z0-9]{1,6}$/;

/** `file` relative to `root` with '/' separators, or as given when it lies outside the root. */
export function projectRelative(file: string, root: string, cwd = root): string {
  const absolute = isAbsolute(file) ? file : resolve(cwd, file);
  const rel = relative(root, absolute);
  const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  return (inside ? rel : absolute).split(sep).join("/");
}

/** A call of the memory CLI: `memory …` (the plugin's bin/ or a global install), `node …/dist/cli.cjs …`, `npx memory …`. */
function isMemoryCall(command: string): boolean {
  const [program = "", script = ""] = command.split(" ").map((word) => word.replace(/^["']|["']$/g, ""));
  if (programOf(program) === "memory") return true;
  return (
    (programOf(program) === "node" || programOf(program) === "npx") &&
    (script === "memory" || /(^|\/)(dist\/cli\.[cm]?js|bin\/memory)$/.test(script))
  );
}

/** The line cut at `;`, `&`, `|` and newlines outside quotes (a memory's text often holds a `;`). */
function unquotedPieces(line: string): string[] {
  const pieces: string[] = [];
  let quote = "";
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote) {
      if (char === quote) quote = "";
      else if (char === "\\" && quote === '"') i++;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === "\\") i++;
    else if (char === ";" || char === "&" || char === "|" || char === "\n") {
      pieces.push(line.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(line.slice(start));
  return pieces;
}

/**
 * The line without its calls of the memory CLI: saving or searching a gotcha names its words, paths and commands,
 * and the hook must not answer a save with the gotcha just saved. A heredoc fed to such a call (the rest of the
 * line) goes with it.
 */
function withoutMemoryCalls(line: string): string {
  const kept: string[] = [];
  let dropped = false;
  for (const piece of unquotedPieces(line)) {
    const command = simpleCommands(piece)[0];
    if (command === undefined) continue;
    if (!isMemoryCall(command)) kept.push(piece);
    else {
      dropped = true;
      if (piece.includes("<<")) break;
    }
  }
  return dropped ? kept.join(" ; ") : line;
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
    const line = withoutMemoryCalls(input.command.slice(0, MAX_COMMAND_CHARS));
    if (!line.trim()) return undefined;
    const words = line
      .split(/[\s;|&<>()`'"=]+/)
      .filter((word) => word && !word.startsWith("-") && !word.startsWith("$"));
    const paths = words.filter((word) => PATH_LIKE.test(word)).map((word) => projectRelative(word, root, cwd));
    return { paths, words, commands: simpleCommands(line) };
  }
  return undefined;
}

const MAX_ABOUT_CHARS = 80;

/**
 * What a block of gotchas names as its subject: the file read, or the simple command of a Bash line that the first
 * gotcha is about (`npm run build && npm publish` -> `npm publish`), not the line's first words or paths.
 */
export function aboutOfCall(target: GotchaTarget, first: GotchaEntry | undefined, root: string, cwd = root): string {
  const segments = target.commands ?? [];
  if (segments.length === 0) return target.paths[0] ?? target.words.slice(0, 4).join(" ");
  const matched =
    first &&
    segments.find((segment) => {
      const one = targetOfToolCall("Bash", { command: segment }, root, cwd);
      return one !== undefined && scoreGotcha(first, one) !== undefined;
    });
  const segment = matched || segments[0]!;
  return segment.length > MAX_ABOUT_CHARS ? `${segment.slice(0, MAX_ABOUT_CHARS - 1)}…` : segment;
}
