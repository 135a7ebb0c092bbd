import { UsageError } from "../../core/errors.js";
import { countRedactions, describeRedactions } from "../../core/secrets.js";
import type { WriteMemoryRequest } from "../../core/types.js";
import { parseScope } from "../../core/validate.js";
import { writeMemory } from "../../ops/shared/write-memory.js";
import { stringOption, type ParsedArgs } from "../args.js";
import { printJson, type Command } from "../command.js";
import type { CliIO } from "../io.js";
import { splitList } from "../lists.js";

export const command: Command = {
  name: "write",
  usage: `Usage: memory write <content> --type <type> --tags <a,b> [options]
       echo '<json request>' | memory write
       memory write --type gotcha --tags db < note.md

Creates a memory (or updates the one named by --slug).

Options:
  --type <type>        decision | learning | gotcha | breadcrumb | hub | artifact
  --tags <a,b>         comma-separated tags (at least one)
  --title <title>      title (default: the first # heading, else the first line)
  --scope <scope>      project | local | global | enterprise (default: project in a repo, else global)
  --links <a,b>        slugs of related memories
  --paths <globs>      files a gotcha applies to, e.g. "src/auth/**,*.oauth.ts"
  --commands <globs>   shell commands a gotcha is about, e.g. "npm publish*,terraform apply*"
  --slug <slug>        write to this slug; an existing memory is updated in place
  --source <refs>      where it comes from (file refs): src/a.ts:L10-L20,
                       docs/x.md#Heading:L1-L9, src/a.ts::fn, commit <hash>;
                       named repository files are anchored (hashed) so
                       \`memory health\` notices when they change
  --ttl <ttl>          ephemeral | decay | persistent (default: none = persistent);
                       ephemeral without an expiry expires after 7 days
  --expires <ISO>      hide it from default reads from this date or instant on
  --expires-in <dur>   the same as a duration from now: 12h, 30d, 2w
  --stdin <kind>       what stdin holds: json (a request) or markdown (the content)
  --json               print the JSON response

Content may come on stdin instead of as an argument: plain markdown, or a JSON
request {"content","type","tags","title","scope","links","paths","commands","slug","fields",
"ttl","expires","expiresIn"}. A JSON object is read as a request only when it
holds "content" and request fields alone (markdown that is JSON stays content);
--stdin json or --stdin markdown says which it is.
Options given on the command line override the JSON request.

Secrets (cloud keys, tokens, private keys, passwords in URLs or assignments)
are replaced by [REDACTED:<kind>] before anything is written; a warning (and
"redactions" in --json) says what was redacted.`,
  options: {
    type: { type: "string" },
    tags: { type: "string", multiple: true },
    title: { type: "string" },
    scope: { type: "string" },
    links: { type: "string", multiple: true },
    paths: { type: "string", multiple: true },
    commands: { type: "string", multiple: true },
    slug: { type: "string" },
    source: { type: "string", multiple: true },
    ttl: { type: "string" },
    expires: { type: "string" },
    "expires-in": { type: "string" },
    stdin: { type: "string" },
  },
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
  const loose = request as unknown as { paths?: unknown; commands?: unknown; fields?: Record<string, unknown> };
  const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "");
  return !given(loose.paths) && !given(loose.commands) && !given(loose.fields?.paths) && !given(loose.fields?.commands);
}

async function buildRequest(args: ParsedArgs, io: CliIO): Promise<WriteMemoryRequest> {
  const { values, positionals } = args;
  let base: Partial<WriteMemoryRequest> = {};
  let content = positionals.join(" ");
  if (content === "" || content === "-") {
    if (io.stdinIsTTY)
      throw new UsageError(
        "Nothing to write: give the content as an argument, or pipe it (or a JSON request) on stdin.",
      );
    const input = await io.readStdin();
    const json = parseJsonRequest(input, stringOption(values, "stdin"), values.json === true);
    if (json) base = json;
    else content = input;
  }
  const request: Record<string, unknown> = { ...base };
  if (content !== "" && content !== "-") request.content = content;
  const overrides: Record<string, unknown> = {
    type: stringOption(values, "type"),
    title: stringOption(values, "title"),
    slug: stringOption(values, "slug"),
    scope: values.scope === undefined ? undefined : parseScope(values.scope),
    tags: splitList(values.tags),
    links: splitList(values.links),
    paths: splitList(values.paths),
    commands: splitList(values.commands),
    ttl: stringOption(values, "ttl"),
    expires: stringOption(values, "expires"),
    expiresIn: stringOption(values, "expires-in"),
  };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) request[key] = value;
  const source = splitList(values.source);
  if (source !== undefined) request.fields = { ...(request.fields as Record<string, unknown> | undefined), source };
  if (request.scope !== undefined) request.scope = parseScope(request.scope);
  return request as unknown as WriteMemoryRequest;
}

/** The fields of a JSON request: an object with other keys is markdown that happens to be JSON. */
const REQUEST_KEYS = new Set([
  "content",
  "title",
  "type",
  "tags",
  "scope",
  "links",
  "paths",
  "slug",
  "fields",
  "edges",
  "ttl",
  "expires",
  "expiresIn",
  "created",
  "unsetFields",
  "allowEmptyTags",
]);

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
): Partial<WriteMemoryRequest> | undefined {
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
    return parsed as Partial<WriteMemoryRequest>;
  }
  if (!isObject) return undefined;
  const keys = Object.keys(parsed as object);
  const looksLikeRequest = keys.includes("content") && keys.every((key) => REQUEST_KEYS.has(key));
  if (looksLikeRequest) return parsed as Partial<WriteMemoryRequest>;
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
