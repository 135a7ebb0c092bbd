// `memory api`: one JSON request in, one response out. Schema first
// (ajv, the request schemas of src/core/schemas), then the semantic layer, then the operation;
// a request that fails either check changes nothing.

import { EXIT_CODES, RequestValidationError, isMemoryError } from "../core/errors.js";
import { isCurrentAmong, readCheckingOnDoubt } from "../index/derived/index.js";
import { UncheckedCatalogError } from "../index/manifest/index.js";
import { apiRead } from "../ops/api-read.js";
import { apiUpdate } from "../ops/api-update.js";
import { apiView, type ApiView } from "../ops/api-view.js";
import type { OperationContext } from "../ops/context.js";
import { currentRepoIds } from "./repo-id.js";
import { checkReadAdditions, checkRepoId, checkUpdate, checkWrite, type RequestState } from "./semantics.js";
import type { ApiErrorResponse, ApiRequest, ApiResponse } from "./types.js";
import { validateRequest } from "./request-validation.js";
import { apiWrite } from "./write.js";

export interface Handled {
  response: ApiResponse | ApiErrorResponse;
  /** The CLI exit code this outcome maps to (0 on success). */
  exitCode: number;
}

export async function handleRequest(context: OperationContext, raw: unknown): Promise<Handled> {
  const op =
    raw && typeof raw === "object" && typeof (raw as { op?: unknown }).op === "string"
      ? (raw as { op: string }).op
      : undefined;
  try {
    const request = validateRequest(raw);
    // A read opens the catalogs as a search does and re-checks the records it returns; a change checks every file.
    const response =
      request.op === "read"
        ? await readCheckingOnDoubt((checkFiles) => answer(context, request, checkFiles))
        : await answer(context, request, true);
    return { response, exitCode: 0 };
  } catch (error) {
    return failure(error, op);
  }
}

async function answer(context: OperationContext, request: ApiRequest, checkFiles: boolean): Promise<ApiResponse> {
  const view = await apiView(context, { checkFiles });
  const repoRoot = context.store.resolved.repoRoot;
  const state: RequestState = {
    graph: view.graph,
    repoIds: currentRepoIds(repoRoot, context.settings.repoId),
    noRepository: repoRoot === undefined,
  };
  const violations = semanticViolations(request, state);
  if (violations.length > 0) throw new RequestValidationError(violations);
  const response = await perform(context, request, view);
  if (
    response.op === "read" &&
    !response.records.every((record) => isCurrentAmong(view.catalogs, record.store_scope, record.memory_id))
  )
    throw new UncheckedCatalogError();
  return response;
}

function perform(context: OperationContext, request: ApiRequest, view: ApiView): Promise<ApiResponse> {
  switch (request.op) {
    case "read":
      return apiRead(context, request, view);
    case "write":
      return apiWrite(context, request);
    case "update":
      return apiUpdate(context, request);
  }
}

function semanticViolations(request: ApiRequest, state: RequestState) {
  switch (request.op) {
    case "read":
      return [...checkRepoId(request.repo_id, state), ...checkReadAdditions(request)];
    case "write":
      return checkWrite(request, state);
    case "update":
      return checkUpdate(request, state);
  }
}

export function failure(error: unknown, op?: string): Handled {
  const payload = isMemoryError(error)
    ? error.toJSON()
    : {
        code: "INTERNAL",
        name: "InternalError",
        message: `Unexpected error: ${(error as Error)?.stack ?? String(error)}. Please report it.`,
      };
  return {
    response: { success: false, ...(op ? { op } : {}), error: payload },
    exitCode: isMemoryError(error) ? error.exitCode : EXIT_CODES.failure,
  };
}
