// The JSON request API (`memory api`): the write request and response, and the unions of every request and
// response. Requests follow the published schemas exactly (src/core/schemas); responses are this project's design,
// documented in the README. The kinds, scopes, read and update shapes are the operations' (core/api/json-api.ts).

import type {
  ApiEdge,
  ApiKind,
  ApiReadRequest,
  ApiReadResponse,
  ApiScope,
  ApiUpdateRequest,
  ApiUpdateResponse,
} from "../core/types.js";
import type { ApiWriteAdditions } from "./write-additions.js";

export interface ApiWriteRequest {
  op: "write";
  repo_id: string;
  /** The spec's fields, and the write contract's others as additions (write-additions.ts). */
  memory: ApiWriteAdditions & {
    text: string;
    scope: ApiScope;
    kind: ApiKind;
    confidence: number;
    rationale?: string;
    links?: { problem_id?: string; related_memory_ids?: string[]; change_targets?: string[] };
    evidence_refs?: string[];
  };
}

export type ApiRequest = ApiReadRequest | ApiWriteRequest | ApiUpdateRequest;

export interface ApiWriteResponse {
  success: true;
  op: "write";
  memory_id: string;
  kind: ApiKind;
  type: string;
  scope: ApiScope;
  file: string;
  edges: ApiEdge[];
  /** change_targets that are not memories (code paths, commits …), kept on the record. */
  kept_targets?: string[];
}

export type ApiResponse = ApiReadResponse | ApiWriteResponse | ApiUpdateResponse;

export interface ApiErrorResponse {
  success: false;
  op?: string;
  error: { code: string; name: string; message: string; details?: Record<string, unknown> };
}
