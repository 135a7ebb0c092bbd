// Rule family: devices, networks and firmware (revision 28). What people who run routers, switches, BMCs and home
// automation paste: a smart-home device's setup code, a LoRaWAN, Zigbee or Thread network's keys, a stored password of
// a network device's configuration (crackable or reversible where it stands), the config lines that carry a key in
// the clear, and the passwords a device is shipped with or given (a pull tab's, a symbol first, letters only). Their
// place among the others is in ../rule-table.ts; their proof, true and false positives: ./devices.examples.ts.

import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { PASSWORD_NAMING_WORD } from "../password-names.js";
import { isNamedLineValue } from "../value-context.js";
import { isJoinedMemorable } from "./memorable.js";
import { isFilePath, isPlaceholder, looksRandom } from "../values.js";

// A Matter device's manual pairing code (eleven digits, written 4-3-4) and its QR payload (`MT:` and base38), a
// HomeKit accessory's setup code (3-2-3 digits). The codes the Matter SDK's test device uses are published in the
// specification and every example: kept (../documented-examples.ts).
// What names the code: Matter or HomeKit, a pairing or a setup code, in the languages people write them in.
const SETUP_CODE_CONTEXT =
  /matter|homekit|home ?kit|pairing|setup[ -]code|manual code|onboarding|\u30bb\u30c3\u30c8\u30a2\u30c3\u30d7|\u30da\u30a2\u30ea\u30f3\u30b0|\uc124\uc815 \ucf54\ub4dc|\ud398\uc5b4\ub9c1|\u914d\u5bf9|\u8bbe\u7f6e\u7801|kopplungs|einrichtungs|appairage|emparejamiento|configuraci\u00f3n|abbinamento|koppel|parowania/i;

