// Writes the table of every setting in docs/settings.md from core/settings (`npm run docs:settings`);
// test/core/settings.test.ts fails when the page and the table differ.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SETTINGS, type SettingSpec } from "../src/core/settings/index.js";

/** Run from the repository (npm scripts and vitest are). */
export const SETTINGS_PAGE = join(process.cwd(), "docs", "settings.md");
const START = "<!-- settings table: generated from src/core/settings/table.ts, do not edit -->";
const END = "<!-- end of settings table -->";

function takes(spec: SettingSpec): string {
  if (spec.kind === "flag") return "on/off";
  if (spec.kind === "text") return "text";
  const kind = spec.integer ? "whole number" : "number";
  if (spec.max !== undefined) return `${kind}, ${spec.min}–${spec.max}`;
  return `${kind}, ${spec.above ? ">" : "≥"} ${spec.min}`;
}

function shownDefault(spec: SettingSpec): string {
  if (spec.default === undefined) return "—";
  if (spec.kind === "flag") return spec.default ? "on" : "off";
  return `\`${spec.default}\``;
}

/** The table, one row per setting, in the table's order. */
export function settingsMarkdown(): string {
  const rows = Object.values(SETTINGS as Record<string, SettingSpec>).map(
    (spec) => `| \`${spec.env}\` | ${takes(spec)} | ${shownDefault(spec)} | ${spec.doc.replaceAll("|", "\\|")} |`,
  );
  return [START, "| variable | takes | default | what it does |", "|---|---|---|---|", ...rows, END].join("\n");
}

/** The page with its table block replaced by `table`. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/settings.md lacks the markers ${START} … ${END}`);
  return page.slice(0, start) + table + page.slice(end + END.length);
}

if (process.argv[1]?.endsWith("settings-doc.mjs")) {
  writeFileSync(SETTINGS_PAGE, withTable(readFileSync(SETTINGS_PAGE, "utf8"), settingsMarkdown()));
}
