// Key names read as words (`DB_PASSWORD` → db, password): what a key says its value is.

import { DESCRIPTIVE_WORDS } from "./descriptive-words.js";
import { KEY_QUALIFIERS, NOT_SECRET_KEY_WORDS, PRE_DESCRIPTIVE_WORDS } from "./key-words.js";

/**
 * The words of a key: `DB_PASSWORD` → db password, `clientSecret` → client
 * secret, `x-api-key` → x api key. A rule keys on whole words, so `author`
 * never reads as `auth` and `bypass` never as `pass`.
 */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])(?=[A-Z][a-z])/g, "$1 ")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// A word naming a password (`dbpassword`, `clientsecret` and other run-together words too).
// Also other languages' words for a password written in ASCII (`Passwort`, `DB_SIFRE`, `smtp_haslo`, `ADMIN_WACHTWOORD`).
// Revision 18: a number after the word (rclone's `password2`, `pass1`) names the second of two, still a password.
const PASSWORD_WORD =
  /^(?:pass|pwd|pw|passcode|pword|psk|requirepass|masterauth|mnemonic|bindpw|rootpw|authtok|[a-z]*(?:password|passwd|passphrase|secret|passwort|passord|kennwort|wachtwoord|haslo|sifre|contrasena|senha|losenord|salasana|heslo|adgangskode))\d?$/;
// A personal identification number or a SIM's unblocking key: a secret when it is digits.
const PIN_WORD = /^(?:pin|puk|pincode)$/;
// Request headers that carry an account's key under a name of their own.
const SECRET_HEADER = /^x-honeycomb-team$/i;
// A word naming a token or a key outright. Revision 17: a salt a server keeps in its settings (Nextcloud's
// `passwordsalt`, Mattermost's `PublicLinkSalt`, `API_TOKEN_SALT`): random, and what it signs or hashes with.
const TOKEN_WORD =
  /^(?:[a-z]*token|[a-z]*apikey|[a-z]*accesskey|[a-z]*secretkey|[a-z]*privatekey|[a-z]*authkey|[a-z]*salt|auth|bearer|credentials?|creds|pat)$/;
const SALT_WORD = /salt$/;
// Revision 17: words that also say which of a rotation's keys a setting holds (`QSTASH_NEXT_SIGNING_KEY`); before a
// cursor's or a page's token they name a page instead (PRE_DESCRIPTIVE_WORDS).
const ROTATION_WORDS = new Set(["next", "prev", "previous"]);

/**
 * What a key's name says it holds: a password (any literal is one), a token (a random-looking value is), a key
 * of another kind (`routing_key`, `FLAGSMITH_ENVIRONMENT_KEY`: only a value random beyond doubt is), a PIN
 * (digits are).
 */
export type KeyRole = "password" | "token" | "key" | "pin";

/**
 * What a key names: a password (any literal is a secret), a token or key (a
 * random-looking value is), or neither. A password word anywhere wins
 * (`auth.password` is a password); words around it can make the key a
 * setting about the secret instead (`password_reset_timeout`, `max_tokens`).
 */
export function keyRole(key: string): KeyRole | undefined {
  const words = keyWords(key);
  let role: KeyRole | undefined;
  let at = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Revision 15: a pre-shared key is a password (`wpa2-pre-shared-key=…` of a RouterOS export).
    if (PASSWORD_WORD.test(word) || (word === "key" && words[i - 1] === "shared" && words[i - 2] === "pre")) {
      role = "password";
      at = i;
      break;
    }
    if (role === "token") continue;
    if (
      TOKEN_WORD.test(word) ||
      (word === "key" && i > 0 && KEY_QUALIFIERS.has(words[i - 1]!)) ||
      (word === "certificate" && words[i - 1] === "app")
    ) {
      role = "token";
      at = i;
    } else if (!role && word === "key" && i > 0 && !NOT_SECRET_KEY_WORDS.has(words[i - 1]!)) {
      role = "key";
      at = i;
    } else if (!role && PIN_WORD.test(word)) {
      role = "pin";
      at = i;
    }
  }
  if (!role && SECRET_HEADER.test(key)) return "token";
  if (!role) return undefined;
  if (words.slice(0, at).some((before, i) => describesTheSecret(before, words[i + 1]!, words[at]!))) return undefined;
  // `secret_key`, `secret_access_key`, `auth_token`: a second secret word after the first one says the same.
  const after = words
    .slice(at + 1)
    .filter((next) => next !== "key" && next !== "access" && !PASSWORD_WORD.test(next) && !TOKEN_WORD.test(next));
  if (after.some((next) => DESCRIPTIVE_WORDS.has(next))) return undefined;
  if (words.slice(at + 1).some((next) => next === "tokens" || next === "passwords" || next === "secrets"))
    return undefined;
  return role;
}

/**
 * Whether a word before a secret's name makes the key a setting about it (`max_tokens`, `next_page_token`). Not a
 * rotation's word before a key's qualifier (`NEXT_SIGNING_KEY` is the next key itself), nor `public` before a salt (a
 * salt is the server's own: Mattermost's `PublicLinkSalt` signs public links).
 */
function describesTheSecret(before: string, next: string, named: string): boolean {
  if (!PRE_DESCRIPTIVE_WORDS.has(before)) return false;
  if (ROTATION_WORDS.has(before) && KEY_QUALIFIERS.has(next) && named === "key") return false;
  return !(SALT_WORD.test(named) && (before === "public" || before === "publishable"));
}

// What a key naming a secret contains (keyRole's words): a quick test before its words are read, and the literals
// the rules that read keys need.
export const KEY_LITERALS = [
  "pass",
  "pw",
  "secret",
  "token",
  "key",
  "auth",
  "bearer",
  "cred",
  "sig",
  "sas",
  "pat",
  "pin",
  "puk",
  "honeycomb",
  "psk",
  "mnemonic",
  // Revision 17: a salt of a server's settings.
  "salt",
  // Revision 20: Agora's app certificate (`APP_CERTIFICATE`, `appCertificate`), the key its tokens are signed with.
  "app_cert",
  "appcert",
  // Other languages' words for a password, as PASSWORD_WORD reads them in a key.
  "kennwort",
  "wachtwoord",
  "haslo",
  "sifre",
  "contrasena",
  "senha",
  "losenord",
  "salasana",
  "heslo",
  "adgangskode",
];
export const SECRET_KEY_HINT = new RegExp(KEY_LITERALS.join("|"), "i");
// Such a key, then an assignment's separator: where an assignment can be a secret's. Tried once per run of key
// characters, the literal anywhere in it (from each literal it was quadratic on `APW-APW-…`).
export const SECRET_KEY_BEFORE_SEPARATOR = new RegExp(
  `(?<![A-Za-z0-9_.-])(?=[A-Za-z0-9_.-]*?(?:${KEY_LITERALS.join("|")}))[A-Za-z0-9_.-]*["']?[ \\t]*[:=]`,
  "i",
);
