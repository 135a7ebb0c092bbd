// `memory promote`: a memory Claude Code wrote in its own memory (the auto
// scope, on one machine) becomes a team memory, through the normal write path
// (secrets redacted, the scope's policy and quotas, the indexes). Its type is
// mapped, its description kept, its `[[links]]` kept where their target is in
// the store or promoted with it, its origin recorded in `promoted_from`.
// Promoting again updates that memory; a fact the store already holds gets the
// provenance instead of a copy. `user` memories are personal: they go only to
// the local or global scope, and only when asked. Claude Code's files stay as
// they are unless `move` is asked.

import {
  AUTO_LINK_MAX_NAME,
  autoSlug,
  PROMOTED_FROM_FIELD,
  promotedFrom,
  promotedType,
} from "../core/auto-memory/index.js";
import { MemoryNotFoundError, UsageError } from "../core/errors.js";
import { WIKILINK } from "../core/links/index.js";
import { describeRedactions } from "../core/secrets/index.js";
import { dedupeSlug, slugFromTitle } from "../core/slug.js";
import type { MemoryType, PromotedMemory, PromoteRequest, PromoteResponse, Scope } from "../core/types.js";
import type { WriteMemoryRequest } from "../core/schemas/write-request.js";
import { parseMemoryType } from "../core/validation/index.js";
import { removeAutoMemoryFile } from "../store/auto-memory-dir.js";
import type { OperationContext } from "./context.js";
import { findAutoMemory, loadAutoMemory, type AutoMemoryFile, type AutoMemorySnapshot } from "./shared/auto-memory.js";
import { findHeldCopy, type HeldCopy } from "./shared/auto-memory-search.js";
import { writeMemory } from "./shared/write-memory.js";

const PERSONAL_SCOPES: readonly Scope[] = ["local", "global"];

interface Plan {
  memory: AutoMemoryFile;
  result: PromotedMemory;
  copy?: HeldCopy;
}

export async function promoteMemories(context: OperationContext, request: PromoteRequest): Promise<PromoteResponse> {
  if (!request.all && !request.name?.trim())
    throw new UsageError(
      "Name the memory to promote (`memory promote <name>`), or give --all (with --dry-run to see them first).",
    );
  if (request.all && request.name) throw new UsageError("Give a name or --all, not both.");
  if (request.scope === "auto")
    throw new UsageError("Promote copies into the project, local or global scope, not into auto.");
  const type = request.type === undefined ? undefined : parseMemoryType(request.type);
  const snapshot = loadAutoMemory(context);
  if (!snapshot) throw new UsageError("Claude Code's memory directory cannot be worked out here.");
  snapshot.problems.forEach(context.warn);
  const chosen = request.all ? snapshot.memories : [named(snapshot, request.name!.trim())];
  const target = request.scope ?? context.store.resolved.defaultWriteScope;
  context.store.writeTarget(target); // an unavailable scope is said before anything is planned

  const plans: Plan[] = [];
  for (const memory of chosen) plans.push(await plan(context, memory, request, target, type));
  // New memories' slugs are fixed before any is written, so links between memories promoted together hold.
  const taken = new Set<string>();
  for (const { result } of plans) {
    if (result.action !== "created") continue;
    result.slug = dedupeSlug(
      slugFromTitle(result.type!, result.title),
      (slug) => taken.has(slug) || context.store.slugTaken(slug),
    );
    taken.add(result.slug);
  }
  const teamSlugs = new Map<string, string>();
  for (const { memory, result } of plans)
    if (result.slug && result.action !== "skipped") teamSlugs.set(memory.slug, result.slug);
  if (!request.dryRun) {
    for (const item of plans)
      if (item.result.action !== "skipped") await apply(context, item, teamSlugs, snapshot, request);
  }
  const results = plans.map((item) => item.result);
  return {
    success: true,
    dryRun: request.dryRun === true,
    directory: snapshot.location.root,
    found: snapshot.location.via,
    results,
    message: summary(results, request.dryRun === true, snapshot),
  };
}

function named(snapshot: AutoMemorySnapshot, name: string): AutoMemoryFile {
  const memory = findAutoMemory(snapshot, name) ?? findAutoMemory(snapshot, autoSlug(name) ?? name);
  if (memory) return memory;
  throw new MemoryNotFoundError(
    `No memory "${name}" in Claude Code's memory of this project (${snapshot.location.root}). \`memory list --scope auto\` lists them.`,
    { name, directory: snapshot.location.root },
  );
}

