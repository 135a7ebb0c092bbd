// Rule family (revision 18): the credentials a developer's toolchain keeps in its own syntax — a package manager's
// login command, a registry's token as a URL's user or path, a Basic credential written in base64 (Docker's
// config.json `auth`, an .npmrc `_auth`) or beside its decoding, a macOS keychain's printed password, a password
// of letters alone in an INI or git-config section. Its place among the other rules is in ../rule-table.ts; its
// proof, true and false positives: ./toolchain.examples.ts (run by test/core/secret-rule-examples.test.ts).

import { keyRole } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { PASSWORD_NAMING_WORD } from "../password-names.js";
import { isCliSecret } from "../value-context.js";
import { isFilePath, isPasswordValue, isPlaceholder, looksRandom } from "../values.js";

export function toolchainRules() {
  return {
    // Revision 23. An SNMP community, a password by another name: after `-c` of the net-snmp tools (`snmpwalk -v2c -c
    // <community> host`), in snmpd.conf (`rocommunity <community> 10.0.0.0/8`), or as a `community` setting or a
    // sentence's where the text is about SNMP ("community: …", "community "…"", "Community SNMP dla …: …"). Not the
    // defaults everyone knows (`public`, `private`).
    snmpCommunity: {
      kind: "password-assignment",
      needs: ["snmp", "community"],
      hint: /snmp|community/i,
      pattern:
        /(?:\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|df|netstat|status|delta|check)\b[^\n|;&]{0,200}?[ \t]-c[ \t]*|\b(?:ro|rw)community6?[ \t]+|\bcommunity(?:[ _-]?string)?["']?(?:[ \t]*[:=]|[ \t][^\n:=\d,.;|()`]{0,40}?[ \t]*:|[ \t]+(?=["']))[ \t]*)(?<q>["']?)(?<secret>[A-Za-z0-9][^\s"',;#]{2,63})\k<q>/dgi,
      accept: (secret, match, text) =>
        !/^(?:public|private|true|false|yes|no|none|null|string|v[123]c?)$/i.test(secret) &&
        isCliSecret(secret) &&
        (/^\s*snmp/i.test(match[0]) || /^(?:ro|rw)community/i.test(match[0]) || /snmp/i.test(text)),
    },
    // Revision 23. The password of Elasticsearch's `elastic` superuser as its first start prints it ("Password for the
    // elastic user (reset with …):" with the value on the next line) and as `elasticsearch-reset-password` does ("New
    // value: …").
    elasticPrinted: {
      kind: "password-assignment",
      needs: ["elastic"],
      pattern:
        /(?:\b[Pp]assword for the \[?elastic\]? (?:built-in superuser|user)\b[^\n]{0,120}?(?:[ \t]is)?[ \t]*:[ \t]*(?:\n[ \t]*)?|\bNew value:[ \t]*)(?<secret>[A-Za-z0-9_*=+.-]{12,64})(?=[ \t]*(?:\n|$))/dg,
      accept: (secret, match, text) =>
        /\d/.test(secret) &&
        /[A-Za-z]/.test(secret) &&
        (!match[0].startsWith("New value") || /elasticsearch-reset-password/.test(text)),
    },
    // Revision 23. An Android signing config's passwords (`storePassword "…"`, `keyPassword = "…"`) wherever they stand
    // on their line (`signingConfigs { release { storePassword "…" } }`), plain words too. Not `android`, the debug
    // keystore's documented password.
    signingConfigPassword: {
      kind: "password-assignment",
      needs: ["storepassword", "keypassword"],
      pattern: /\b(?:store|key)Password[ \t]*(?:=[ \t]*)?(?<q>["'])(?<secret>[^"'\n$]{3,128})\k<q>/dg,
      accept: (secret) => secret !== "android" && isCliSecret(secret),
    },
    // Revision 23. An Ansible vault's password given by a process substitution (`--vault-password-file <(echo …)`).
    vaultPasswordEchoed: {
      kind: "password-assignment",
      needs: ["vault-pass"],
      pattern:
        /--vault-pass(?:word)?-file[ \t=]+<\([ \t]*(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?<q>["']?)(?<secret>[^\s"')]+)\k<q>[ \t]*\)/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // A package manager's login, the secret by position: `poetry config http-basic.<repo> <user> <password>`,
    // `poetry config pypi-token.<repo> <token>`, `composer config [--global] [--auth] http-basic.<host> <user>
    // <password>`, `composer config --auth bearer.<host> <token>` (also `github-oauth.`, `gitlab-token.`), `cargo
    // login <token>`.
    packageManagerLogin: {
      kind: "cli-password",
      needs: ["poetry", "composer", "cargo"],
      hint: /config|login/,
      pattern:
        /\b(?:(?:poetry|composer)[ \t]+config[ \t]+(?:--[\w-]+[ \t]+)*(?:http-basic\.[\w.-]+[ \t]+[^\s"'-][^\s"']*|(?:pypi-token|bearer|github-oauth|gitlab-token|gitlab-oauth)\.[\w.-]+)|cargo[ \t]+login(?:[ \t]+--registry[ \t]+[\w.-]+)?)[ \t]+(?<q>["']?)(?<secret>[^\s"']{6,256})\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && !isFilePath(secret) && /\d/.test(secret) && /[A-Za-z]/.test(secret),
    },
    // A token as a URL's user, with no password after it: Gemfury's `https://<token>@pypi.fury.io/…`, a Git host's
    // `https://<token>@github.com/…`. A user's name does not look random; a token does.
    urlTokenUser: {
      kind: "url-password",
      needs: ["://"],
      hint: /:\/\/[A-Za-z0-9_~-]{16,256}@/,
      pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/(?<secret>[A-Za-z0-9_~-]{16,256})@(?=[A-Za-z0-9-]+\.)/dgi,
      // Not a Sentry DSN's public key (`https://<32 hex>@o1.ingest.sentry.io/…`), made to ship in a page.
      accept: (secret, match, text) =>
        /\d/.test(secret) &&
        /[A-Za-z]/.test(secret) &&
        ((/^[0-9a-f]{32,}$/i.test(secret) && /[a-f]/i.test(secret)) || looksRandom(secret)) &&
        !/^[\w.-]*sentry\b/i.test(text.slice(match.index + match[0].length, match.index + match[0].length + 80)) &&
        !/\bdsn\b/i.test(text.slice(text.lastIndexOf("\n", match.index) + 1, match.index)),
    },
    // A conda channel's token as the URL's `/t/<token>/` segment (anaconda.org's private channels, a
    // .condarc's `channels:`), where the text names conda.
    condaChannelToken: {
      kind: "api-token",
      needs: ["/t/"],
      hint: /conda/i,
      pattern: /:\/\/[\w.-]+(?::\d+)?\/t\/(?<secret>[A-Za-z0-9-]{16,100})(?=\/)/dg,
      accept: (secret) => /\d/.test(secret) && /[A-Za-z]/.test(secret),
    },
    // A Basic credential in base64, by what it decodes to: a user, a colon and a made password (Docker's
    // config.json `auth`, an .npmrc's `_auth`, a Basic header copied without its scheme), wherever it stands.
    basicCredentialInBase64: {
      kind: "generic-secret",
      withinTokenRuns: 12,
      // A login's base64 holds a capital (its first byte's high bits), which no path-shaped text does; a
      // prefilter: and twelve base64 characters in a row, which a UUID, a date or a slug has not.
      hint: [/[A-Z]/, /[A-Za-z0-9+/]{12}/],
      pattern:
        /(?<![A-Za-z0-9+/=_-])(?<secret>(?:[A-Za-z0-9+/]{4}){3,100}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)(?![A-Za-z0-9+/=_-])/dg,
      accept: (secret) => /[A-Z]/.test(secret) && isBase64OfLogin(secret),
    },
    // A login and its password written beside the base64 they make ("base64 of <user>:…", "decodes to
    // …", "decoded: …").
    decodedLoginPair: {
      kind: "password-assignment",
      needs: ["base64", "decode", "dekodiert"],
      pattern:
        /\b(?:base64(?:[ -]?encoded)?[ \t]+(?:of|for|von|de|van|di|do|da|z)|decodes?[ \t]+(?:to|as|into)|decoded(?:[ \t]+(?:is|as|to))?:?|dekodiert(?:[ \t]+(?:zu|ist))?:?)[ \t]+["'`]?[\w.@+-]{1,64}:(?<secret>[^\s"'`)]{4,128})/dgi,
      accept: (secret) => isCliSecret(secret) && !secret.startsWith("//") && isMadeLoginPassword(secret),
      trimEnd: true,
    },
    // What `security find-generic-password … -w` (or `find-internet-password`) printed: the password, alone on the
    // line under the command.
    keychainPrinted: {
      kind: "cli-password",
      needs: ["find-generic-password", "find-internet-password"],
      pattern:
        /\bsecurity[ \t]+find-(?:generic|internet)-password\b[^\n]{0,300}?[ \t]-w\b[^\n]{0,300}\n(?:[ \t]*\n)?[ \t]*(?<secret>[^\s$#>]\S{3,255})[ \t]*(?=\n|$)/dg,
      accept: (secret) =>
        isCliSecret(secret) &&
        !/^[a-z][\w+.-]*:/i.test(secret) &&
        !/^[~/.]/.test(secret) &&
        !/^security\b/.test(secret),
    },
    // The secret key `django-admin startproject` writes into settings.py: `django-insecure-` and 50
    // characters of lower-case letters, digits and `!@#$%^&*(-_=+)` (the prefix says only that it was not rotated).
    djangoSecretKey: {
      kind: "generic-secret",
      needs: ["django-insecure-"],
      pattern: /(?<![\w-])django-insecure-[a-z0-9!@#$%^&*(\-_=+)]{40,60}(?![a-z0-9!@#$%^&*(\-_=+])/dg,
      accept: (secret) => /\d/.test(secret.slice(16)) && /[!@#$%^&*(_=+)-]/.test(secret.slice(16)),
    },
    // The key file `borg key export` prints: `BORG_KEY <the repository's id>` then the key, base64 lines (the
    // repository's key encrypted with its passphrase: with the passphrase, it opens every backup).
    borgKeyFile: {
      kind: "private-key",
      needs: ["borg_key"],
      pattern:
        /\bBORG_KEY[ \t]+[0-9a-f]{64}[ \t]*\n(?<secret>[A-Za-z0-9+/=]{16,100}(?:[ \t]*\n[A-Za-z0-9+/=]{16,100})*)/dg,
    },
    // A password of letters alone under a password's name in an INI or git-config section (`[sendemail]` then
    // `smtpPass = …`): a section's lines are settings, not code, so `name = word` is a value, not a variable.
    iniSectionPassword: {
      kind: "password-assignment",
      needs: ["pass", "pwd", "secret"],
      hint: /^[ \t]*\[[\w.-]+(?:[ \t]+"[^"\n]*")?\][ \t]*$/m,
      pattern: /^[ \t]*(?<key>[A-Za-z][\w.-]*)[ \t]*=[ \t]*(?<secret>[A-Za-z]{6,64})[ \t]*$/dgm,
      accept: (secret, match, text) =>
        keyRole(groups(match).key ?? "") === "password" &&
        !INI_WORD_VALUE.test(secret) &&
        !/pass|pwd|secret|token|change|example|sample|dummy|default/i.test(secret) &&
        isPasswordValue(secret, "=", false) &&
        isInIniSection(match.index, text),
    },
    // Revision 20. A Tasmota device's console command setting its MQTT or web password (`Backlog MqttHost …;
    // MqttPassword …; Topic …`): the command's name, a space, the value to the next `;` or the line's end. `1` and
    // `0` are its documented resets to the firmware's default, no password.
    tasmotaPassword: {
      kind: "password-assignment",
      needs: ["mqttpassword", "webpassword"],
      pattern: /\b(?:MqttPassword|WebPassword)[ \t]+(?<secret>[^\s;]{3,64})(?=[ \t]*(?:;|$))/dgim,
      accept: (secret) => !isPlaceholder(secret, false),
    },
  } satisfies Record<string, SecretRule>;
}

// Values an INI file's password setting takes that are not a password.
const INI_WORD_VALUE =
  /^(?:true|false|yes|no|on|off|none|null|nil|empty|prompt|ask|keyring|required|optional|disabled|enabled|default)$/i;

/** Whether the line at `at` is under a `[section]` header, every line between them a setting, a comment or blank. */
function isInIniSection(at: number, text: string): boolean {
  const lines = text.slice(Math.max(0, at - 2000), at).split("\n");
  for (let i = lines.length - 2; i >= 0 && i >= lines.length - 40; i--) {
    const line = lines[i]!;
    if (/^[ \t]*\[[\w.-]+(?:[ \t]+"[^"\n]*")?\][ \t]*$/.test(line)) return true;
    if (!/^[ \t]*(?:[A-Za-z][\w.-]*[ \t]*=[^\n]*|[#;][^\n]*)?$/.test(line)) return false;
  }
  return false;
}

/** A password as a login's: six characters or more, with a digit, a symbol or both cases; no placeholder. */
function isMadeLoginPassword(password: string): boolean {
  if (password.length < 6 || isPlaceholder(password, true)) return false;
  if (PASSWORD_NAMING_WORD.test(password) && /^[A-Za-z_-]+$/.test(password)) return false;
  return /[\d!#$%&*+?@^~_.|;=-]/.test(password) || (/[a-z]/.test(password) && /[A-Z]/.test(password));
}

/** Base64 that decodes to `user:password`, printable and without spaces, the password made. */
function isBase64OfLogin(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const decoded = Buffer.from(value, "base64").toString("latin1");
  const login = /^(?<user>[A-Za-z0-9._@+-]{1,64}):(?<password>[\x21-\x7e]{6,128})$/.exec(decoded);
  if (!login) return false;
  const { user, password } = login.groups!;
  if (/^(?:https?|ftp|urn|data|mailto|file|ssh|git)$/i.test(user!) || password!.startsWith("//")) return false;
  // GitHub's legacy node id (`04:User583231`: the type's length, its name, the number): an id, not a login.
  if (/^\d{1,3}$/.test(user!) && /^[A-Z][A-Za-z]+\d+$/.test(password!)) return false;
  // A host and its port (Elastic's Cloud ID decodes to `host:443$…`): an address, not a login.
  if (/^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i.test(user!) && /^\d{2,5}(?:$|[$/])/.test(password!)) return false;
  return isMadeLoginPassword(password!);
}
