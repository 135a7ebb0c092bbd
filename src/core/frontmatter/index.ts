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
export { FrontmatterLines } from "./lines.js";