async function plan(
  context: OperationContext,
  memory: AutoMemoryFile,
  request: PromoteRequest,
  target: Scope,
  type: MemoryType | undefined,
): Promise<Plan> {
  const result: PromotedMemory = {
    name: memory.name,
    autoSlug: memory.slug,
    filePath: memory.filePath,
    ...(memory.autoType ? { autoType: memory.autoType } : {}),
    title: memory.document.title,
    ...(memory.description ? { description: String(memory.document.fields.description) } : {}),
    action: "created",
  };
  if (memory.autoType === "user" && (request.scope === undefined || !PERSONAL_SCOPES.includes(request.scope))) {
    if (request.scope !== undefined && !request.all)
      throw new UsageError(
        `"${memory.name}" is a user memory (about you, not the project): it goes only to --scope local or --scope global.`,
      );
    return {
      memory,
      result: {
        ...result,
        action: "skipped",
        // The command that promotes it, whether it was named already or came with --all.
        reason: `a user memory (personal): only \`memory promote ${memory.name} --scope local\` (this checkout) or --scope global (your projects) copies it`,
      },
    };
  }
  const copy = await findHeldCopy(context, memory);
  if (copy?.reason === "promoted") {
    const unchanged = await sameAsPromoted(context, copy, memory);
    return {
      memory,
      copy,
      result: {
        ...result,
        action: unchanged ? "unchanged" : "updated",
        slug: copy.slug,
        scope: copy.scope,
        reason: `promoted before, as ${copy.slug}${unchanged ? "" : ": updated from Claude Code's newer text"}`,
      },
    };
  }
  if (copy) {
    return {
      memory,
      copy,
      result: {
        ...result,
        action: "linked",
        slug: copy.slug,
        scope: copy.scope,
        reason: "the store already holds this fact: its provenance is recorded there, no copy made",
      },
    };
  }
  return { memory, result: { ...result, scope: target, type: type ?? promotedType(memory) } };
}

/** Whether the team's memory promoted from this one says what it says now (links and headings aside). */
async function sameAsPromoted(context: OperationContext, copy: HeldCopy, memory: AutoMemoryFile): Promise<boolean> {
  const team = (await context.store.locate(copy.slug, copy.scope))?.memory.document;
  if (!team) return false;
  const plain = (text: string) =>
    text
      .replace(/^#\s.*\n+/, "")
      .replace(WIKILINK, "$1")
      .replace(/\s+/g, " ")
      .trim();
  return (
    plain(team.body) === plain(memory.document.body) &&
    (team.fields.description ?? "") === (memory.document.fields.description ?? "")
  );
}

/** The body with `[[name]]` links turned to the team's slugs; links to what the store does not hold become plain words. */
function teamBody(body: string, teamSlugs: Map<string, string>, context: OperationContext): string {
  return body.replace(WIKILINK, (whole, name: string, rest: string) => {
    if (name.length > AUTO_LINK_MAX_NAME) return whole;
    const slug = autoSlug(name.trim());
    if (!slug) return whole;
    const team = teamSlugs.get(slug);
    if (team) return `[[${team}${rest}]]`;
    if (context.store.slugTaken(slug)) return `[[${slug}${rest}]]`;
    return name.trim();
  });
}

async function apply(
  context: OperationContext,
  { memory, result, copy }: Plan,
  teamSlugs: Map<string, string>,
  snapshot: AutoMemorySnapshot,
  request: PromoteRequest,
): Promise<void> {
  const provenance = { [PROMOTED_FROM_FIELD]: promotedFrom(memory.name) };
  const description = memory.description ? { description: memory.description } : {};
  // The raw body: secrets in it are redacted by the write path, as for any write.
  const body = teamBody(memory.body.trim() || memory.document.title, teamSlugs, context);
  let write: WriteMemoryRequest;
  if (copy?.reason === "promoted") {
    // Promoted before: Claude Code's newer text and description; the team's title, type and tags stay.
    const existing = (await context.store.locate(copy.slug, copy.scope))!.memory.document;
    const heading = /^#\s/.test(existing.body) ? `# ${existing.title}\n\n` : "";
    write = { slug: copy.slug, scope: copy.scope, content: `${heading}${body}`, ...description, fields: provenance };
  } else if (copy) {
    // The store holds the fact already: it keeps its own text and gains the provenance.
    write = { slug: copy.slug, scope: copy.scope, fields: provenance };
  } else {
    write = {
      slug: result.slug!,
      scope: result.scope!,
      title: memory.document.title,
      type: result.type!,
      tags: [memory.autoType ?? "claude-code"],
      content: body,
      ...description,
      fields: { ...provenance, ...(memory.autoType ? { kind: memory.autoType } : {}) },
    };
  }
  const written = await writeMemory(context, write, { source: "import" });
  result.slug = written.slug;
  result.scope = written.scope;
  if (written.message.startsWith("Memory unchanged")) result.action = "unchanged";
  if (written.pending) result.reason = `waiting for approval in the ${written.scope} scope's inbox (\`memory inbox\`)`;
  if (written.redactions?.length) result.redacted = describeRedactions(written.redactions);
  if (request.move && !written.pending) {
    await removeAutoMemoryFile(snapshot.location.root, memory.fileName);
    result.moved = true;
  }
}

function summary(results: PromotedMemory[], dryRun: boolean, snapshot: AutoMemorySnapshot): string {
  if (results.length === 0) return `Claude Code's memory of this project (${snapshot.location.root}) holds no memory.`;
  const count = (action: PromotedMemory["action"]) => results.filter((result) => result.action === action).length;
  const parts = (["created", "updated", "linked", "unchanged", "skipped"] as const)
    .map((action) => [action, count(action)] as const)
    .filter(([, n]) => n > 0)
    .map(([action, n]) => `${n} ${dryRun && action !== "skipped" ? `would be ${action}` : action}`);
  return `${dryRun ? "Dry run: " : ""}${parts.join(", ")}.`;
}
