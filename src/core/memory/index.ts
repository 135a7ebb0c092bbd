export { conflictMessage, conflictSides, firstSide, hasConflictMarkers, twoMemories } from "./conflict-markers.js";
export { descriptionOf } from "./description.js";
export { candidateOf, entryOf, type EntrySource } from "./events.js";
export { type MemoryMergeResult, mergeMemoryFile } from "./merge.js";
export { assertSafeMemory, describeProblems, memoryProblems } from "./safety.js";
