// The scan: every rule over a text, spans most specific first, a memo of clean texts, and redaction. Pure.

import { LiteralSet } from "../literal-set.js";
import {
  isDocumentedExample,
  isFirebaseClientKey,
  isEncryptedForCommit,
  isGpgKeyId,
  isInsideResourceName,
  isKeyFingerprint,
  isSealedForCommit,
} from "./documented-examples.js";
import {
  PLACEHOLDER_MARK,
  type RedactionResult,
  type SecretFinding,
  type SecretKind,
  type SecretRule,
  placeholder,
} from "./kinds.js";
import { matchInText, oneByteView, sliceOfText } from "./one-byte-view.js";
import { madeByJoints, originalParts, piecesViews } from "./pieces.js";
import { providerKind } from "./provider-match.js";
import { secretRules } from "./rule-table.js";
import { isNoSecretHere } from "./rules/exclusions.js";
import { isPasswordHashAt, isPublishableKey, looksRandom, unquote } from "./values.js";

// `data:image/png;base64,…` URIs are content, not credentials: never scanned.
const DATA_URI = /data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.-]+)*;base64,[A-Za-z0-9+/=]+/gi;

interface Span {
  kind: SecretKind;
  start: number;
  end: number;
}

function overlaps(span: { start: number; end: number }, others: readonly { start: number; end: number }[]): boolean {
  return others.some((other) => span.start < other.end && other.start < span.end);
}

/** The span a match redacts: the `secret` (or `quoted`) group, else the assignment's value (unquoted), else the whole match. */
function spanOf(match: RegExpExecArray): { start: number; end: number } {
  const indices = match.indices?.groups;
  const secret = indices?.secret ?? indices?.quoted;
  if (secret) return { start: secret[0], end: secret[1] };
  const value = indices?.value;
  if (value) {
    const raw = match.groups?.value ?? "";
    const { quoted } = unquote(raw);
    return quoted ? { start: value[0] + 1, end: value[1] - 1 } : { start: value[0], end: value[1] };
  }
  return { start: match.index, end: match.index + match[0].length };
}

// Texts a scan found clean. A scan depends on the text alone, and one write passes the same strings through
// several layers (the request, the document, the indexes, the event), as a rebuild meets the same tags, link
// labels and field values in memory after memory: only the first pays for the rules (~35 calls, however short).
const CLEAN_TEXTS = new Set<string>();
// What the set may hold, counting each text's characters and what an entry costs besides (so that many tiny
// texts are bounded too): ~10 MB.
const CLEAN_TEXTS_MAX_UNITS = 4_000_000;
const ENTRY_UNITS = 16;
let cleanUnits = 0;

/** @internal How many scans were asked for, how many ran the rules and over how many characters (bench/secret-scans.ts). */
export const scanCounts = { calls: 0, passes: 0, chars: 0 };

function scan(text: string): Span[] {
  scanCounts.calls++;
  if (!text) return [];
  if (CLEAN_TEXTS.has(text)) return [];
  scanCounts.passes++;
  scanCounts.chars += text.length;
  const spans = scanRules(text);
  if (spans.length === 0) rememberClean(text);
  return spans;
}

function rememberClean(text: string): void {
  const units = text.length + ENTRY_UNITS;
  if (cleanUnits + units > CLEAN_TEXTS_MAX_UNITS) {
    CLEAN_TEXTS.clear();
    cleanUnits = 0;
  }
  CLEAN_TEXTS.add(text);
  cleanUnits += units;
}

/**
 * Runs every rule over `text`. `shortcuts: false` skips the hints, finds the token runs with a plain
 * regex and runs the expressions over the text itself: the slow reference a test compares the fast path with.
 */
