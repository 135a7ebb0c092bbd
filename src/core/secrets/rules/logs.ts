// Rule family (revision 24): what a terminal and a CI log print while someone debugs — a Redis `AUTH` typed outside
// the prompt, a key's name with a word or two qualifying it then the key (as titles are written: no colon), M-Pesa's
// Lipa na M-Pesa passkey, the base64 copy a CI step printed of a secret the runner masked, ngrok's authtoken command,
// an OpenVPN credentials file printed with `cat`, a token on the line under a Japanese, Chinese or Korean label naming
// it inside a compound, Przelewy24's CRC key. And what such output shows that is no secret (isLogNoSecret): a URL whose
// user-info a tool already masked, a cache's key ending in a lockfile's hash, a network's name before its password.
// Its place among the other rules is in ../rule-table.ts; its proof: ./logs.examples.ts.

import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { PASSWORD_NAMING_WORD } from "../password-names.js";
import { isNamedRandomValue } from "../prose-words.js";
import { isCliSecret, isNamedLineValue } from "../value-context.js";
import { isFilePath, isPlaceholder, looksLikeTokenBody, looksRandom } from "../values.js";

// A key's or a token's name in a language written in the Latin alphabet, then one to five words that qualify it (an
// adjective, an environment: "llave privada", "chave privada do Mercado Livre", "server key produksi").
const QUALIFIED_KEY_NAME =
  "(?<![A-Za-z\u00c0-\u024f])(?:key|token|secret|llave|chave|clave|chiave|schl(?:\u00fc|ue)ssel|sleutel|nyckel|klucz|kunci|jeton|anahtar[a-z\u00e7\u0131\u011f\u015f\u00fc\u00f6]*)" +
  "(?:[ \\t]+[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'.-]{1,19}){1,5}[ \\t]+[`\"']?";
const RANDOM_RUN = "(?<secret>[A-Za-z0-9+/=_~-][A-Za-z0-9+/=_.~-]{14,250}[A-Za-z0-9+/=_~-])(?![A-Za-z0-9+/=_~-])";

// A label in Japanese, Chinese or Korean whose compound ends in a token's, a secret's or a key's word
// ("チャネルアクセストークン（検証用）:", "渠道访问令牌:", "채널 액세스 토큰:"), a note in parentheses at most, then its colon
// (not "키 해시:", a key's hash).
const CJK_TOKEN_LABEL =
  "(?:\u30c8\u30fc\u30af\u30f3|\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u30ad\u30fc|\u4ee4\u724c|\u5bc6\u94a5|\u79d8\u94a5|\u5bc6\u9470|\ud1a0\ud070|\uc2dc\ud06c\ub9bf|\ud0a4)" +
  "[ \\t]*(?:[(\uff08][^()\uff08\uff09\\n]{1,20}[)\uff09])?[ \\t]*[:\uff1a][ \\t]*\\n?[ \\t]*";

/** What base64 decodes to when it is a token's text: printable, no blank, random or a provider's prefixed token. */
function decodesToToken(value: string): boolean {
  if (value.replace(/=+$/, "").length % 4 === 1) return false;
  const decoded = Buffer.from(value, "base64").toString("latin1").replace(/\n$/, "");
  if (decoded.length < 12 || !/^[\x21-\x7e]+$/.test(decoded)) return false;
  return looksRandom(decoded) || looksLikeTokenBody(decoded.slice(decoded.lastIndexOf("_") + 1));
}

