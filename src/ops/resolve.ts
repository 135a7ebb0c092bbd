// `memory resolve <slug> --ours|--theirs|--both`: end a merge conflict left in a memory file.
// The work is ops/shared/resolve.ts, which `memory sync` and repair use for the conflicts they meet.
export { type ResolveRequest, type ResolveResponse, type ResolveSide, resolveConflict } from "./shared/resolve.js";
