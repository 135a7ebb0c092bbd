// What is decided about one memory: its safety check, description, merge, conflict markers, and the events that record it.
export { conflictMessage, conflictSides, firstSide, hasConflictMarkers, twoMemories } from "./conflict-markers.js";
export { descriptionOf } from "./description.js";
export { candidateOf, entryOf, type EntrySource } from "./events.js";
export { type MemoryMergeResult, mergeMemoryFile } from "./merge.js";
export { assertSafeMemory, describeProblems, memoryProblems, type MemoryProblem } from "./safety.js";
export { memoryHeader } from "./header.js";
