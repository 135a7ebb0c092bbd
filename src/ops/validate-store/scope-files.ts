// The other files of a scope `memory validate` reads: the approval inbox's
// proposals and config.json.

import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isMemoryError, MalformedMemoryError } from "../../core/errors.js";
import { splitMemoryFile } from "../../core/memory-file.js";
import { configPath, configViolations, readConfigText } from "../../store/config.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { INBOX_DIR } from "../shared/proposals.js";
import { MEMORY_LIMITS } from "../../core/memory-limits.js";
import { readChecked } from "./fields.js";
import type { Findings } from "./findings.js";

/** Proposals are memory files too: they must parse and hold no secret. */
export async function checkInbox(findings: Findings, store: ScopeStore): Promise<number> {
  let count = 0;
  for (const dir of [join(store.root, INBOX_DIR), join(store.root, INBOX_DIR, "rejected")]) {
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(".md") && !name.startsWith("."));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (!lstatSync(path, { throwIfNoEntry: false })?.isFile()) continue;
      count++;
      const text = await readChecked(findings, path, MEMORY_LIMITS.fileBytes);
      if (text === undefined) continue;
      try {
        splitMemoryFile(text, path);
      } catch (error) {
        if (!(error instanceof MalformedMemoryError)) throw error;
        const { line, reason } = error.details as { line?: number; reason?: string };
        findings.add(path, "frontmatter-parse", `frontmatter cannot be parsed: ${reason ?? error.message}`, line);
      }
    }
  }
  return count;
}

/** Returns whether the scope has a config file. */
export async function checkConfig(findings: Findings, store: ScopeStore): Promise<boolean> {
  const path = configPath(store.root);
  let text: string | undefined;
  try {
    text = readConfigText(store.root);
  } catch (error) {
    findings.add(
      path,
      "config",
      isMemoryError(error) ? error.message.replace(`${path} `, "") : `cannot be read: ${(error as Error).message}`,
    );
    return true;
  }
  if (text === undefined) return false;
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split("\n").length
      : /line (\d+)/.exec(message)
        ? Number(/line (\d+)/.exec(message)![1])
        : undefined;
    findings.add(path, "config", `not valid JSON: ${message}`, line);
    return true;
  }
  for (const violation of await configViolations(value)) {
    const key = violation.pointer.split("/").filter(Boolean).pop();
    const at = key ? text.split("\n").findIndex((row) => row.includes(`"${key}"`)) : -1;
    findings.add(
      path,
      "config",
      `${violation.pointer || "/"} ${violation.message} (config.json schema)`,
      at >= 0 ? at + 1 : undefined,
    );
  }
  return true;
}