function scanRules(text: string, shortcuts = true, pieces = true): Span[] {
  // The expressions run over a one-byte view of the text where it has one (one-byte-view.ts); everything else
  // (what a rule's accept reads, the exclusions, the spans) sees the text itself.
  const view = shortcuts ? oneByteView(text) : text;
  const shielded: { start: number; end: number }[] = [];
  if (text.includes("base64,"))
    for (const match of view.matchAll(DATA_URI))
      shielded.push({ start: match.index, end: match.index + match[0].length });
  const accepted: Span[] = [];
  const rules = secretRules();
  const literals = shortcuts ? ruleLiterals() : undefined;
  const found = literals?.set.find(view);
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (found && !neededLiteralFound(literals!.ofRule[r], found)) continue;
    if (shortcuts && rule.hint && !hintsMatch(rule.hint, view)) continue;
    if (shortcuts && rule.check && !rule.check(view)) continue;
    const subject = rule.pattern.hasIndices ? view : text;
    if (rule.withinTokenRuns === undefined) {
      applyRule(rule, subject, text, 0, text, accepted, shielded);
      continue;
    }
    const runs = shortcuts ? tokenRuns(view, rule.withinTokenRuns) : tokenRunsByRegex(text, rule.withinTokenRuns);
    for (const [start, end] of runs)
      applyRule(rule, subject.slice(start, end), text.slice(start, end), start, text, accepted, shielded);
  }
  if (pieces) {
    addSecretsInPieces(text, shortcuts, accepted, shielded);
    addRepeats(text, accepted, shielded);
  }
  return accepted.sort((a, b) => a.start - b.start);
}

// Revision 17. A secret found once is the same secret wherever else the text holds it: a pre-auth key printed by the
// command that made it and then passed to `--authkey`, a mail service's token given as the SMTP user and as its
// password. Only values long enough to be no word (12 characters or more, no blank, a digit or random letters), found
// whole (no letter or digit on either side), the first 64 of them, each looked for once over the text, and 256 repeats at most (each is checked
// against every span: bounded, however many a hostile text repeats).
const REPEAT_MIN_LENGTH = 12;
const REPEAT_MAX_LENGTH = 4096;
const REPEAT_MAX_VALUES = 64;
const REPEAT_MAX_SPANS = 256;
const WORD_CHARACTER = /[A-Za-z0-9]/;

function addRepeats(text: string, accepted: Span[], shielded: readonly { start: number; end: number }[]): void {
  const kinds = new Map<string, SecretKind>();
  for (const span of accepted) {
    if (kinds.size >= REPEAT_MAX_VALUES) break;
    const length = span.end - span.start;
    if (length < REPEAT_MIN_LENGTH || length > REPEAT_MAX_LENGTH) continue;
    const value = text.slice(span.start, span.end);
    // A name made of letters (`SignatureKey` taken for a password in a type's declaration) is no made value to look for.
    if (!/\s/.test(value) && (/\d/.test(value) || looksRandom(value)) && !kinds.has(value)) kinds.set(value, span.kind);
  }
  let added = 0;
  for (const [value, kind] of kinds)
    for (let at = text.indexOf(value); at >= 0 && added < REPEAT_MAX_SPANS; at = text.indexOf(value, at + 1)) {
      const span = { kind, start: at, end: at + value.length };
      if (WORD_CHARACTER.test(text[at - 1] ?? "") || WORD_CHARACTER.test(text[span.end] ?? "")) continue;
      if (overlaps(span, accepted) || overlaps(span, shielded)) continue;
      accepted.push(span);
      added++;
    }
}

/** @internal Every expression a scan runs over a text's one-byte view: the rules' patterns and hints, the data URIs. */
export function viewExpressions(): RegExp[] {
  return [DATA_URI, ...secretRules().flatMap((rule) => [rule.pattern, ...(rule.hint ? [rule.hint].flat() : [])])];
}

/**
 * Revision 14. Secrets the text holds as pieces (pieces.ts): each window with a joint is scanned again as one text,
 * and what a joint made is redacted in the text, piece by piece, where no span is yet.
 */
