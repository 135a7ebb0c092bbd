// What the secret rules find and report: the kinds of secret, findings, redactions, and the shape of a rule.

import type { SecretRedaction } from "../types.js";

export type SecretKind =
  | "private-key"
  | "gcp-service-account"
  | "gcp-api-key"
  | "google-oauth-secret"
  | "aws-access-key"
  | "aws-secret-key"
  | "azure-storage-key"
  | "azure-client-secret"
  | "github-token"
  | "gitlab-token"
  | "slack-webhook"
  | "slack-token"
  | "discord-token"
  | "discord-webhook"
  | "webhook-url"
  | "telegram-bot-token"
  | "npm-token"
  | "pypi-token"
  | "anthropic-key"
  | "openai-key"
  | "huggingface-token"
  | "stripe-key"
  | "sendgrid-key"
  | "twilio-key"
  | "mailgun-key"
  | "shopify-token"
  | "digitalocean-token"
  | "vault-token"
  | "age-secret-key"
  | "api-token"
  | "jwt"
  | "signed-url"
  | "url-password"
  | "cli-password"
  | "password-assignment"
  | "payment-card"
  | "generic-secret";

/** Where a secret was found in a text. Never holds the secret itself. */
export interface SecretFinding {
  kind: SecretKind;
  /** Offsets of the replaced part in the scanned text (UTF-16 units, end exclusive). */
  start: number;
  end: number;
  /** 1-based line of `start`. */
  line: number;
}

export interface RedactionResult {
  text: string;
  findings: SecretFinding[];
}

/** A secret found inside a structured value (frontmatter); `path` is like `meta.db.password` or `paths[1]`. */
export interface ValueFinding {
  kind: SecretKind;
  path: string;
}

/** What a write reports: how many secrets of a kind were replaced in one field. */
export interface Redaction extends SecretRedaction {
  kind: SecretKind;
}

export function placeholder(kind: SecretKind): string {
  return `[REDACTED:${kind}]`;
}

export const PLACEHOLDER_MARK = "[REDACTED:";

export interface SecretRule {
  kind: SecretKind;
  /** Global, with the `d` flag; the named group `secret`, when present, is the part replaced. */
  pattern: RegExp;
  /**
   * ASCII literals, one of which (ignoring case) any text the rule can accept a match in holds: all rules' are
   * looked for in one pass, and a rule none of whose literals is there is skipped before its hint.
   */
  needs?: readonly string[];
  /** Cheap tests on the whole text before the pattern runs: each must match wherever the rule can accept a match. */
  hint?: RegExp | readonly RegExp[];
  /**
   * A test in code after the hints, with no expression to compile: false where the rule cannot accept a match (a
   * name with no value after it). Sound as the hints are: the shortcuts test compares findings without it.
   */
  check?: (view: string) => boolean;
  /** A further check of a match; false = not a secret, a kind = a secret of that kind (instead of `kind`). */
  accept?: (secret: string, match: RegExpExecArray, text: string) => boolean | SecretKind;
  /** The rule runs only inside the maximal runs of token characters at least this long, not over the whole text. */
  withinTokenRuns?: number;
  /** Trailing punctuation that ends a sentence is not part of the secret (prose forms). */
  trimEnd?: boolean;
  /** The provider-token alternation: the branch that matched names the kind. */
  provider?: boolean;
  /** Revision 28. The rule reads a stored password's hash where it opens a device: kept as a secret there. */
  readsHashes?: boolean;
}
