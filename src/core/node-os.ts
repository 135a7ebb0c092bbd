// node:os, loaded on first use: the hook needs it only when HOME (or
// CLAUDE_PLUGIN_DATA) is unset, and loading it costs ~0.3 ms on every call.

import { createRequire } from "node:module";

type NodeOs = typeof import("node:os");
let os: NodeOs | undefined;

export function nodeOs(): NodeOs {
  const builtin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return (os ??= (builtin ? builtin("node:os") : createRequire("/")("node:os")) as NodeOs);
}
