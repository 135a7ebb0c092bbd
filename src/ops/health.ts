// `memory health`: what the store inspection finds, graded; with `fix`, the repair runs first.

import type { HealthCheckRequest, HealthCheckResponse } from "../core/types.js";
import type { OperationContext } from "./context.js";
import { inspectStore, summarise } from "./shared/inspect.js";

export async function checkHealth(
  context: OperationContext,
  request: HealthCheckRequest = {},
): Promise<HealthCheckResponse> {
  if (request.fix) {
    const { repairStore } = await import("./shared/repair.js");
    const before = (await inspectStore(context, request.scope)).issues.filter((item) => item.fixable).length;
    const repair = await repairStore(context, { ...(request.scope ? { scope: request.scope } : {}) });
    const after = await inspectStore(context, request.scope);
    const fixed = Math.max(0, before - after.issues.filter((item) => item.fixable).length);
    return { success: true, summary: summarise(after), issues: after.issues, fixed, repairs: repair.repaired };
  }
  const findings = await inspectStore(context, request.scope);
  return { success: true, summary: summarise(findings), issues: findings.issues, fixed: 0 };
}
