import { UsageError } from "../../core/errors.js";
import {
  PUBLIC_WRITE_FIELDS,
  WRITE_REQUEST_FIELDS,
  writeFieldMeta,
  type WriteMemoryRequest,
  type WriteRequestField,
} from "../../core/schemas/write-request.js";
import { countRedactions, describeRedactions } from "../../core/secrets/index.js";
import { MEMORY_LIMITS } from "../../core/memory-limits.js";
import { readInputFile } from "../../store/external-file.js";
import { writeMemory } from "../../ops/write.js";
import { stringOption, type OptionSpec, type ParsedArgs } from "../args.js";
import { printJson, type Command } from "../command.js";
import type { CliIO } from "../io.js";
import { splitList } from "../lists.js";

// The options and the JSON keys come from the write request's definition: a field it gains is an option here.
/** A request field's option: `expiresIn` → `--expires-in`. */
const optionName = (field: string) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** The fields written on the command line as options (those whose definition gives a help line). */
const OPTION_FIELDS = PUBLIC_WRITE_FIELDS.filter((field) => writeFieldMeta(field).help !== undefined);
const LIST_FIELDS = new Set<WriteRequestField>(["tags", "links", "paths", "commands", "source"]);

const optionLines = [
  ...OPTION_FIELDS.map((field) => [`--${optionName(field)} ${writeFieldMeta(field).arg}`, writeFieldMeta(field).help!]),
  ["--content-file <path>", "read the content (markdown) from a file; - reads it from stdin"],
  ["--stdin <kind>", "what stdin holds: json (a request) or markdown (the content)"],
  ["--json", "print the JSON response"],
]
  .map(([flag, help]) => {
    const [first, ...rest] = help!.split("\n");
    return [`  ${flag!.padEnd(21)} ${first}`, ...rest.map((line) => `${" ".repeat(24)}${line}`)].join("\n");
  })
  .join("\n");

/** The JSON keys, wrapped as the help prints them. */
const jsonKeys = WRITE_REQUEST_FIELDS.map((field) => `"${field}"`)
  .join(",")
  .replace(/(.{1,76})(?:,|$)/g, "$1,\n")
  .replace(/,\n$/, "");

