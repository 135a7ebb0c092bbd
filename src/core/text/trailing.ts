// Trimming a run of characters off the end of a text by a loop: `[…]+$` (and `(?<!…)[…]+$`) is tried from each
// character of a run, which is quadratic on a long one. Pure.

/** `text` without the run of `characters` it ends with. */
export function withoutTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}