function addSecretsInPieces(
  text: string,
  shortcuts: boolean,
  accepted: Span[],
  shielded: readonly { start: number; end: number }[],
): void {
  for (const view of piecesViews(text))
    for (const span of scanRules(view.text, shortcuts, false)) {
      if (!madeByJoints(view, span.start, span.end)) continue;
      const parts = originalParts(view, span.start, span.end);
      // Revision 21: lines of names a resource was given, each whole on its line, are no token cut into lines.
      if (parts.every((part) => isInsideResourceName(part.start, text))) continue;
      for (const part of parts)
        for (const free of uncovered(part, accepted))
          if (/\S/.test(text.slice(free.start, free.end)) && !overlaps(free, shielded))
            accepted.push({ kind: span.kind, ...free });
    }
}

/** The parts of [start, end) no span covers yet. */
function uncovered(
  part: { start: number; end: number },
  spans: readonly Span[],
): Array<{ start: number; end: number }> {
  let free = [part];
  for (const span of spans) {
    if (span.end <= part.start || span.start >= part.end) continue;
    free = free.flatMap((piece) =>
      [
        { start: piece.start, end: Math.min(piece.end, span.start) },
        { start: Math.max(piece.start, span.end), end: piece.end },
      ].filter((left) => left.end > left.start),
    );
  }
  return free;
}

/** @internal The findings of a scan without its shortcuts, for the test that checks they change nothing. */
export function findSecretsWithoutShortcuts(text: string): SecretFinding[] {
  return withLines(text, scanRules(text, false));
}

// Every rule's needed literals in one set, and for each rule the ids of its own (none: the rule always runs).
let ruleLiteralSet: { set: LiteralSet; ofRule: ReadonlyArray<readonly number[] | undefined> } | undefined;

function ruleLiterals(): NonNullable<typeof ruleLiteralSet> {
  if (!ruleLiteralSet) {
    const all = [...new Set(secretRules().flatMap((rule) => rule.needs ?? []))];
    ruleLiteralSet = {
      set: new LiteralSet(all),
      ofRule: secretRules().map((rule) => rule.needs?.map((literal) => all.indexOf(literal))),
    };
  }
  return ruleLiteralSet;
}

function neededLiteralFound(ids: readonly number[] | undefined, found: Uint8Array): boolean {
  if (!ids) return true;
  for (let i = 0; i < ids.length; i++) if (found[ids[i]!] === 1) return true;
  return false;
}

function hintsMatch(hint: RegExp | readonly RegExp[], text: string): boolean {
  return hint instanceof RegExp ? hint.test(text) : hint.every((each) => each.test(text));
}

/** 1 for a character of `[A-Za-z0-9_.~+/=-]`: what provider tokens are made of. */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~+/=-")
  TOKEN_CHAR[c.charCodeAt(0)] = 1;

/**
 * The [start, end) of each maximal run of token characters at least `min` long. A run that long covers
 * one of every `min`-th character, so only those are looked at until one is a token character.
 */
function tokenRuns(text: string, min: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const length = text.length;
  for (let probe = min - 1; probe < length; ) {
    if (TOKEN_CHAR[text.charCodeAt(probe)] !== 1) {
      probe += min;
      continue;
    }
    let start = probe;
    while (start > 0 && TOKEN_CHAR[text.charCodeAt(start - 1)] === 1) start--;
    let end = probe + 1;
    while (end < length && TOKEN_CHAR[text.charCodeAt(end)] === 1) end++;
    if (end - start >= min) runs.push([start, end]);
    probe = end + min;
  }
  return runs;
}

function tokenRunsByRegex(text: string, min: number): Array<[number, number]> {
  const pattern = new RegExp(`[A-Za-z0-9_.~+/=-]{${min},}`, "g");
  return [...text.matchAll(pattern)].map((run) => [run.index, run.index + run[0].length]);
}

/**
 * Runs one rule over `part` (which starts at `offset` in `text`), adding the spans it accepts: its pattern over
 * `subject`, which is `part` or its one-byte view, and the rest over `part`.
 */
