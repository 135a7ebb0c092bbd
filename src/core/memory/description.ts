// A memory's `description`: one line of the situations, symptoms, tasks and
// words of someone who needs it, read by search and prompt recall with a
// weight of its own. Optional; a hand-edited file may hold anything there.

/** Longest description read (the rest of an overlong one is ignored, as a body past its limit is). */
export const MAX_DESCRIPTION_CHARS = 1000;

/** The description of a memory's frontmatter fields, on one line; "" when it has none. */
export function descriptionOf(fields: Record<string, unknown>): string {
  const value = fields.description;
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, MAX_DESCRIPTION_CHARS) : "";
}
