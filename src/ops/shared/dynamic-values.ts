// A record's dynamic values, `truth` and `utility` (the JSON API's): what they are now, and how an update moves
// them toward a target (new = old + confidence × (target − old)). The API's read shows them, its update moves them.

import { isUnit, storedUnitValue } from "../../core/frontmatter/index.js";
import type { DynamicUpdate } from "../../core/types.js";

const NEUTRAL = 0.5;

/** A record's current truth or utility: the stored value, else its starting value. */
export function dynamicValue(fields: Record<string, unknown>, name: "truth" | "utility"): number {
  const stored = storedUnitValue(fields[name]);
  if (stored !== undefined) return stored;
  return name === "truth" && isUnit(fields.confidence) ? fields.confidence : NEUTRAL;
}

export function movedToward(old: number, update: DynamicUpdate): number {
  return Math.round((old + update.confidence * (update.target - old)) * 10_000) / 10_000;
}
