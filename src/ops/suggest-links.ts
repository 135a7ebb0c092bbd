// `memory suggest-links` (spec 003, Suggest Links): pairs of memories that read alike but are not linked yet.
// The work is ops/shared/suggest-links.ts, which `memory quality` also asks for a memory's links to suggest.
export {
  DEFAULT_SUGGESTIONS_PER_MEMORY,
  MAX_SUGGESTIONS_ACROSS_STORE,
  suggestLinks,
  validMinSimilarity,
} from "./shared/suggest-links.js";
