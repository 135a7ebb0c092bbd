// A rule's match read by its named groups.

/** The named groups of a match (none: an empty record). */
export function groups(match: RegExpExecArray): Record<string, string> {
  return (match.groups ?? {}) as Record<string, string>;
}

/** Whether blanks stand between an assignment's separator and its value (`key: value`, not `key:value`). */
export function gapBeforeValue(match: RegExpExecArray): boolean {
  const indices = match.indices?.groups;
  const sep = indices?.sep;
  const value = indices?.value;
  return sep !== undefined && value !== undefined && value[0] > sep[1];
}