function applyRule(
  rule: SecretRule,
  subject: string,
  part: string,
  offset: number,
  text: string,
  accepted: Span[],
  shielded: { start: number; end: number }[],
): void {
  const pattern = rule.pattern;
  pattern.lastIndex = 0;
  // Characters of rejected values that may still be read again: enough for every value once, so a line of
  // `a=a=a=…` cannot make the scan quadratic.
  let lookAgainBudget = part.length + 4096;
  for (let inSubject = pattern.exec(subject); inSubject; inSubject = pattern.exec(subject)) {
    const match = matchInText(inSubject, subject, part);
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    const found = spanOf(match);
    let start = found.start;
    let end = found.end;
    // A value in quote marks ends at its closing mark: its last character is its own (`Password123!`).
    const closed = start > 0 && /["'`]/.test(part[start - 1]!) && part[end] === part[start - 1];
    if (rule.trimEnd && !match.indices?.groups?.quoted && !closed)
      while (end > start && /[.,;:!?)\]]/.test(part[end - 1]!)) end--;
    // Laravel's `base64:` before a key says how it is written: kept, as a key's name is.
    if (part.startsWith("base64:", start) && end - start > 23) start += 7;
    if (end <= start) continue;
    const secret = sliceOfText(subject, part, start, end);
    if (secret.includes(PLACEHOLDER_MARK)) continue;
    const verdict = rule.accept ? rule.accept(secret, match, text) : true;
    if (verdict === false) {
      // A value that is not a secret may hold one (`--from-literal=password=…`, a command in backticks after
      // `video:`): look again from the value on.
      const quotedValue = /^["'`]/.test(match.groups?.value ?? "");
      if (start > match.index && (quotedValue || secret.includes("=")) && lookAgainBudget >= end - start) {
        lookAgainBudget -= end - start;
        pattern.lastIndex = start;
      }
      continue;
    }
    // Not a secret, whichever rule found it: a provider's documentation example, a key made to be published, a
    // public key's fingerprint, a value sealed to be committed, a part of a resource's name.
    if (
      isDocumentedExample(secret) ||
      isPublishableKey(secret) ||
      (!rule.readsHashes && isPasswordHashAt(start + offset, text)) ||
      isFirebaseClientKey(secret, start + offset, text) ||
      isKeyFingerprint(secret, start + offset, text) ||
      isSealedForCommit(start + offset, text) ||
      isEncryptedForCommit(start + offset, text) ||
      isGpgKeyId(secret, start + offset, text) ||
      isInsideResourceName(start + offset, text)
    )
      continue;
    const kind = verdict !== true ? verdict : rule.provider ? (providerKind(match)?.kind ?? rule.kind) : rule.kind;
    if (isNoSecretHere(secret, kind, start + offset, text)) continue;
    const span = { kind, start: start + offset, end: end + offset };
    if (overlaps(span, accepted) || overlaps(span, shielded)) continue;
    accepted.push(span);
  }
}

function withLines(text: string, spans: Span[]): SecretFinding[] {
  let line = 1;
  let from = 0;
  return spans.map((span) => {
    for (let i = from; i < span.start; i++) if (text.charCodeAt(i) === 10) line++;
    from = span.start;
    return { kind: span.kind, start: span.start, end: span.end, line };
  });
}

/** Read-only check: where `text` holds secrets (e.g. for `memory validate` or health on files already on disk). */
export function findSecrets(text: string): SecretFinding[] {
  return withLines(text, scan(text));
}

/** Replaces every secret of `text` with `[REDACTED:<kind>]`; the rest of the text is kept byte for byte. */
export function redactSecrets(text: string): RedactionResult {
  const spans = scan(text);
  if (spans.length === 0) return { text, findings: [] };
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + placeholder(span.kind);
    at = span.end;
  }
  out += text.slice(at);
  // Redaction is idempotent: what it returns is clean, and the next layer that meets it pays nothing.
  rememberClean(out);
  return { text: out, findings: withLines(text, spans) };
}
