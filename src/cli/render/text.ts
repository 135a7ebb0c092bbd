export const RULE = "─".repeat(37);
export const DOUBLE_RULE = "═".repeat(39);

/** Cuts to `width` characters, ending with … when cut. */
export function truncate(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(0, width - 1)).join("")}…`;
}

export { plural } from "../../core/text/index.js";

/** The end of a list a log names the first few of: " and N more", or nothing. */
export const andMore = (more: number | undefined): string => (more ? ` and ${more} more` : "");
