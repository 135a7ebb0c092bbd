// `memory validate`: one read-only gate over a store — every memory file, every
// log line, each scope's config.json — against the formats of docs/formats.md
// (field types and words, timestamp consistency, required metadata, as-of
// exclusion, log record shapes, no secrets on disk). A violation makes the store invalid (exit 1); a warning
// does too with `strict`. Usable in a pre-commit hook or CI.
//
// It reads the files themselves, never the manifest, each file once, and
// writes nothing (not even derived state): the as-of self-check runs the list
// operation over catalogs built from what it has just read.

import { toIsoSeconds } from "../core/time.js";
import type { ScopeStore } from "../store/scope-store.js";
import type { OperationContext } from "./context.js";
import { checkAsOf } from "./validate-store/as-of.js";
import { Findings, sortFindings, type ValidateRequest, type ValidateResponse } from "./validate-store/findings.js";
import { checkLogs } from "./validate-store/logs.js";
import { checkMemoryFile, type CheckedMemory } from "./validate-store/memory-file.js";
import { checkConfig, checkInbox } from "./validate-store/scope-files.js";

export {
  VALIDATION_RULES,
  type ValidateRequest,
  type ValidateResponse,
  type ValidationFinding,
  type ValidationRule,
} from "./validate-store/findings.js";

export async function validateStore(
  context: OperationContext,
  request: ValidateRequest = {},
): Promise<ValidateResponse> {
  const stores = context.store.readable(request.scope);
  const findings = new Findings(context.store.resolved.repoRoot);
  const notes: string[] = [];
  const checked: ValidateResponse["checked"] = {
    scopes: [],
    memories: 0,
    logLines: 0,
    configs: 0,
    inbox: 0,
    asOfInstants: 0,
  };

  // Link targets resolve against every available scope, as reads do.
  const existing = new Set<string>();
  const listings = new Map<ScopeStore, Awaited<ReturnType<ScopeStore["listFiles"]>>>();
  for (const store of context.store.readable()) {
    const listing = await store.listFiles();
    listings.set(store, listing);
    for (const file of listing.files) existing.add(file.slug);
  }

  const memories: CheckedMemory[] = [];
  for (const store of stores) {
    if (!(await store.exists())) {
      if (request.scope !== undefined && request.scope !== "all")
        notes.push(`${store.scope}: no memory directory at ${findings.display(store.root)} (nothing to check).`);
      continue;
    }
    checked.scopes.push(store.scope);
    const listing = listings.get(store) ?? (await store.listFiles());
    for (const warning of listing.warnings) {
      const symlink = /symbolic link/.test(warning.message);
      const badName = /not a valid slug/.test(warning.message);
      findings.add(
        warning.filePath,
        symlink ? "symlink" : badName ? "file-name" : "file-unreadable",
        symlink
          ? "a symbolic link: memories are never read through links; replace it with the file itself"
          : warning.message,
      );
    }
    for (const file of listing.files) {
      const path = store.filePath(file.slug);
      let raw: Awaited<ReturnType<ScopeStore["readText"]>>;
      try {
        raw = await store.readText(file.slug);
      } catch (error) {
        findings.add(path, "file-unreadable", `cannot be read: ${(error as Error).message}`);
        continue;
      }
      if (!raw) continue; // removed meanwhile
      checked.memories++;
      const memory = checkMemoryFile(
        findings,
        store,
        file.slug,
        raw.text,
        toIsoSeconds(new Date(raw.stat.mtimeMs)),
        existing,
      );
      if (memory) memories.push(memory);
    }
    checked.inbox += await checkInbox(findings, store);
    checked.logLines += await checkLogs(findings, store);
    if (await checkConfig(findings, store)) checked.configs++;
  }

  checked.asOfInstants = checkAsOf(context, findings, memories, notes);

  const strict = request.strict === true;
  const valid = findings.violations.length === 0 && (!strict || findings.warnings.length === 0);
  return {
    success: true,
    valid,
    strict,
    violations: sortFindings(findings.violations),
    warnings: sortFindings(findings.warnings),
    checked,
    notes,
  };
}
