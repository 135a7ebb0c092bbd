/** ISO 8601 UTC to the second, e.g. 2026-01-10T10:00:00Z. */
export function toIsoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function nowIso(): string {
  return toIsoSeconds(new Date());
}

/** Accepts ISO strings, dates and epoch numbers; undefined when not a valid instant. */
export function normalizeTimestamp(value: unknown): string | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === "number" && Number.isFinite(value)) date = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) date = new Date(value.trim());
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return toIsoSeconds(date);
}
