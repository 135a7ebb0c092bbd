// Frontmatter edits that keep the file as written: replacing lines, keeping unknown fields, dynamic values; and the fast reader of plain frontmatter.
export { isUnit, storedUnitValue } from "./dynamic-value.js";
export { addFrontmatterLine, removeFrontmatterLine } from "./edit.js";
export {
  canonical,
  fieldValue,
  type FrontmatterBlocks,
  joinFrontmatterFields,
  keepUnchangedFields,
  splitFrontmatterFields,
} from "./keep.js";
export { grayMatter, jsYaml } from "./libraries.js";
export { FrontmatterLines } from "./lines.js";
export { parsePlainFrontmatter } from "./plain.js";
