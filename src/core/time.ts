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

/** An ISO 8601 date or date-time, taken apart; `zoneMinutes` is absent when the text names no zone. */
export interface IsoTimestamp {
  /** The date alone (no time of day). */
  dateOnly: boolean;
  /** `T` (or `t`) or a space between date and time; empty for a date alone. */
  separator: string;
  /** The zone as written (`Z`, `+02:00`, …), or "" when there is none. */
  zone: string;
  /** Offset east of UTC, in minutes; undefined when there is no zone or it is out of range. */
  zoneMinutes?: number;
  /** The instant in UTC seconds (a time without a zone read as UTC). */
  utc: string;
}

// The one ISO 8601 grammar: every reader of timestamps (frontmatter, logs, imported records, `--as-of`) parses with it.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:([Tt ])(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Whether the text has the shape of an ISO 8601 date or date-time (its fields may still be out of range). */
export function looksLikeIsoTimestamp(text: string): boolean {
  return ISO_8601.test(text);
}

/** Parses an ISO 8601 date or date-time whose fields are in range (the day fits its month); undefined otherwise. */
export function parseIsoTimestamp(text: string): IsoTimestamp | undefined {
  const match = ISO_8601.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, separator = "", h = "00", mi = "00", s = "00", zone = ""] = match;
  const year = Number(y),
    month = Number(mo),
    day = Number(d),
    hour = Number(h),
    minute = Number(mi),
    second = Number(s);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59)
    return undefined;
  let zoneMinutes: number | undefined;
  if (zone === "Z" || zone === "z") zoneMinutes = 0;
  else if (zone) {
    const [, sign, hours, minutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
    if (Number(hours) <= 23 && Number(minutes) <= 59)
      zoneMinutes = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - (zoneMinutes ?? 0) * 60_000);
  return {
    dateOnly: separator === "",
    separator,
    zone,
    ...(zoneMinutes !== undefined ? { zoneMinutes } : {}),
    utc: toIsoSeconds(date),
  };
}

/** Why a value is not an ISO 8601 timestamp (a phrase after the field's name), or undefined when it is one. */
export function timestampProblem(value: unknown): string | undefined {
  if (typeof value !== "string") return `is not an ISO 8601 timestamp (got ${JSON.stringify(value)})`;
  if (!looksLikeIsoTimestamp(value.trim()))
    return `is not an ISO 8601 timestamp (got ${JSON.stringify(value)}), e.g. 2026-01-10T10:00:00Z`;
  if (!parseIsoTimestamp(value.trim())) return `is not a valid date or time (got ${JSON.stringify(value)})`;
  return undefined;
}

/** Blocks the thread for `ms` milliseconds: the hooks are synchronous, and poll a lock, a pipe or a refresh this way. */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