export const command: Command = {
  name: "write",
  usage: `Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md
       memory write --type gotcha --tags db --content-file /tmp/note.md
       memory write --slug <slug> --tags a,b      (edit one field, keep the rest)

Creates a memory (or updates the one named by --slug: what is not given is kept).

Options:
${optionLines}

Content may come from a file (--content-file: its text is the content, as it
is, whatever it holds), or on stdin instead of as an argument: plain markdown,
or a JSON request with the keys
${jsonKeys}.
A JSON object is read as a request only when it holds request fields alone
("content" among them, unless "slug" names the memory to edit): markdown that
is JSON stays content; --stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,
  options: {
    ...Object.fromEntries(
      OPTION_FIELDS.map((field) => [
        optionName(field),
        LIST_FIELDS.has(field) ? { type: "string", multiple: true } : { type: "string" },
      ]),
    ),
    stdin: { type: "string" },
    "content-file": { type: "string" },
  } as OptionSpec,
  async run(args, { io, context }) {
    const request = await buildRequest(args, io);
    const response = await writeMemory(context(), request);
    if (args.values.json) return printJson(io, response);
    if (response.redactions?.length) {
      const count = countRedactions(response.redactions);
      io.err(
        `⚠ Redacted ${count} secret${count === 1 ? "" : "s"} before saving: ${describeRedactions(response.redactions)}\n`,
      );
    }
    if (response.pending) {
      io.out(`⧗ ${response.message}\n  Scope: ${response.scope}\n  Proposal: ${response.filePath}\n`);
      return;
    }
    io.out(
      `✓ ${response.message}\n  Scope: ${response.scope}\n  Path: ${response.filePath}\n  Created: ${response.created}\n`,
    );
    if (unanchoredGotcha(request)) {
      io.out(
        '  ℹ No --paths: the hook shows this gotcha only when a file path or command shares words with its tags or title.\n    Add --paths "src/area/**" (globs) to show it whenever those files are read.\n',
      );
    }
  },
};

/** A new gotcha tied to no file (no `paths`, and no `commands` where those exist): it fires on shared words only. */
function unanchoredGotcha(request: WriteMemoryRequest): boolean {
  if (request.type !== "gotcha" || request.slug !== undefined) return false;
  const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "");
  return (
    !given(request.paths) &&
    !given(request.commands) &&
    !given(request.fields?.paths) &&
    !given(request.fields?.commands)
  );
}

/** A memory's content is at most this many characters: a file larger than that many UTF-8 bytes could be no memory. */
const MAX_CONTENT_FILE_BYTES = MEMORY_LIMITS.body * 4;

/**
 * The content named by --content-file: a file's text, or stdin's for `-` (as markdown, never a request). A file
 * spares the caller the shell's quoting, and a file outside the project spares it one there.
 */
async function contentFromFile(path: string, args: ParsedArgs, io: CliIO): Promise<string> {
  if (args.positionals.length > 0)
    throw new UsageError("Give the content once: as an argument or with --content-file, not both.");
  if (args.values.stdin !== undefined)
    throw new UsageError("--content-file and --stdin both say where the content is: give one of them.");
  if (path === "") throw new UsageError("--content-file needs the path of a file (or - for stdin).");
  if (path === "-" && io.stdinIsTTY) throw new UsageError("--content-file - reads stdin, but nothing is piped in.");
  const text =
    path === "-" ? await io.readStdin() : (await readInputFile(path, { maxBytes: MAX_CONTENT_FILE_BYTES })).text;
  // An edit given an empty file would keep the old content without a word: refused instead.
  if (text.trim() === "")
    throw new UsageError(`${path === "-" ? "stdin" : path} is empty: nothing to write as the content.`);
  return text;
}

async function buildRequest(args: ParsedArgs, io: CliIO): Promise<WriteMemoryRequest> {
  const { values, positionals } = args;
  let base: Record<string, unknown> = {};
  const file = stringOption(values, "content-file");
  let content = file !== undefined ? await contentFromFile(file, args, io) : positionals.join(" ");
  if (file === undefined && (content === "" || content === "-")) {
    // An edit by slug needs no content (what is not given is kept); anything else does.
    if (io.stdinIsTTY && values.slug === undefined)
      throw new UsageError(
        "Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.",
      );
    const input = io.stdinIsTTY ? "" : await io.readStdin();
    const json = parseJsonRequest(input, stringOption(values, "stdin"), values.json === true);
    if (json) base = json;
    else content = input;
  }
  const request: Record<string, unknown> = { ...base };
  if (content.trim() !== "" && (content !== "-" || file !== undefined)) request.content = content;
  for (const field of OPTION_FIELDS) {
    const name = optionName(field);
    const value = LIST_FIELDS.has(field) ? splitList(values[name]) : stringOption(values, name);
    if (value !== undefined) request[field] = value;
  }
  // Checked by the write service against the request's definition.
  return request as WriteMemoryRequest;
}

/** The fields of a JSON request: an object with other keys is markdown that happens to be JSON. */
const REQUEST_KEYS: ReadonlySet<string> = new Set(WRITE_REQUEST_FIELDS);

/**
 * What stdin is. `--stdin json` or `--stdin markdown` says so; otherwise it is
 * a request when it is a JSON object of request fields only (with its
 * `content`), and with `--json` (the form scripts and the skill use) a
 * malformed one is an error rather than a memory. Anything else is markdown,
 * even a JSON object: a memory may well be about one.
 */
function parseJsonRequest(
  input: string,
  mode: string | undefined,
  machine: boolean,
): Record<string, unknown> | undefined {
  if (mode !== undefined && mode !== "json" && mode !== "markdown")
    throw new UsageError(`--stdin takes json or markdown, got ${JSON.stringify(mode)}.`);
  if (mode === "markdown") return undefined;
  const trimmed = input.trim();
  if (mode === undefined && !trimmed.startsWith("{")) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    if (mode === undefined && !machine) return undefined;
    throw new UsageError(
      `stdin looks like a JSON request but is not valid JSON (${(error as Error).message}). Send plain markdown (--stdin markdown) or a valid JSON object.`,
    );
  }
  const isObject = !!parsed && typeof parsed === "object" && !Array.isArray(parsed);
  if (mode === "json") {
    if (!isObject) throw new UsageError("A JSON request on stdin must be an object.");
    return parsed as Record<string, unknown>;
  }
  if (!isObject) return undefined;
  const keys = Object.keys(parsed as object);
  const looksLikeRequest =
    (keys.includes("content") || keys.includes("slug")) && keys.every((key) => REQUEST_KEYS.has(key));
  if (looksLikeRequest) return parsed as Record<string, unknown>;
  if (machine && keys.some((key) => REQUEST_KEYS.has(key))) {
    throw new UsageError(
      `stdin is a JSON object but not a write request (${
        keys
          .filter((key) => !REQUEST_KEYS.has(key))
          .slice(0, 3)
          .join(", ") || "no content"
      }). Send a request with "content", or --stdin markdown to save the JSON itself as the memory.`,
    );
  }
  return undefined;
}
