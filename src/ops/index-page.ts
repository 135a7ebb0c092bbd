// `memory index-page`: an INDEX.md at the root of each scope directory, for browsing the memories.
// The work is ops/shared/index-page.ts, which repair runs too (and the MCP server's index resource).
export { writeIndexPages } from "./shared/index-page.js";
