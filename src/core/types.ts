// The public API (`memory …` operations). Request and response
// shapes follow the contract field for field; additions are optional and
// marked as such. The shapes live in core/api/, one module per group of
// operations; the rest of src/ imports them from here.
//
// The write request, WriteMemoryRequest, is defined once, with its checks, in
// core/schemas/write-request.ts, which exports the type (it imports this
// module's neighbours, so not from here).
// Read requests extend TemporalFilter (an addition): `asOf`, `includeExpired`, `includeDeprecated`.

export * from "./api/index.js";
export { MEMORY_TYPES, SCOPES, type MemoryType, type Scope } from "./vocabulary.js";
