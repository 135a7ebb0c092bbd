// Node builtins loaded on first use, not with the module that needs them:
// the hook needs node:os only when HOME is unset; node:crypto is slow to
// load and neither a search nor the hook's usual path needs it; node:child_process
// (with node:net and streams, ~2.5 ms), node:worker_threads (~1.6 ms) and node:net
// serve git, a full rebuild and Ollama, which a usual write or search never runs;
// node:module (~0.8 M instructions to load, a tenth of a hook's own work) only
// what runs a bundle without a require of its own needs.

/**
 * A builtin: Node's getBuiltinModule (20.16 and later), else the require of the bundle this runs in (every bundle has
 * one: CommonJS, or the ES entries' banner).
 */
function loadBuiltin(id: string): unknown {
  const builtin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return builtin ? builtin(id) : require(id);
}

function lazyBuiltin<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= loadBuiltin(id) as T);
}

export const nodeModule = /* @__PURE__ */ lazyBuiltin<typeof import("node:module")>("node:module");
export const nodeOs = /* @__PURE__ */ lazyBuiltin<typeof import("node:os")>("node:os");
export const nodeCrypto = /* @__PURE__ */ lazyBuiltin<typeof import("node:crypto")>("node:crypto");
export const nodeVm = /* @__PURE__ */ lazyBuiltin<typeof import("node:vm")>("node:vm");
export const nodeTty = /* @__PURE__ */ lazyBuiltin<typeof import("node:tty")>("node:tty");
export const nodeReadline = /* @__PURE__ */ lazyBuiltin<typeof import("node:readline")>("node:readline");
export const nodeChildProcess = /* @__PURE__ */ lazyBuiltin<typeof import("node:child_process")>("node:child_process");
export const nodeWorkerThreads =
  /* @__PURE__ */ lazyBuiltin<typeof import("node:worker_threads")>("node:worker_threads");
export const nodeNet = /* @__PURE__ */ lazyBuiltin<typeof import("node:net")>("node:net");
