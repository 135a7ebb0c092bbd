// Cutting a long text for a reader with a budget (an index, a model's
// context): at a word or line boundary near the limit, never inside a
// surrogate pair. Pure.

/**
 * The head of `text`, at most `max` code units: up to its last `boundary` at or before `max` when that one
 * lies past `min`, else up to `max`; never between the two halves of a surrogate pair.
 */
export function headOf(text: string, max: number, boundary: string, min: number): string {
  if (text.length <= max) return text;
  const at = text.lastIndexOf(boundary, max);
  let end = at > min ? at : max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end);
}
