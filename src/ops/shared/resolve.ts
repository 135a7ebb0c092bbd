// `memory resolve <slug> --ours|--theirs|--both`: ends a merge conflict left in
// a memory file. --ours / --theirs keep one side of every conflicting part;
// --both keeps the two versions as two memories linked to each other (the
// only choice for two different memories under one name); the one created
// first keeps the name, so every clone ends the same conflict the same way. The outcome
// is logged as a `sync.conflict.resolved` event; a file git holds as unmerged
// is staged, as `git add` would after a hand resolution.

import { conflictSides, firstSide, hasConflictMarkers, twoMemories } from "../../core/memory/index.js";
import { MalformedMemoryError, MemoryNotFoundError, UsageError } from "../../core/errors.js";
import { entryOf } from "../../core/memory/index.js";
import { DEFAULT_LINK_LABEL, decodeMemoryFile, encodeMemoryFile, type MemoryDocument } from "../../core/memory-file.js";
import { assertValidSlug, dedupeSlug } from "../../core/slug.js";
import { toIsoSeconds } from "../../core/time.js";
import type { Scope } from "../../core/types.js";
import { afterWrite } from "../../index/derived/index.js";
import { appendLog } from "../../store/append-log.js";
import { writeFileAtomic } from "../../store/atomic-write.js";
import { git, workTreeRoot } from "../../store/git.js";
import type { ScopeStore } from "../../store/scope-store.js";
import type { OperationContext } from "../context.js";

export type ResolveSide = "ours" | "theirs" | "both";

export interface ResolveRequest {
  slug: string;
  side?: ResolveSide;
  scope?: Scope;
}

export interface ResolveResponse {
  success: boolean;
  slug: string;
  scope: Scope;
  resolution: ResolveSide;
  /** The memories the conflict ended as (two with --both). */
  kept: string[];
  /** How many conflicting parts the file held. */
  conflicts: number;
  /** The files were staged in git (the file was unmerged there). */
  staged: boolean;
  message: string;
}

export async function resolveConflict(context: OperationContext, request: ResolveRequest): Promise<ResolveResponse> {
  assertValidSlug(request.slug);
  const store = await context.store.locateFile(request.slug, request.scope);
  if (!store)
    throw new MemoryNotFoundError(
      `No memory file ${request.slug}${request.scope ? ` in the ${request.scope} scope` : ""}. Run \`memory health\` to list the conflicts.`,
      { slug: request.slug },
    );
  return store.withWriteLock(async () => {
    const response = await resolveOne(context, store, request);
    // A side that itself held two memories (git merged this name in several steps) becomes a
    // conflicted memory of its own: with --both it is split too, until every memory has a file.
    const pending = [...response.kept];
    for (let round = 0; round < 8 && pending.length > 0 && response.resolution === "both"; round++) {
      const slug = pending.shift()!;
      const text = (await store.readText(slug))?.text;
      const sides = text === undefined ? undefined : conflictSides(text);
      if (!sides || !twoMemories(sides)) continue;
      const more = await resolveOne(context, store, { slug, side: "both" });
      response.kept = [...new Set([...response.kept, ...more.kept])];
      response.staged ||= more.staged;
      pending.push(...more.kept);
      response.message = `${response.message.replace(/\.$/, "")}; ${slug} held two more, kept as ${more.kept.join(" and ")}.`;
    }
    if (response.staged && response.kept.length > 2)
      stageFiles(
        store,
        response.kept.map((slug) => store.filePath(slug)),
      );
    return response;
  });
}

