// Which short texts the secret rules cannot find anything in, told without
// loading them: the hook logs the path a Read named, the session's id and the
// project's directory with every injection, and loading and building the rules
// costs more than the rest of such a call. Conservative (a text it refuses is
// scanned as before), and built on the scanner's own shortcuts in
// core/secrets.ts: a rule none of whose needed literals is in the text is
// skipped, as is one whose hint does not match it. A path-shaped text (ASCII
// letters, digits, `/ . _ -`) holding none of the literals below can match only
// the rules that need neither; those need a character a path here cannot hold
// (`: = ? & ; @ ~` quotes, spaces), or a long random run (see below), or one
// of the provider prefixes listed last. A secret written as pieces (core/secrets/pieces.ts) needs a quote mark, a
// backslash, a colon, a `%` or a line break to be joined: no path-shaped text has one. test/core/secret-free-text.test.ts
// holds the list to the rules (it fails when a rule needs a literal no entry
// covers, or when the rules without literals change) and fuzzes it against them.

/** The texts this tells about: longer ones are scanned. */
const MAX_CHARS = 512;
const PATH_SHAPED = /^[A-Za-z0-9/._-]*$/;
/**
 * The provider tokens no listed prefix covers have a random part of 20 or more letters and digits, or of 27 or more
 * token characters (`_` and `-` included) between the separators of a path.
 */
const LONG_ALPHANUMERIC_RUN = /[A-Za-z0-9]{20}/;
const LONG_TOKEN_RUN = /[A-Za-z0-9_-]{27}/;
/** Twelve digits or more in groups of four: what a payment card's number starts with. */
const CARD_DIGITS = /\d{4}-?\d{4}-?\d{4}/;
/** Groups of six digits joined by dashes: what a BitLocker recovery key is made of (revision 23). */
const RECOVERY_KEY_DIGITS = /\d{6}-\d{6}-\d{6}/;
/** A session's id: hex digits only, in runs of at most 12, which no provider token is made of. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lower-case literals: every literal a rule needs that a path-shaped text can
 * hold (core/secrets.ts `needs`), the words of the hints of the rules that have
 * no literals (keys, codes and passwords named in several languages), and the
 * prefixes of provider tokens whose random part may hold `_ - . /` (so that it
 * may be cut into short runs).
 */
