// The JSON request API dynamic values (`truth`, `utility`) as a memory's frontmatter holds
// them: a number in 0–1, or `{ value, updated, updates }` once `memory api`
// update has moved it.

export function isUnit(value: unknown): value is number {
  return typeof value === "number" && value >= 0 && value <= 1;
}

/** The stored value in 0–1, or undefined when the field is absent or out of range. */
export function storedUnitValue(stored: unknown): number | undefined {
  const value = stored && typeof stored === "object" ? (stored as { value?: unknown }).value : stored;
  return isUnit(value) ? value : undefined;
}