const REDIS_WORD = /redis|valkey|keydb|dragonfly|:6379/i;
// A step that encodes (`| base64`, `base64 -w0`, `b64encode`, `[Convert]::ToBase64String`), not one that decodes.
const ENCODING_STEP = /\|[ \t]*base64(?![ \t]+(?:-d|--decode|-D))|\bb64encode\b|ToBase64String|\bbtoa\(/i;
// The runner's mask of a secret (`TOKEN: ***`), which says the log holds one.
const RUNNER_MASK = /(?:^|[\s:=])\*\*\*(?:$|\s)/m;

export function logRules() {
  return {
    // A key's name, one to five words qualifying it, then a random value with no colon between (how a one-line
    // title names a key: "Llave privada de Culqi <key>"); the value judged as after any key's name (isNamedRandomValue).
    qualifiedKeyName: {
      kind: "generic-secret",
      needs: [
        "key",
        "token",
        "secret",
        "llave",
        "chave",
        "clave",
        "chiave",
        "schl",
        "sleutel",
        "nyckel",
        "klucz",
        "kunci",
        "jeton",
        "anahtar",
      ],
      pattern: new RegExp(`${QUALIFIED_KEY_NAME}${RANDOM_RUN}`, "dgi"),
      accept: (secret, match) => isNamedRandomValue(secret, match),
    },
    // Redis's `AUTH [<user>] <password>` typed as a command, outside redis-cli's prompt ("redis-cli -h … AUTH default
    // …", a note's "AUTH default …"), where the text is about Redis or one of its forks.
    redisAuthCommand: {
      kind: "cli-password",
      needs: ["auth"],
      hint: REDIS_WORD,
      pattern:
        /(?<![\w-])(?:AUTH|auth)[ \t]+(?:[a-z][a-z0-9_-]{1,31}[ \t]+)?(?<q>["']?)(?<secret>[^\s"'()]{6,200})\k<q>/dg,
      accept: (secret, _match, text) =>
        REDIS_WORD.test(text) &&
        isCliSecret(secret) &&
        !isFilePath(secret) &&
        (isNamedLineValue(secret) || looksRandom(secret)),
      trimEnd: true,
    },
    // M-Pesa's Lipa na M-Pesa passkey (Daraja's STK push): hex after a passkey's name, also in a constant's
    // (`MPESA_PASSKEY=`, `lipaNaMpesaPasskey`).
    passkeyHex: {
      kind: "generic-secret",
      needs: ["passkey", "pass_key", "pass key", "pass-key"],
      pattern:
        /pass[ _-]?key["']?[ \t]*(?:[:=]|=>)?[ \t]*(?<q>["'`]?)(?<secret>[0-9a-fA-F]{32,128})\k<q>(?![0-9A-Za-z])/dgi,
      accept: (secret) => /\d/.test(secret) && /[a-f]/i.test(secret),
    },
    // A line of a CI log that is base64 alone (after the runner's timestamp or a step's `[tag]`), decoding to a token's text, in a log
    // where a step encodes a value and the runner masked a secret: the copy the mask did not recognise.
    base64OfMaskedSecret: {
      kind: "generic-secret",
      needs: ["base64", "b64encode"],
      hint: [ENCODING_STEP, RUNNER_MASK],
      pattern:
        /^(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z[ \t]+|\[[\w .:-]{1,40}\][ \t]+)?(?<secret>[A-Za-z0-9+/]{16,}={0,2})[ \t]*$/dgm,
      accept: (secret) => decodesToToken(secret),
    },
    // ngrok's authtoken given to its command (`ngrok config add-authtoken …`, ngrok 2's `ngrok authtoken …`,
    // `--authtoken …`).
    ngrokAuthtoken: {
      kind: "api-token",
      needs: ["authtoken"],
      pattern:
        /(?:\bngrok(?:\.exe)?[ \t]+(?:config[ \t]+add-authtoken|authtoken)|--authtoken(?==|[ \t]))[ \t=]+(?<q>["']?)(?<secret>[A-Za-z0-9_-]{20,128})\k<q>/dg,
      accept: (secret) => looksRandom(secret.replace(/[_-]/g, "")) || looksLikeTokenBody(secret.replace(/[_-]/g, "")),
    },
    // OpenVPN's credentials file (`--auth-user-pass <file>`) printed (`cat`, PowerShell's `type`): the user on one
    // line, the password on the next, then a prompt, a blank line or the end. Only where the text gives a file to `auth-user-pass`, and
    // the printed file is that one or is named for a login. Also the inline `<auth-user-pass>` block of a profile.
    openvpnCredentialsFile: {
      kind: "cli-password",
      needs: ["auth-user-pass"],
      pattern:
        /(?:^[^\n]*?\b(?:cat|type|Get-Content|gc|more|bat)[ \t]+(?:-\w+[ \t]+)*(?<path>[^\s|;&<>]+)[ \t]*\n|<auth-user-pass>[ \t]*\n)[ \t]*(?<user>[^\s]{1,64})[ \t]*\n[ \t]*(?<secret>[^\s]{4,128})[ \t]*(?=\n[ \t]*(?:\n|[^\n]*?[$#%>][ \t]|<\/auth-user-pass>)|\n?$)/dgm,
      accept: (secret, match, text) => {
        const { path, user } = groups(match);
        if (secret === user || !isCliSecret(secret) || /^[$#%>]/.test(secret)) return false;
        if (path === undefined) return true;
        const base = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
        return text.includes(`auth-user-pass ${path}`) || /auth|pass|cred|login|secret|vpn/i.test(base);
      },
    },
    // A token on the line of a Japanese, Chinese or Korean label, or under it, the label's last word a token's, a
    // secret's or a key's inside a compound ("チャネルアクセストークン（検証用）:" then LINE's channel access token).
    cjkCompoundLabel: {
      kind: "generic-secret",
      hint: /[\u30c8\u30b7\u30ad\u4ee4\u5bc6\u79d8\ud1a0\uc2dc\ud0a4]/,
      pattern: new RegExp(`${CJK_TOKEN_LABEL}${RANDOM_RUN}`, "dg"),
      accept: (secret) => secret.length >= 20 && looksRandom(secret) && !isPlaceholder(secret, false),
    },
    // Przelewy24's CRC key (it signs every transaction's registration): 16 hex digits after `crc`, where the text
    // names Przelewy24.
    przelewy24Crc: {
      kind: "generic-secret",
      needs: ["crc"],
      hint: /przelewy24|\bp24/i,
      pattern:
        /crc(?:[ _-]?key)?["']?[ \t]*(?:[:=]|=>)[ \t]*(?<q>["']?)(?<secret>[0-9a-fA-F]{16})\k<q>(?![0-9A-Za-z])/dgi,
      accept: (secret) => /\d/.test(secret) && /[a-f]/i.test(secret),
    },
  } satisfies Record<string, SecretRule>;
}

// A scheme's URL whose user-info a tool already masked (`mongodb://<credentials>@…` as mongosh prints it,
// `amqp://celery:**@…` as Celery does, `:***@`, `:<password>@`, `:${VAR}@`, `:xxxx@`).
const MASKED_USERINFO_URL =
  /^[a-z][a-z0-9+.-]*:\/\/(?:[^\s:@/]*:)?(?:<[^<>\s]*>|\*{2,}|\u2022{2,}|x{3,}|X{3,}|\$\{\w+\}|\$\w+|%3C\w*%3E|\[(?:redacted|masked|filtered)\])@/i;
// A cache's key (GitHub Actions' `node-cache-Linux-x64-npm-<hash of the lockfile>`, Gradle's, pip's): names joined by
// dashes, then a digest.
const CACHE_KEY = /^(?:[\w.]+-){2,}[0-9a-f]{32,128}$/i;
const NETWORK_WORD =
  /(?:wi-?fi|wlan|ssid|network|netzwerk|\bred|\brede|r\u00e9seau|\brete|sie\u0107|netwerk|n\u00e4tverk)\b/i;

/**
 * Whether a value a context rule accepted is something a log shows that is no secret: a part of a URL whose user-info
 * is already masked, a cache's key ending in a hash, or a network's name with its password named after it on its
 * line ("Wi-Fi: Taller-Norte-5G, senha: …": the password is the other rules' to find).
 */
export function isLogNoSecret(value: string, at: number, text: string): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const tokenStart = Math.max(
    lineStart,
    ...[" ", "\t", "(", '"', "'", "`", "="].map((c) => text.lastIndexOf(c, at - 1) + 1),
  );
  if (MASKED_USERINFO_URL.test(text.slice(tokenStart, at + value.length))) return true;
  const before = text.slice(lineStart, at);
  if (CACHE_KEY.test(value) && /cache/i.test(before + value)) return true;
  if (!NETWORK_WORD.test(before) || /[^\p{L}\d._-]/u.test(value)) return false;
  const lineEnd = text.indexOf("\n", at);
  const rest = text.slice(at + value.length, lineEnd < 0 ? text.length : lineEnd);
  const named = /^[ \t]*[,;/|\u2013\u2014-]?[ \t]*/.exec(rest)![0].length;
  const word = PASSWORD_NAMING_WORD.exec(rest.slice(named));
  return word !== null && word.index === 0;
}
