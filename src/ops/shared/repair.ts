// `memory repair` (and `memory health --fix`): fixes what the health check marks fixable. With
// `dryRun`, reports exactly the same actions and changes nothing. A file
// whose frontmatter cannot be parsed is never rewritten: it is a failure to
// fix by hand.

import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { EmbeddingFailedError, ModelNotFoundError, OllamaUnavailableError } from "../../core/errors.js";
import type { ParseProblem } from "../../core/memory-file.js";
import { toIsoSeconds } from "../../core/time.js";
import { removeEmbeddings } from "../../index/embeddings/index.js";
import { embedMemories } from "./embed.js";
import type { RepairAction, RepairFailure, RepairRequest, RepairResponse } from "../../core/types.js";
import { afterWrite } from "../../index/derived/index.js";
import { rebuildKeywordIndex } from "../../index/keyword/index.js";
import { loadCatalog, saveDerivedOfSummaries } from "../../index/derived/index.js";
import type { OperationContext } from "../context.js";
import { inspectStore } from "./inspect.js";
import { INDEX_PAGE_FILE, writeIndexPages } from "./index-page.js";
import { appendTo } from "../../core/multimap.js";

export async function repairStore(context: OperationContext, request: RepairRequest = {}): Promise<RepairResponse> {
  const dryRun = request.dryRun === true;
  const findings = await inspectStore(context, request.scope);
  const repaired: RepairAction[] = [];
  const bothAdded = new Set(findings.bothAdded.map(({ store, slug }) => `${store.scope}\u0000${slug}`));
  const failed: RepairFailure[] = findings.unparseable
    .filter(({ store, slug }) => !bothAdded.has(`${store.scope}\u0000${slug}`))
    .map(({ slug, reason }) => ({ type: "frontmatter", description: slug, reason }));
  const now = toIsoSeconds(context.now());
  // What a rewrite leaves out of a file (a value the codec could not keep): reported, never dropped silently.
  const dropped: string[] = [];
  const noteDropped = (slug: string, problems: ParseProblem[]) => {
    for (const problem of problems) if (problem.dropped) dropped.push(`${slug}: ${problem.dropped}`);
  };

  const bySource = new Map<string, (typeof findings.brokenLinks)[number][]>();
  for (const broken of findings.brokenLinks) {
    const key = `${broken.store.scope}\u0000${broken.source}`;
    appendTo(bySource, key, broken);
  }
  if (findings.brokenLinks.length > 0) {
    for (const links of bySource.values()) {
      const { store, source } = links[0]!;
      const targets = new Set(links.map((link) => link.target));
      if (dryRun) noteDropped(source, (await store.load(source).catch(() => undefined))?.problems ?? []);
      else {
        await store.withWriteLock(async () => {
          const loaded = await store.load(source);
          if (!loaded) return;
          noteDropped(source, loaded.problems);
          const document = {
            ...loaded.document,
            links: loaded.document.links.filter((link) => !targets.has(link.target)),
            updated: later(now, loaded.document.updated),
          };
          const { text } = await store.save(document);
          await afterWrite(store, document, text);
        });
      }
    }
    repaired.push({
      type: "broken-link-removed",
      description: `${dryRun ? "Would remove" : "Removed"} ${findings.brokenLinks.length} broken link${findings.brokenLinks.length === 1 ? "" : "s"}`,
      affectedMemories: findings.brokenLinks.map((link) => `${link.source} → ${link.target}`),
    });
  }

  if (findings.normalisable.length > 0) {
    for (const { store, slug } of findings.normalisable) {
      if (dryRun) {
        noteDropped(slug, (await store.load(slug).catch(() => undefined))?.problems ?? []);
        continue;
      }
      await store.withWriteLock(async () => {
        const loaded = await store.load(slug);
        if (!loaded) return;
        noteDropped(slug, loaded.problems);
        const { text } = await store.save(loaded.document); // the decoded document is the normalised one
        await afterWrite(store, loaded.document, text);
      });
    }
    repaired.push({
      type: "frontmatter-normalized",
      description: `${dryRun ? "Would normalise" : "Normalised"} the frontmatter of ${findings.normalisable.length} memor${findings.normalisable.length === 1 ? "y" : "ies"} (${[...new Set(findings.normalisable.flatMap((item) => item.fields))].join(", ")})`,
      affectedMemories: findings.normalisable.map((item) => item.slug),
    });
  }

  if (dropped.length > 0) {
    const unique = [...new Set(dropped)];
    repaired.push({
      type: "frontmatter-normalized",
      description: `${dryRun ? "Would drop" : "Dropped"} what the rewritten frontmatter could not keep: ${unique.join("; ")}`,
      affectedMemories: [...new Set(unique.map((item) => item.slice(0, item.indexOf(":"))))],
    });
  }

  for (const { path } of findings.tempFiles) if (!dryRun) await rm(path, { force: true });
  if (findings.tempFiles.length > 0) {
    repaired.push({
      type: "temp-file-removed",
      description: `${dryRun ? "Would remove" : "Removed"} ${findings.tempFiles.length} leftover temp file${findings.tempFiles.length === 1 ? "" : "s"}`,
      affectedMemories: findings.tempFiles.map((item) => item.path),
    });
  }

  if (findings.bothAdded.length > 0) {
    const kept: string[] = [];
    if (!dryRun) {
      const { resolveConflict } = await import("./resolve.js");
      for (const { store, slug } of findings.bothAdded) {
        try {
          kept.push(...(await resolveConflict(context, { slug, side: "both", scope: store.scope })).kept);
        } catch (error) {
          failed.push({ type: "conflict", description: slug, reason: (error as Error).message });
        }
      }
    }
    repaired.push({
      type: "conflict-resolved",
      description: `${dryRun ? "Would keep" : "Kept"} both memories added under one name in ${findings.bothAdded.length} merge conflict${findings.bothAdded.length === 1 ? "" : "s"} (memory resolve --both)`,
      affectedMemories: dryRun ? findings.bothAdded.map((item) => item.slug) : kept,
    });
  }

  if (findings.gitSetup.length > 0) {
    const stores = [...new Set(findings.gitSetup)];
    if (!dryRun) {
      const { gitSetup } = await import("./git-setup.js");
      for (const store of stores) await gitSetup(context, { scope: store.scope });
    }
    repaired.push({
      type: "git-setup",
      description: `${dryRun ? "Would set up" : "Set up"} git for ${stores.map((store) => store.scope).join(", ")} (.index/ ignored, .gitattributes, merge driver)`,
      affectedMemories: [],
    });
  }

  // Indexes last: the rewrites above changed files they cover.
  const rebuild = new Set(findings.staleIndexes.map((item) => item.store));
  if (!dryRun && (findings.brokenLinks.length > 0 || findings.normalisable.length > 0))
    for (const catalog of findings.catalogs) rebuild.add(catalog.store);
  for (const store of rebuild) {
    if (dryRun) continue;
    try {
      const catalog = await loadCatalog(store);
      await rebuildKeywordIndex(catalog);
      await saveDerivedOfSummaries(store, catalog.entries);
    } catch (error) {
      failed.push({ type: "index-rebuilt", description: `${store.scope} indexes`, reason: (error as Error).message });
    }
  }
  if (findings.staleIndexes.length > 0) {
    repaired.push({
      type: "index-rebuilt",
      description: `${dryRun ? "Would rebuild" : "Rebuilt"} the indexes of ${findings.staleIndexes.map((item) => item.store.scope).join(", ")}`,
      affectedMemories: findings.staleIndexes.flatMap((item) => item.memories),
    });
  }

  // ── embedding cache: re-embed stale entries when Ollama answers, else drop them; drop orphans ──
  if (findings.staleCaches.length > 0) {
    const notes: string[] = [];
    for (const { store, stale, orphaned } of findings.staleCaches) {
      if (dryRun) continue;
      try {
        if (stale.length > 0) await embedMemories(context, { scope: store.scope });
        else await removeEmbeddings(store, orphaned);
      } catch (error) {
        if (
          !(
            error instanceof OllamaUnavailableError ||
            error instanceof ModelNotFoundError ||
            error instanceof EmbeddingFailedError
          )
        )
          throw error;
        await removeEmbeddings(store, [...stale, ...orphaned]).catch(() => undefined);
        notes.push(
          `${store.scope}: stale entries removed instead of re-embedded (${error.message.split(". ")[0]}); the next search or \`memory embed\` embeds them`,
        );
      }
    }
    const stale = findings.staleCaches.reduce((sum, item) => sum + item.stale.length, 0);
    const orphaned = findings.staleCaches.reduce((sum, item) => sum + item.orphaned.length, 0);
    const parts = [
      stale && `${dryRun ? "re-embed" : "re-embedded"} ${stale} stale entr${stale === 1 ? "y" : "ies"}`,
      orphaned && `${dryRun ? "remove" : "removed"} ${orphaned} without a memory`,
    ].filter(Boolean);
    const text = `Embedding cache: ${parts.join(", ")}${notes.length ? ` (${notes.join("; ")})` : ""}`;
    repaired.push({
      type: "cache-regenerated",
      description: dryRun ? `Would regenerate the embedding cache: ${parts.join(", ")}` : text,
      affectedMemories: findings.staleCaches.flatMap((item) => [...item.stale, ...item.orphaned]),
    });
  }

  // INDEX.md pages the user asked for once (with `memory index-page`) are kept in step.
  const pages = findings.catalogs.filter((catalog) => existsSync(join(catalog.store.root, INDEX_PAGE_FILE)));
  if (pages.length > 0 && repaired.length > 0) {
    for (const catalog of pages) if (!dryRun) await writeIndexPages(context, { scope: catalog.store.scope });
    repaired.push({
      type: "index-rebuilt",
      description: `${dryRun ? "Would regenerate" : "Regenerated"} ${INDEX_PAGE_FILE} of ${pages.map((catalog) => catalog.store.scope).join(", ")}`,
      affectedMemories: [],
    });
  }

  const count = repaired.length;
  const summary =
    count === 0 && failed.length === 0
      ? "Nothing to repair."
      : `${count} repair action${count === 1 ? "" : "s"} ${dryRun ? "would be taken (dry run: nothing changed)" : "completed"}${failed.length ? `; ${failed.length} problem${failed.length === 1 ? " needs" : "s need"} fixing by hand` : ""}.`;
  return { success: failed.length === 0, repaired, failed, summary };
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}
