// Links between memories: edge labels and their reverses, and [[wikilinks]] in bodies.
export { LABEL_PATTERN, reverseLabel } from "./labels.js";
export { extractWikilinks, WIKILINK } from "./wikilinks.js";