async function resolveOne(
  context: OperationContext,
  store: ScopeStore,
  request: ResolveRequest,
): Promise<ResolveResponse> {
  {
    const raw = await store.readText(request.slug);
    const sides = raw ? conflictSides(raw.text) : undefined;
    if (!raw || !sides)
      throw new UsageError(`${request.slug} holds no merge conflict: nothing to resolve.`, { slug: request.slug });
    const different = twoMemories(sides);
    const side = request.side ?? (different ? "both" : undefined);
    if (!side) {
      throw new UsageError(
        `${request.slug} has ${sides.count} conflicting part${sides.count === 1 ? "" : "s"}: choose --ours (this clone's version), --theirs (the merged-in version) or --both (keep both as two linked memories).`,
        { slug: request.slug },
      );
    }
    if (different && side !== "both") {
      // Two different memories under one name: keeping one would lose the other.
      throw new UsageError(
        `${request.slug} holds two different memories under one name (each side has its own); keep both with --both (delete one afterwards if it is not wanted).`,
        { slug: request.slug },
      );
    }
    const now = toIsoSeconds(context.now());
    const fallback = toIsoSeconds(new Date(raw.stat.mtimeMs));
    const ours = decodeSide(firstSide(sides.ours), request.slug, fallback, store, "ours");
    const theirs = decodeSide(firstSide(sides.theirs), request.slug, fallback, store, "theirs");
    const path = store.filePath(request.slug);
    const written = [path];
    let kept: string[];
    let winner = ours;
    let loser = theirs;
    if (side === "both") {
      const other = dedupeSlug(
        request.slug,
        (candidate) => candidate === request.slug || context.store.slugTaken(candidate),
      );
      const link = (target: string) => ({ target, label: DEFAULT_LINK_LABEL, created: now });
      // Every clone that ends the same conflict names the two the same way: the one created first
      // (then the smaller text) keeps the slug, so later merges between clones see one memory per name.
      const oursFirst =
        ours.created < theirs.created || (ours.created === theirs.created && sides.ours <= sides.theirs);
      const [kept1, text1, kept2, text2] = oursFirst
        ? [ours, sides.ours, theirs, sides.theirs]
        : [theirs, sides.theirs, ours, sides.ours];
      const first: MemoryDocument = {
        ...kept1,
        links: [...kept1.links.filter((item) => item.target !== other), link(other)],
      };
      const second: MemoryDocument = {
        ...kept2,
        slug: other,
        links: [...kept2.links.filter((item) => item.target !== request.slug), link(request.slug)],
      };
      await writeFileAtomic(path, text1); // one side as it was written, then the link added to it alone
      if (!hasConflictMarkers(text1)) {
        const saved = await store.save(first);
        await afterWrite(store, first, saved.text);
      }
      if (hasConflictMarkers(text2)) {
        // Still a conflict of its own (split next by the caller): written as it is, under the new name.
        await writeFileAtomic(store.filePath(other), text2, { exclusive: true });
      } else {
        const secondText = encodeMemoryFile(second);
        await store.save(second, { exclusive: true });
        await afterWrite(store, second, secondText);
      }
      written.push(store.filePath(other));
      kept = [request.slug, other];
      winner = first;
      loser = second;
    } else {
      const text = side === "ours" ? sides.ours : sides.theirs;
      if (side === "theirs") [winner, loser] = [theirs, ours];
      await writeFileAtomic(path, text);
      await afterWrite(store, winner, text);
      kept = [request.slug];
    }
    await appendLog(store.root, "events", [
      {
        ts: now,
        kind: "sync.conflict.resolved",
        winner: entryOf(winner, store.scope, "user"),
        loser: entryOf(loser, store.scope, "user"),
        resolution: side,
        kept,
      },
    ]);
    const staged = stageIfUnmerged(store, path, written);
    const message =
      side === "both"
        ? `Resolved ${request.slug}: kept both versions, as ${kept.join(" and ")} (the one created first keeps the name; linked to each other)`
        : `Resolved ${request.slug}: kept ${side === "ours" ? "this clone's" : "the merged-in"} version of ${sides.count} conflicting part${sides.count === 1 ? "" : "s"}`;
    return {
      success: true,
      slug: request.slug,
      scope: store.scope,
      resolution: side,
      kept,
      conflicts: sides.count,
      staged,
      message: `${message}${staged ? "; staged in git" : ""}.`,
    };
  }
}

function decodeSide(text: string, slug: string, fallback: string, store: ScopeStore, side: string): MemoryDocument {
  try {
    return decodeMemoryFile(text, slug, fallback, store.filePath(slug)).document;
  } catch (error) {
    if (!(error instanceof MalformedMemoryError)) throw error;
    throw new MalformedMemoryError(
      `The ${side} side of ${slug} cannot be read as a memory (${error.message}); edit the file by hand, remove the markers, then run \`git add\`.`,
      { slug },
    );
  }
}

/** Stages the files when git holds the original as unmerged (a merge in progress); otherwise leaves git alone. */
function stageIfUnmerged(store: ScopeStore, path: string, files: string[]): boolean {
  let repository: string | undefined;
  try {
    repository = workTreeRoot(store.root);
  } catch {
    return false;
  }
  if (!repository) return false;
  const unmerged = git(repository, ["ls-files", "-u", "--", path]).stdout.trim();
  if (!unmerged) return false;
  return git(repository, ["add", "--", ...files]).code === 0;
}

function stageFiles(store: ScopeStore, files: string[]): void {
  const repository = workTreeRoot(store.root);
  if (repository) git(repository, ["add", "--", ...files]);
}
