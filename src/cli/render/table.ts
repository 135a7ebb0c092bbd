import { truncate } from "./text.js";

/** A box-drawn table as in the public API's `memory list`. */
export function renderTable(headers: string[], rows: string[][], maxWidths: number[] = []): string {
  const cells = rows.map((row) => row.map((cell, i) => truncate(cell.replace(/\s+/g, " "), maxWidths[i] ?? 60)));
  const widths = headers.map((header, i) =>
    Math.max([...header].length, ...cells.map((row) => [...(row[i] ?? "")].length)),
  );
  const line = (left: string, mid: string, right: string) =>
    `${left}${widths.map((w) => "─".repeat(w + 2)).join(mid)}${right}`;
  const row = (values: string[]) =>
    `│${values.map((value, i) => ` ${value}${" ".repeat(widths[i]! - [...value].length)} `).join("│")}│`;
  return [line("┌", "┬", "┐"), row(headers), line("├", "┼", "┤"), ...cells.map(row), line("└", "┴", "┘")].join("\n");
}
