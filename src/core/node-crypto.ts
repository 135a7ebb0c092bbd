// node:crypto, loaded on first use: it costs a few milliseconds to load, and
// neither a search nor the hook's usual path needs it.

import { createRequire } from "node:module";

type NodeCrypto = typeof import("node:crypto");
let crypto: NodeCrypto | undefined;

export function nodeCrypto(): NodeCrypto {
  const builtin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return (crypto ??= (builtin ? builtin("node:crypto") : createRequire("/")("node:crypto")) as NodeCrypto);
}