// LoRaWAN's root and session keys by their specification's names (`AppKey`, `NwkSKey`, `AppSKey`, 1.1's
// `FNwkSIntKey`): sixteen bytes in hex. Its EUIs and the device's address are identifiers, and stay.
const LORAWAN_KEY =
  /(?<![A-Za-z])(?:app|nwk|gen ?app|f ?nwk ?s ?int|s ?nwk ?s ?int|nwk ?s ?enc|apps?|nwks?|mc(?:app|nwk)?s?)[ _-]?key(?![A-Za-z])(?:[ \t]+[\w.-]{1,30}(?=[ \t]*[:=]))?(?:[ \t]*\([^()\n]{0,40}\))?(?:[ \t]*[:=\uff1a][ \t]*|[ \t]+)["'`]?(?:0x)?(?<secret>[0-9A-Fa-f]{32})(?![0-9A-Za-z])/dgi;

// A network key given as its bytes in a list (zigbee2mqtt's `network_key: [..16 numbers..]`), on its line or after
// the words naming it. A PAN's extended id is eight bytes, and stays.
const BYTE = "(?:0x[0-9A-Fa-f]{1,2}|\\d{1,3})";
const NETWORK_KEY_BYTES = new RegExp(
  `network[ _-]?key\\b[^\\n\\[]{0,80}?(?<secret>\\[[ \\t]*${BYTE}(?:[ \\t]*,[ \\t]*${BYTE}){15}[ \\t]*\\])`,
  "dgi",
);

// A Thread network's active dataset as `ot-ctl dataset active -x` prints it: TLVs in hex, the first the active
// timestamp's (`0e08…`); it holds the network key and the PSKc.
const THREAD_DATASET = /(?<=[\s:=`'"])(?<secret>0e08[0-9A-Fa-f]{96,1024})(?![0-9A-Za-z])/dg;

// A stored password of a network device: Cisco's type 5, 8 and 9 (`$1$`, `$8$`, `$9$salt$hash`), Junos' and
// others' `$6$` and `$1$` after `encrypted-password` or in a router's note, Mosquitto's `$7$` of its passwd file.
// On a device a hash is read back with the rest of the config; weak or not, it opens the device to a guess.
const DEVICE_HASH =
  /(?<![\w$])(?<secret>\$(?<type>[156789])\$(?:\d{1,6}\$)?[./A-Za-z0-9]{2,32}\$[./A-Za-z0-9+=]{16,128})/dg;
// What names a device's config around the hash.
const DEVICE_CONFIG_CONTEXT =
  /\b(?:enable secret|secret [589]|username\b[^\n]{0,60}\bsecret|encrypted-password|root-authentication|junos|cisco|ios(?:-xe)?|nx-os|mikrotik|routeros|fortigate|edgeos|vyos|mosquitto|sh(?:ow)? run|running-config|switch|router|firewall)\b/i;

// Config lines that carry a secret in the clear after their keyword (FortiOS's `set psksecret`, EdgeOS' and VyOS'
// `plaintext-password`, IOS' `crypto isakmp key … address`, Huawei's `cipher` after a community or a shared key, the
// community an SNMP host is sent traps with, OpenWrt's `…key='…'`).
const DEVICE_CONFIG_VALUE =
  /(?:(?<![\w-])(?:set[ \t]+(?:psksecret|passwd)|plaintext-password|crypto[ \t]+isakmp[ \t]+key|(?:community[ \t]+(?:read|write)|shared-key|password)[ \t]+(?:cipher|simple)|snmp-server[ \t]+host[ \t]+\S+(?:[ \t]+(?:traps|informs))?[ \t]+version[ \t]+(?:1|2c)|option[ \t]+(?:key|password|sae_password|auth_secret|priv_key))[ \t]+|(?<=\w)\.(?:key|password|sae_password|auth_secret|priv_key)=|(?<=`)(?:password|secret)(?:[ \t]+[07])?[ \t]+)(?<q>["']?)(?<secret>[^\s"'`]{4,64})\k<q>/dgi;

// A pre-shared key named in prose, in the languages of the sets (`PSK …`, "clé pré-partagée …", "Pre-Shared-Key: …").
const PSK_NAME =
  "\\bpsk\\b|pre-?shared[ -]key|cl(?:\u00e9|e) pr(?:\u00e9|e)-?partag(?:\u00e9|e)e|clave precompartida|chave pr(?:\u00e9|e)-?compartilhada|chiave pre-?condivisa|vorinstallierter schl(?:\u00fc|ue)ssel|gedeelde sleutel|klucz wsp(?:\u00f3|o)\u0142dzielony";
const NAMED_PSK = new RegExp(
  `(?:${PSK_NAME})(?:[ \\t]*[:=\\uff1a][ \\t]*|[ \\t]+(?:is[ \\t]+|with[ \\t]+)?)(?<q>[\`"']?)(?<secret>[^\\s"'\`]{8,64})\\k<q>`,
  "dgiu",
);

// A community named in prose, words between it and its value: "SNMP write community <c> (…)", "Communauté SNMP en
// lecture pour … : <c>", "Community for the lab devices is `<c>`", "RO community = <c>".
const NAMED_COMMUNITY =
  /(?<![\w-])(?:community|communaut(?:\u00e9|e)|comunidad|comunit(?:\u00e0|a)|communit(?:y|eit)|community-string)(?<gap>[^\n:=`"']{0,80}?)(?:[ \t]*[:=\uff1a][ \t]*|[ \t]+(?:is|est|es|\u00e8|ist)[ \t]+|[ \t]+(?=[`"']))(?<q>[`"']?)(?<secret>[^\s"'`]{6,64})\k<q>|(?<![\w-])(?:read|write|ro|rw)[ \t]+community[ \t]+(?<q2>[`"']?)(?<bare>[^\s"'`]{6,64})\k<q2>/dgiu;

// The enable password of a device's console, in a note: "enable `…`", "then `enable` with …".
const ENABLE_PASSWORD =
  /(?<![\w-])`?enable`?(?:[ \t]+(?:with|password|pw|secret|is)[ \t]+|[ \t]*:[ \t]*|[ \t]+)(?<q>[`"']?)(?<secret>[^\s"'`]{8,64})\k<q>/dg;

// SNMPv3 users' passphrases in a note: "v3 user `ups-mon` auth <pass>", "auth SHA <pass>, priv AES <pass>".
const SNMP_V3_PROSE =
  /(?<![\w-])(?:auth|priv)(?:[ \t]+(?:md5|sha(?:-?\d{1,3})?|3?des|aes(?:-?\d{3})?)(?:[ \t]+\d{3})?)?(?:[ \t]+password)?[ \t]*:?[ \t]+(?<q>[`"']?)(?<secret>[^\s"'`]{8,64})\k<q>/dgi;

// A value typed after a Wi-Fi security mode ("stays on WPA2 with <key>", "WPA2-PSK: <key>").
const SECURITY_MODE_KEY =
  /(?<![\w-])(?:wpa[23]?(?:-psk|-sae|-personal)?|sae)[ \t]+(?:with|using|key|passphrase)[ \t]+(?<q>[`"']?)(?<secret>[^\s"'`]{12,63})\k<q>/dgi;

// A device's unlock or reset code given in a sentence ("unlock code …", "Le code de réinitialisation … était …").
const UNLOCK_CODE =
  /(?<![\p{L}])(?:unlock|reset|activation|entsperr|freischalt|r\u00e9initialisation|d\u00e9verrouillage|desbloqueo|restablecimiento|sblocco|ripristino|desbloqueio)(?:[ \t-]?code|[ \t-]?kode|[ \t-]?c(?:\u00f3|o)digo|[ \t-]?codice)?(?<gap>[^\n:\uff1a]{0,60}?)(?:[ \t]*[:\uff1a][ \t]*|[ \t]+(?:is|was|war|ist|\u00e9tait|est|era|es|\u00e8)[ \t]+|[ \t]+)(?<q>[`"']?)(?<secret>[A-Za-z0-9]{8,40})\k<q>(?![\w-])/dgiu;

// Passwords' names of other scripts the prose rules leave to this one: Arabic's without its article, Persian's,
// Thai's, Greek's short word, Polish's "sekret".
const OTHER_NAMES =
  "\u0643\u0644\u0645\u0629 \u0645\u0631\u0648\u0631|\u0631\u0645\u0632(?: \u0639\u0628\u0648\u0631)?|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2|\\bsekret\\b";
// A key's word, where a Wi-Fi key or a device's key is named so ("Schlüssel dafür …").
const KEY_WORDS =
  "(?<![\\w\\u00c0-\\u024f])(?:key|schl(?:\u00fc|ue)ssel|cl(?:\u00e9|e)|clave|chave|chiave|sleutel|nyckel|n(?:\u00f8|o)kkel|klucz|kl(?:\u00ed|i)\u010d|avain)(?![\\w\\u00c0-\\u024f])";
const NAME_HINT = new RegExp(
  `${PASSWORD_NAMING_WORD.source}|${OTHER_NAMES}|${KEY_WORDS}|password|admin|root|enable|wi-?fi|wlan|user|benutzer|utilisateur|usuario|utente|gebruiker|u\\u017cytkownik|[ \\t]/[ \\t]`,
  "iu",
);

// A password's name, then up to four words (where it was read: "from the pull tab", "с наклейки") and a colon at
// most, then a value: a password a device is shipped with (eight or more capitals and digits, as printed on a pull
// tab or a sticker), one made with a symbol first (`$Word1234ABC`), or a random run of letters of both cases.
const NAME_THEN_VALUE = new RegExp(
  `(?:(?<pw>${PASSWORD_NAMING_WORD.source}|${OTHER_NAMES}|(?<=[A-Za-z])password)|\\b(?:admin|root|administrator|enable)\\b|(?<net>\\bwi-?fi\\b|\\bwlan\\b|${KEY_WORDS})|` +
    "(?<![\\w.@+-])`?[A-Za-z][\\w.@+-]{1,39}`?(?=[ \\t]+/[ \\t])|" +
    // A login's name, the user quoted, then "with": "MQTT-Benutzer `tasmota` mit …".
    "(?:user|benutzer|utilisateur|usuario|utente|gebruiker|u\\u017cytkownik)\\S*[ \\t]+[`\"'][^`\"'\\s]{1,40}[`\"'][ \\t]+(?:with|mit|avec|con|com|met|z|med))" +
    "(?<gap>(?:[ \\t]*[(\\uff08][^()\\uff08\\uff09\\n]{1,40}[)\\uff09])?(?:[ \\t]+[^\\s:\\uff1a`\"'/]{1,20}){0,6}?)(?<sep>[ \\t]*[:\\uff1a][ \\t]*|[ \\t]+/[ \\t]+|[ \\t]+)" +
    "(?<q>[`\"']?)(?<secret>(?=[$.@%_+*!#&~^-]|[^\\s`\"']*\\d)[$.@%_+*!#&~^-]?[A-Za-z0-9][A-Za-z0-9$.@%_+*!#&~^-]{5,39}[A-Za-z0-9$@%_+*!#&~^-](?:\\.(?=[,;]))?)\\k<q>" +
    "(?=$|[\\s,;)\\uff09\\u3002\\u3001\\uff0c\\uff1b]|\\.(?:\\s|$)|[\\u0370-\\u1fff\\u3040-\\u9fff\\uac00-\\ud7af])",
  "dgiu",
);

// What a value after a name is not: a public key's, a network's or a file's name (`Wi-Fi name: …`, "site key (public)").
const PUBLIC_OR_NAME =
  /public|publishable|site[ _-]?key|\u00f6ffentlich|publique|p\u00fablic|pubblic|openbare|\u05e6\u05d9\u05d1\u05d5\u05e8\u05d9|\u516c\u958b|\u516c\u94a5|\uacf5\uac1c|\b(?:name|ssid|nom|nombre|nome|navn|namn|nimi|nazwa|n\u00e1zev|file|datei|fichier|id)\b/i;
const NETWORK_LINE =
  /wi-?fi|wlan|ssid|wpa|hotspot|router|netz|network|r\u00e9seau|rede|red\b|rete|sie\u0107|s\u00ed\u0165/i;

function lineOf(at: number, text: string): string {
  const end = text.indexOf("\n", at);
  return text.slice(text.lastIndexOf("\n", at - 1) + 1, end < 0 ? text.length : end);
}

/** Values a device's config or a note about one carries. */
export function deviceRules() {
  return {
    setupCode: {
      kind: "password-assignment",
      hint: [/\d{3}-\d{2,3}-\d{3,4}|\d{8}|MT:/, new RegExp(`${SETUP_CODE_CONTEXT.source}|MT:`, "i")],
      pattern:
        /(?<=[\s:\uff1a=([,'"`\uff08])(?<secret>MT:[0-9A-Z.-]{18,39}[0-9A-Z]|\d{4}-\d{3}-\d{4}|\d{11}|\d{3}-\d{2}-\d{3})(?![\w-]|\.\d)/dg,
      accept: (secret, match, text) => isSetupCode(secret, match.index, text),
    },
    loraWanKey: {
      kind: "generic-secret",
      needs: ["key"],
      pattern: LORAWAN_KEY,
      accept: (secret) => /[A-Fa-f]/.test(secret) && /\d/.test(secret) && !/^(.)\1+$/.test(secret),
    },
    networkKeyBytes: {
      kind: "generic-secret",
      needs: ["network"],
      pattern: NETWORK_KEY_BYTES,
      accept: (secret) => new Set(secret.match(/\w+/g)).size >= 6,
    },
    threadDataset: {
      kind: "generic-secret",
      needs: ["0e08"],
      pattern: THREAD_DATASET,
      accept: (secret) => secret.length % 2 === 0,
    },
    deviceHash: {
      kind: "password-assignment",
      readsHashes: true,
      needs: ["$1$", "$5$", "$6$", "$7$", "$8$", "$9$"],
      pattern: DEVICE_HASH,
      accept: (_secret, match, text) =>
        /[789]/.test(groups(match).type ?? "") ||
        DEVICE_CONFIG_CONTEXT.test(text.slice(Math.max(0, match.index - 600), match.index)),
    },
    deviceConfigValue: {
      kind: "password-assignment",
      needs: [
        "psksecret",
        "passwd",
        "plaintext-password",
        "isakmp",
        "cipher",
        "simple",
        "snmp-server",
        "key",
        "password",
        "secret",
      ],
      pattern: DEVICE_CONFIG_VALUE,
      accept: (secret) =>
        !/^(?:public|private|cipher|simple|ascii|hex|\d)$/i.test(secret) &&
        !isPlaceholder(secret, true) &&
        !/^\$(?:\{|[A-Z_]+$)/.test(secret) &&
        (/[0-9!#%&*+?@^~_-]/.test(secret) || looksRandom(secret)),
    },
    namedPsk: {
      kind: "password-assignment",
      needs: [
        "psk",
        "shared",
        "partag",
        "compartida",
        "compartilhada",
        "condivisa",
        "vorinstalliert",
        "gedeelde",
        "dzielony",
      ],
      pattern: NAMED_PSK,
      accept: (secret) => isMadeValue(secret),
    },
    namedCommunity: {
      kind: "password-assignment",
      needs: ["communit", "communaut", "comunidad", "comunit"],
      pattern: NAMED_COMMUNITY,
      accept: (secret, match, text) => isCommunity(secret, match, text),
    },
    enablePassword: {
      kind: "password-assignment",
      needs: ["enable"],
      pattern: ENABLE_PASSWORD,
      accept: (secret) => isMadeValue(secret) && /[a-z]/.test(secret) && /[A-Z]/.test(secret) && /\d/.test(secret),
    },
    snmpV3Prose: {
      kind: "password-assignment",
      needs: ["auth", "priv"],
      hint: /snmp|\bv3\b/i,
      pattern: SNMP_V3_PROSE,
      accept: (secret, _match, text) =>
        /snmp|\bv3\b/i.test(text) &&
        !/^(?:md5|sha\S*|3?des|aes\S*|password|priv|auth\S*|noauth\S*)$/i.test(secret) &&
        isMadeValue(secret),
    },
    securityModeKey: {
      kind: "password-assignment",
      needs: ["wpa", "sae"],
      pattern: SECURITY_MODE_KEY,
      accept: (secret) => isMadeValue(secret) && /\d/.test(secret),
    },
    unlockCode: {
      kind: "password-assignment",
      needs: [
        "unlock",
        "reset",
        "activation",
        "entsperr",
        "freischalt",
        "initialisation",
        "verrouillage",
        "desbloqueo",
        "restablecimiento",
        "sblocco",
        "ripristino",
        "desbloqueio",
      ],
      pattern: UNLOCK_CODE,
      accept: (secret) =>
        /\d/.test(secret) && /[a-z]/.test(secret) && /[A-Z]/.test(secret) && looksRandomEnough(secret),
    },
    shippedOrMadePassword: {
      kind: "password-assignment",
      hint: NAME_HINT,
      pattern: NAME_THEN_VALUE,
      accept: (secret, match, text) => {
        const { gap = "", sep = "", pw, net } = groups(match);
        if (!/[:\uff1a/]/.test(sep) && gap.trim().split(/\s+/).length > 4) return false;
        if (PUBLIC_OR_NAME.test(match[0].slice(0, match[0].length - secret.length))) return false;
        // After a network's or a key's word: a password made to say aloud, where the line names a network.
        if (net !== undefined) return isMemorableWithSuffix(secret) && NETWORK_LINE.test(lineOf(match.index, text));
        return isShippedOrMadePassword(secret, gap, pw !== undefined);
      },
    },
    // Letters only, right after the name (a colon at most): a generator's run of both cases, no digit.
    randomLettersPassword: {
      kind: "password-assignment",
      hint: NAME_HINT,
      pattern: new RegExp(
        `(?:${PASSWORD_NAMING_WORD.source}|${OTHER_NAMES})(?:[ \\t]*[:\\uff1a][ \\t]*|[ \\t]+)(?<q>[\`"']?)(?<secret>[A-Za-z]{10,40})\\k<q>(?![\\w$@#%&*+-])`,
        "dgiu",
      ),
      accept: (secret) => isRandomLetters(secret),
    },
  } satisfies Record<string, SecretRule>;
}

/** A setup code beside the words that name one, not the SDK's published test code. */
function isSetupCode(secret: string, at: number, text: string): boolean {
  if (secret.startsWith("MT:")) return /\d/.test(secret) && /[A-Z]/.test(secret);
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const before = text.slice(Math.max(lineStart, at - 160), at);
  if (!SETUP_CODE_CONTEXT.test(before)) return false;
  const digits = secret.replace(/-/g, "");
  // Not an IMEI's or a phone's shape (they are longer, or begin with +), and not a run or a repeat.
  return (
    !/^(\d)\1+$/.test(digits) &&
    !/^(?:0123456789|12345678)/.test(digits) &&
    (secret.length === 10 ? /homekit|home ?kit|setup/i.test(before) : true)
  );
}

/** A value people make or a random one: eight characters or more, letters and digits or symbols, no path. */
function isMadeValue(secret: string): boolean {
  const value = secret.replace(/[.,;:)]+$/, "");
  if (value.length < 8 || isPlaceholder(value, true) || isFilePath(value) || /^[a-z][\w+.-]*:\/\//i.test(value))
    return false;
  if (/^[\u2022*x]+$/i.test(value) || /\u2022/.test(value) || /^\$\{|^\{\{|^<|^!secret/.test(value)) return false;
  if (!/[A-Za-z]/.test(value)) return false;
  return isNamedLineValue(value) || looksRandom(value) || isSymbolFirstPassword(value) || isRandomLetters(value);
}

/** A community that is the device's, not the default nor a placeholder, named where SNMP is. */
function isCommunity(secret: string, match: RegExpExecArray, text: string): boolean {
  const value = (groups(match).bare ?? secret).replace(/[.,;:)]+$/, "");
  if (/^(?:public|private|string|strings?|names?|for|is|read|write|ro|rw|v[123]c?)$/i.test(value)) return false;
  if (!/snmp|zabbix|centreon|librenms|prtg|observium|\bv2c\b|\bv3\b/i.test(text)) return false;
  if (isPlaceholder(value, true) || /^[<{$]/.test(value) || /[\u2022()[\]{}\\|<>?]/.test(value)) return false;
  if (!/[A-Za-z]/.test(value)) return false;
  if (/\d/.test(value)) return /[^A-Za-z0-9]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value));
  // No digit: a case change inside a word, as a generator writes, not a title's (`Read-Only`).
  return /[a-z][A-Z]/.test(value) && /[^A-Za-z]/.test(value);
}

function looksRandomEnough(secret: string): boolean {
  return looksRandom(secret) || (secret.length >= 8 && isRandomLetters(secret.replace(/\d/g, "")) !== undefined);
}

/**
 * A made password with a symbol first (`$`, `.`, `@`, `%`, `-`, `_` before a word, digits and capitals): a word, digits
 * and capitals after it; not a variable (`$HOME`, `${x}`), a mention, a flag or a file's extension, which hold no such
 * run.
 */
export function isSymbolFirstPassword(value: string): boolean {
  return (
    /^[$.@%_+*!#&~^-](?=[A-Za-z])[A-Za-z]{2,}\d{2,}[A-Za-z]*[!#$%&*@^]?$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    value.length >= 8
  );
}

/**
 * Letters only, of both cases changing places as a generator's do: ten or more, three capitals at
 * least, no run of four lower-case letters (a word, a name in code: `MyPassword`).
 */
export function isRandomLetters(value: string): boolean {
  if (!/^[A-Za-z]{10,40}$/.test(value)) return false;
  const upper = (value.match(/[A-Z]/g) ?? []).length;
  const changes = (value.match(/(?=[a-z][A-Z]|[A-Z][a-z])/g) ?? []).length;
  return upper >= 3 && upper <= value.length - 3 && changes >= 5 && !/[a-z]{4}/.test(value) && !/[A-Z]{4}/.test(value);
}

/** After a password's name: a shipped password (capitals and digits), one with a symbol first, or random letters. */
function isShippedOrMadePassword(secret: string, gap: string, named: boolean): boolean {
  const value = secret;
  if (/hash|polic|length|\bmin(?:imum)?\b|example|beispiel|reset link|manager|vault|bitwarden|keepass/i.test(gap))
    return false;
  if (isSymbolFirstPassword(value)) return true;
  if (isPlaceholder(value, true) || isFilePath(value)) return false;
  // Capitals and digits after a password's name only, and not hex (a serial number, an EUI).
  if (/^[A-Z0-9]{8,16}$/.test(value))
    return named && /\d/.test(value) && (value.match(/[A-Z]/g) ?? []).length >= 3 && !/^[0-9A-F]+$/.test(value);
  return (
    isSymbolFirstPassword(value) ||
    isRandomLetters(value) ||
    isMixedRandom(value) ||
    isJoinedMemorable(value) ||
    isMemorableWithSuffix(value) ||
    /^(?:\p{Lu}\p{Ll}{2,}){1,3}\d{2,4}[!#$%&*@]$/u.test(value) ||
    (named && isNamedLineValue(value)) ||
    /^[A-Z][a-z]{2,}@(?:19|20)\d\d$/.test(value)
  );
}

/** Letters of both cases and digits changing places, as a generator's: ten or more, no name in code (`getUser2Id`). */
export function isMixedRandom(value: string): boolean {
  if (!/^[A-Za-z0-9]{10,40}$/.test(value) || !/\d/.test(value) || !/[a-z]/.test(value) || !/[A-Z]/.test(value))
    return false;
  const changes = (value.match(/(?=[a-z][A-Z0-9]|[A-Z][a-z0-9]|\d[A-Za-z])/g) ?? []).length;
  return changes >= 4 && !/^(?:[A-Z][a-z]+)+\d*$/.test(value) && !/[a-z]{8}/.test(value);
}

/**
 * Lower-case words joined by dashes with a number run into the last or a symbol after it: a password made to say
 * aloud.
 */
export function isMemorableWithSuffix(value: string): boolean {
  return (
    /^\p{Ll}{3,}(?:-\p{Ll}{3,}){1,4}\d{2,4}[!#$%&*@._-]?$/u.test(value) ||
    /^\p{Ll}{3,}(?:-\p{Ll}{3,}){1,3}-\d{2,4}[!#$%&*@._]$/u.test(value)
  );
}
