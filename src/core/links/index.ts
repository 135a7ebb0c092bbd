export { LABEL_PATTERN, reverseLabel } from "./labels.js";
export { extractWikilinks } from "./wikilinks.js";
