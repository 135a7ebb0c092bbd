// The provider tokens as one alternation (built on first use), and which provider's shape a match is.

import type { SecretKind } from "./kinds.js";
import { PROVIDER_TOKENS } from "./provider-tokens.js";

// Built on first use: the hook loads this module on every tool call and needs it only when it logs.
let providerPattern: RegExp | undefined;
export function providerTokenPattern(): RegExp {
  return (providerPattern ??= new RegExp(
    `(?<![A-Za-z0-9_-])(?:${PROVIDER_TOKENS.map(([, source]) => `(${source})`).join("|")})(?![A-Za-z0-9_+/=-])`,
    "dg",
  ));
}

/** Which branch of the provider alternation matched, and its own check. */
export function providerKind(
  match: RegExpExecArray,
): { kind: SecretKind; check?: (token: string) => boolean } | undefined {
  for (let i = 0; i < PROVIDER_TOKENS.length; i++) {
    if (match[i + 1] !== undefined) {
      const [kind, , check] = PROVIDER_TOKENS[i]!;
      return { kind, ...(check ? { check } : {}) };
    }
  }
  return undefined;
}

export function providerAccept(secret: string, match: RegExpExecArray): boolean {
  const found = providerKind(match);
  // `ghp_xxxx…`, `sk_live_0000…`: a documentation placeholder in a token's shape (a random token never repeats a character 12 times).
  if (/(.)\1{11}/.test(secret)) return false;
  // `xoxb-your-bot-token`: words where a token's random part would be.
  if (
    /^[a-z]+[-_](?:[a-z]+[-_])*[a-z]+$/.test(secret.replace(/^[A-Za-z]{2,8}[-_.]/, "")) &&
    /[-_]/.test(secret.slice(4))
  )
    return false;
  return found !== undefined && (!found.check || found.check(secret));
}