const DENIED: readonly string[] = [
  // Needed literals.
  "-u",
  ".aspnetcore.",
  "/api/push/",
  "/heartbeat/",
  "/hooks/",
  "/key/",
  "0x",
  "2fa",
  "7z",
  "_auth",
  "_password",
  "a3t",
  "abia",
  "ably",
  "acca",
  "adgangskode",
  "akia",
  "alarm",
  "api.render.com",
  "api.vercel.com",
  "asia",
  "assphrase",
  "assw",
  "auth",
  "basic",
  "bearer",
  "build_hooks",
  "bundle",
  "code",
  "config",
  "connect",
  "contrasena",
  "cqlsh",
  "crc", // revision 24: Przelewy24's CRC key
  // Revision 25: WordPress's application passwords, and a key's names in Hungarian, Czech and Vietnamese, and "API"
  // alone (the key-name rule needs a blank, a colon or a quote, which no path holds; the list is kept whole anyway).
  "application",
  "aplicaci",
  "kulcs",
  "kli",
  "khoa",
  "api",
  "cred",
  "cronitor.link",
  "curl",
  "cypher-shell",
  "define",
  "digo",
  "disarm",
  "discord",
  "door",
  "echo",
  "elastic", // revision 23
  "eyj",
  "garage",
  "gate",
  "haslo",
  "hc-ping",
  "heslo",
  "honeycomb",
  "hooks.slack",
  "htpasswd",
  "http",
  "identified",
  "importprivkey",
  "ipmitool",
  "kennwort",
  "key",
  "kunci", // revision 24: a key's name in Indonesian
  "ldap",
  "lockbox",
  "log_in",
  "logged_in_",
  "login",
  "losen", // the prose hints' `l[oö]sen` (found in code since the prose rules' checks; it covers "losenord")
  "losenord",
  "masterauth",
  "mfa",
  "mnemonic",
  "mongo",
  "mysql",
  "nmcli",
  "oath",
  "open-apis",
  "otp",
  "pass",
  "pat",
  "pin",
  "plaintext",
  "printf",
  "psk",
  "puk",
  "put-parameter",
  "pw",
  "rabbitmqctl",
  "redis-cli",
  "remember",
  "requirepass",
  "safe",
  "salasana",
  // Revision 17: a server's salt under its name (`passwordsalt`).
  "salt",
  "sas",
  "secret",
  "securestring",
  "seed",
  "senha",
  "service_account",
  "set",
  // Revision 19: the base64 of SMTP's "Password:" prompt, after which a mail session's password is sent.
  "ugfzc3dvcmq6",
  "sifre",
  "sig",
  "snyk",
  "sqlplus",
  "sshpass",
  "ssid",
  "token",
  "upload",
  "use",
  "variable",
  "wachtwoord",
  "wallet",
  "webhookb2",
  "wget",
  "with",
  "wpa",
  "xh",
  // Revision 20: Agora's app certificate, Gradle's BuildConfig field, Postmark's clients, Tasmota's passwords.
  "app_cert",
  "appcert",
  "buildconfigfield",
  "serverclient",
  "accountclient",
  "postmarkclient",
  "mqttpassword",
  "webpassword",
  // Revision 21: share links of password managers and one-time secret services, Okta's and Opsgenie's schemes, an
  // INSERT's rows, the labels of a secret's parts, the case of a described password in Spanish, Portuguese, Italian
  // (the other new rules need a blank in their literals, which no path holds).
  "send.bitwarden",
  "share.1password",
  "keepersecurity",
  "onetimesecret",
  "privnote",
  "pwpush",
  "yopass",
  "send.firefox",
  "ssws",
  "geniekey",
  "basis",
  "autenticaci",
  "insert",
  "half",
  "teil",
  "lfte",
  "moiti",
  "partie",
  "mitad",
  "parte",
  "metade",
  "helft",
  "deel",
  "halv",
  "delen",
  "uscul",
  "scula",
  "scola",
  // Needed by the rules of revision 9 (names of accounts, routers, wallets and phrases in several languages).
  "accesso",
  "account",
  "admin",
  "alchemy",
  "compte",
  "conta",
  "cuenta",
  "frase",
  "fraza",
  "has",
  "herstelzin",
  "infura",
  "konto",
  "mnemonik",
  "phrase",
  "quiknode",
  "resource",
  "root",
  "roteador",
  "router",
  "senord",
  "wi-fi",
  "wifi",
  "wlan",
  "zugang",
  // The hints of the rules without literals (revision 21: a safe's names before a colon).
  "coffre",
  "cofre",
  "cassaforte",
  "kluis",
  "sejf",
  "anahtar",
  "avain",
  "chave",
  "chiave",
  "clave",
  "cle",
  "cod",
  "community",
  "contrase",
  "ifre",
  "jeton",
  "klucz",
  "kod",
  "kombin", // revision 23
  "llave",
  "mdp",
  "nogle",
  "nyckel",
  "parola",
  "recup",
  "schl",
  "sleutel",
  "tresor",
  "wiederherstellungscode",
  // Needed by the rules of revision 18 (a toolchain's logins, a conda channel's token, a base64 login decoded, a
  // Django key, a passphrase's name in the Nordic languages, Finnish, Dutch).
  "/t/",
  "base64",
  "cargo",
  "composer",
  "decode",
  "dekodiert",
  "django-insecure",
  "poetry",
  "salalause",
  "senfras",
  "wachtzin",
  // ... and of revision 14's: a voicemail's PIN.
  "messagerie",
  "mobilbox",
  "voicemail",
  // ... and of revision 12's: combination locks in several languages.
  "cadenas",
  "candado",
  "cijferslot",
  "combin",
  "lucchetto",
  "zahlenschloss",
  // ... and of revision 10's: a secret's word in Portuguese, Italian and German.
  "geheimnis",
  "segredo",
  "segreto",
  // ... and of revision 9's: recovery codes, lock combinations, card security codes.
  "backup",
  "beveiliging",
  "cid",
  "combination",
  "cryptogramme",
  "csc",
  "cvc",
  "cvn",
  "cvv",
  "emergen",
  "herstelcode",
  "llningskod",
  "notfall",
  "one-time",
  "recover",
  "recuper",
  "rescue",
  "reservekod",
  "respaldo",
  "sauvegarde",
  "secours",
  "seguran",
  "seguridad",
  "sicherungscode",
  "sicurezza",
  "wiederherstell",
  // Provider prefixes (the provider-token rule has neither literals nor a hint): tokens whose random part may hold
  // `_ - . /`, or is shorter than 20 letters and digits.
  "aiza",
  "atbb",
  "bkua_",
  "dckr_",
  "figd_",
  "fo1_",
  "gocspx",
  "gr1348941",
  "gsk_",
  "glagent-",
  "glcbt-",
  "gldt-",
  "glft-",
  "glimt-",
  "gloas-",
  "glpat-",
  "glptt-",
  "glrt-",
  "glsoat-",
  "glwt-",
  "hvb.",
  "hvr.",
  "hvs.",
  "nfp_",
  "nrak-",
  "nrii-",
  "nrjs-",
  "pul_",
  "pypi-age",
  "r8_",
  "rnd_",
  "sg.",
  "sk-",
  "sq0",
  "tskey-",
  "ya29.",
  "fm1",
  "fm2",
  "glc_",
  "glsa_",
  "k00",
  "ops_eyj",
  "pscale_",
  "sntry",
  "tfp_",
  "whsec_",
  "xapp",
  "xox",
  "//",
  "luks", // revision 13
  "veracrypt", // revision 13
  "bitlocker", // revision 13
  "ansible-vault", // revision 13
  "unlock", // revision 13
  "heslem", // revision 13
  "snmp", // revision 13
  "combo", // revision 13
  "tastenfeld", // revision 13
  "ziffernfeld", // revision 13
  "vnc", // revision 13
  "begin license", // revision 13
  "@tcp(", // revision 13
  "@unix(", // revision 13
  "@udp(", // revision 13
  "openvpn", // revision 15
  "get-content", // revision 15
  "erlang", // revision 15
  "setcookie", // revision 15
  "release_cookie", // revision 15
  "encrypt", // revision 15
  "racadm", // revision 15
  "ilorest", // revision 15
  "redfishtool", // revision 15
  "koodi", // revision 15
  "losungswort", // revision 15
  "verbal", // revision 15
  "palavra", // revision 15
  "obnoven", // revision 15
  "yedek", // revision 15
  "kurtarma", // revision 15
  "varakoodi", // revision 15
  "palautuskoodi", // revision 15
  "cadangan", // revision 15
  "pemulihan", // revision 15
];

/** True when no secret rule can find anything in `text` (false means only: scan it). */
export function cannotHoldSecret(text: string): boolean {
  if (
    text.length > MAX_CHARS ||
    !PATH_SHAPED.test(text) ||
    ((LONG_ALPHANUMERIC_RUN.test(text) || LONG_TOKEN_RUN.test(text)) && !UUID.test(text)) ||
    CARD_DIGITS.test(text) ||
    RECOVERY_KEY_DIGITS.test(text)
  )
    return false;
  const lower = text.toLowerCase();
  for (const literal of DENIED) if (lower.includes(literal)) return false;
  return true;
}

/** @internal The denied literals, for the test that holds them to the rules. */
export const deniedLiterals = (): readonly string[] => DENIED;
