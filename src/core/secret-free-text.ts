// Which short texts the secret rules cannot find anything in, told without
// loading them: the hook logs the path a Read named, the session's id and the
// project's directory with every injection, and loading and building the rules
// costs more than the rest of such a call. Conservative (a text it refuses is
// scanned as before), and built on the scanner's own shortcuts in
// core/secrets: a rule none of whose needed literals is in the text is
// skipped, as is one whose hint does not match it. Most rules cannot match a
// path-shaped text at all (ASCII letters, digits, `/ . _ -`): each of their
// matches holds a character no such text holds (a blank, `: = ? & ; @ ~`, a
// quote mark). Of the others, a text holding none of the literals below can
// match only those that need none: they need a long random run (see below) or
// one of the provider prefixes listed last. A secret written as pieces
// (core/secrets/pieces.ts) needs a quote mark, a backslash, a colon, a `%` or a
// line break to be joined: no path-shaped text has one.
// test/core/secret-free-text.test.ts proves from the rules' expressions which
// rules a path cannot match, holds the list to the others, and fuzzes it
// against all of them.

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
 * Lower-case literals, each refused wherever it stands in a text: the literals needed by the rules that a path-shaped
 * text can match, the words of the hints of such rules that need no literal, and the prefixes of provider tokens
 * whose random part may hold `_ - . /` (so that it may be cut into short runs). A rule every match of which holds a
 * character no path holds (a blank, `:`, `=`, a quote mark...) needs nothing here, whatever words it looks for:
 * test/core/secret-free-text.test.ts proves which rules those are from their expressions, and fails when a rule a
 * path can match needs a literal no entry covers.
 */
const DENIED: readonly string[] = [
  // Needed literals.
  ".ics",
  "/api/push/",
  "/heartbeat", // revision 26: `/heartbeats/` too
  "/key/",
  "/snapshot/",
  "0x",
  "1drv.ms",
  "2fa",
  "2pacx-",
  "a3t",
  "abia",
  "acca",
  "admin",
  "akia",
  "alchemy",
  "api.render.com",
  "api.vercel.com",
  "asia",
  "authenticator",
  "box.com",
  "build_hooks",
  "caldav.icloud",
  "client_id_", // revision 26: Pix's client id
  "client_secret_",
  "contrase",
  // Revision 26: a private key's DER without its armour.
  "ibadanbgkqhkig9w0baqefaas",
  "ibaak",
  "mhccaqee",
  "geambmgbyqgsm49",
  "mc4caqawbqydk2vw",
  "cronitor.link",
  "discord",
  "django-insecure-",
  "eyj",
  "hooks.slack",
  "hooks.zapier",
  "infura",
  "integromat",
  "keepersecurity",
  "kennwort",
  "losungswort",
  "make.com",
  "mega.",
  "mfa",
  "oath",
  "onetimesecret",
  "open-apis",
  "otp",
  "pagerduty",
  "palavra",
  "pass",
  "privnote",
  "public-dashboards",
  "pwd",
  "pwpush",
  "quiknode",
  "root",
  "safeword",
  "seed",
  "send.bitwarden",
  "send.firefox",
  "senha",
  "sharepoint.com",
  "verbal",
  "vnc",
  "wachtwoord",
  "webcal",
  "webhookb2",
  "wetransfer.com",
  // The hints' words of the rules without literals (codes and PINs named in several languages, card security codes).
  "alarm",
  "beveiliging",
  "cadenas",
  "candado",
  "cassaforte",
  "cid",
  "cijferslot",
  "cod",
  "coffre",
  "cofre",
  "combin",
  "combo",
  "cryptogramme",
  "csc",
  "kassask",
  "keypad",
  "kluis",
  "kod",
  "kombin",
  "lucchetto",
  "messagerie",
  "mobilbox",
  "pin",
  "puk",
  "seguridad",
  "sejf",
  "sicurezza",
  "tastenfeld",
  "tresor",
  "voicemail",
  "zahlenschloss",
  "ziffernfeld",
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
