// What a value looks like: a placeholder, a reference, a message, a random token, a PIN, a publishable key.

import { PLACEHOLDER_MARK } from "./kinds.js";
import { isPasswordMessage } from "./messages.js";
import { TYPE_WORDS } from "./type-words.js";

// A GraphQL type in a schema: a scalar or a type's name, non-null (`!`) or a list (`[…]`).
const GRAPHQL_TYPE =
  /^\[?(?:String|Int|Float|Boolean|ID|[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:Input|Type|Scalar|Payload|Password|Secret|Token|Key))!?\]?!$/;

// "Change me" in Spanish, Italian, French, German, Portuguese, Dutch, Polish, Swedish.
const CHANGE_ME =
  /^(?:c[a\u00e1]mbia(?:me|lo)|cambiami|changez[-_ ]?moi|(?:ae|\u00e4)ndern|\u00e4ndere[-_ ]?mich|aendere[-_ ]?mich|mude[-_ ]?me|altere[-_ ]?me|troque[-_ ]?me|wijzig[-_ ]?mij|zmie\u0144[-_ ]?mnie|zmien[-_ ]?mnie|\u00e4ndra[-_ ]?mig|andra[-_ ]?mig)$/i;

/**
 * A message for people, as an i18n file or a validator holds it under a password's name ("Password must be
 * at least {min} characters"): it interpolates a value, or it is a sentence that says what must be.
 */
function isMessage(inner: string): boolean {
  const words = inner.trim().split(/\s+/);
  if (words.length < 3) return false;
  if (/\{\{?\s*[A-Za-z_][\w.]*\s*\}\}?|%[sd]|%\{[A-Za-z_]\w*\}|%\([A-Za-z_]\w*\)s/.test(inner)) return true;
  return (
    words.length >= 5 &&
    words.every((word) => /^[\p{L}'\u2019-]+[.,:;!?]?$/u.test(word)) &&
    words.some((word) =>
      /^(?:must|should|is|are|be|cannot|can't|does|do|not|invalid|required|incorrect|wrong)$/i.test(word),
    )
  );
}

export function unquote(value: string): { inner: string; quoted: boolean } {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'" || first === "`") && value.endsWith(first)) {
    return { inner: value.slice(1, -1), quoted: true };
  }
  return { inner: value, quoted: false };
}

/**
 * Template syntax, environment references, masks and type names: not a literal
 * secret. Unquoted values stop at `>` and `}`, so `<your-password` and
 * `${PASSWORD` arrive without their closing character.
 */
/**
 * `Zrr_hJAz…5A...dfYbh_H_KkL`: an ellipsis between two long random parts is a secret's own characters (Azure's
 * client secrets hold dots), not a mask's: a mask shows a few characters at most.
 */
function isRandomOnBothSides(value: string): boolean {
  const parts = value.split(/\.{3}|\u2026/);
  return (
    parts.length === 2 &&
    parts.every((part) => part.length >= 10 && /^[A-Za-z0-9_~.-]+$/.test(part)) &&
    looksRandom(parts.join(""))
  );
}

export function isPlaceholder(inner: string, quoted = false, yamlSyntax = true): boolean {
  const value = inner.trim();
  if (value.length === 0 || value.includes(PLACEHOLDER_MARK)) return true;
  // A log's mask; revision 24: npm's (`_authToken = (protected)` of `npm config list`).
  if (/^[[<(](?:redacted|filtered|masked|hidden|removed|omitted|protected)[\]>)]$/i.test(value)) return true;
  if (/^(?:\$\{|\$\(|\{\{|%\(|<%|\$\$)/.test(value)) return true; // ${X} $(cmd) {{ x }} %(x)s <%= x %>
  if (/^\$[A-Za-z_][A-Za-z0-9_]*$/.test(value) || /^%[sd]$/.test(value) || /^%[A-Za-z_][A-Za-z0-9_]*%$/.test(value))
    return true; // $VAR, %s, %VAR%
  if (/^<[^<>]*>?$/.test(value) || /^\{[A-Za-z_][\w.-]*\}?$/.test(value)) return true; // <your-password> {password}
  // Revision 15: a provider's prefix before the placeholder (`pypi-<votre-jeton-ici>`, `ghp_<token>`); Grafana's
  // references to a file, a variable or a vault (`$__file{/run/secrets/…}`, `$__env{…}`).
  if (/^[A-Za-z][\w.-]{0,15}<[^<>\s]+>?$/.test(value) || /^\$__(?:file|env|vault)\{/.test(value)) return true;
  // Revision 14: a SQL bind variable (`IDENTIFIED BY :app_password`), a SQL*Plus substitution variable (`&&pw`).
  if (/^:[A-Za-z_]\w*$/.test(value) || /^&{1,2}[A-Za-z_]\w*\.?$/.test(value)) return true;
  // @file (revision 14: not a value holding symbols no file's name holds: `@Os…$9%H`); YAML !tag, &anchor, *alias.
  if (!quoted && ((/^@/.test(value) && !/[!#$%^&*?]/.test(value)) || (yamlSyntax && /^[!&*]/.test(value)))) return true;
  if (/^(.)\1+$/.test(value) || /^(?:\.{3}|\u2026)|(?:\.{3}|\u2026)$/.test(value) || /^x{3,}$/i.test(value))
    return true; // ***, xxxx, …
  // `sk_test_xxxxxxxx`, `replace-me`, `changeme`, and "change me" in other languages (`CAMBIAME`, `changez-moi`).
  // Revision 27: with words after it (`changeme-not-used`, `change_me_please`).
  if (
    /x{8,}/i.test(value) ||
    /^(?:replace|change)[-_ ]?(?:me|this)(?:[-_][a-z]{2,12}){0,3}$/i.test(value) ||
    CHANGE_ME.test(value)
  )
    return true;
  if (TYPE_WORDS.has(value.toLowerCase())) return true;
  if (GRAPHQL_TYPE.test(value)) return true; // `newPassword: String!`, `[Token!]!`
  // A mask with the ends shown (`ghp_****…a1B2`, `sk-…9f2c`): what a dashboard prints, not the secret.
  if (/[*\u2022\u25cf]{3,}/.test(value) || (/\u2026|\.{3}/.test(value) && !isRandomOnBothSides(value))) return true;
  if (/^(?:your|my|the|some)[-_ ]?[a-z_-]*$/i.test(value) && /^(?:your|my|the|some)(?:[-_ ]|$)/i.test(value))
    return true;
  if (/^your[-_]?(?:api[-_]?)?(?:key|token|secret|password)/i.test(value)) return true;
  if (YOUR_SECRET_IN_OTHER_LANGUAGES.test(value)) return true;
  if (
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) &&
    /_(?:HERE|KEY|TOKEN|SECRET|PASSWORD|PASS|PWD|AQUI|AQU\u00cd|ICI|HIER|QUI|TUTAJ|BURAYA|DISINI)$/.test(value)
  )
    return true; // YOUR_API_KEY_HERE, OPENAI_API_KEY, SUA_SENHA_AQUI
  // Revision 17: the same in lower case, three words or more ending in "here" (`sua_senha_aqui`, `your_token_here`).
  if (/^[a-z]+(?:_[a-z]+){2,}$/.test(value) && /_(?:here|aqui|aqu\u00ed|ici|hier|qui|tutaj|buraya|disini)$/.test(value))
    return true;
  // Revision 20: two words, a secret's name then "here" (`password_here` of wp-config-sample.php, `token_here`).
  if (/^(?:password|passwd|pass|pwd|secret|token|key|apikey|passphrase)_here$/i.test(value)) return true;
  if (/^(?:https?|file|ftp):\/\//i.test(value)) return true;
  return isSecretReference(value);
}

// Revision 18: "your password" in the languages of the prose rules, as a template writes it where the value goes
// (`<password>VASE_HESLO</password>`, `TWOJE_HASLO`, `DEIN_PASSWORT`, `VOTRE_MOT_DE_PASSE`, `TU_CONTRASENA`).
const YOUR_SECRET_IN_OTHER_LANGUAGES =
  /^(?:vase|va\u0161e|tvoje|twoje|twoj|tw\u00f3j|ihr|ihre|dein|deine|votre|ton|tu|su|sua|seu|tuo|il[-_ ]tuo|la[-_ ]tua|jouw|uw|ditt|din|dit|senin|sizin)[-_ ](?:[a-z]+[-_ ])?(?:heslo|has(?:l|\u0142)o|passwort|kennwort|mot[-_ ]de[-_ ]passe|mdp|contrase(?:n|\u00f1)a|clave|senha|password|wachtwoord|l(?:o|\u00f6)senord|adgangskode|passord|(?:s|\u015f)ifre(?:n|niz)?|parola|token|schl(?:ue|\u00fc)ssel|cl(?:e|\u00e9)|chiave|nyckel|klucz)$/i;

/**
 * Where a secret is kept, not the secret: a secret manager's name for it (GCP `projects/…/secrets/…`, an AWS
 * ARN, `vault:`, 1Password `op://`, `ssm:`, `env:NAME` …). A memory saying where the password lives is worth
 * keeping whole.
 */
function isSecretReference(value: string): boolean {
  return (
    /^projects\/[\w.-]+\/secrets\/[\w.-]+(?:\/versions\/[\w.-]+)?$/.test(value) ||
    /^arn:aws[\w-]*:(?:secretsmanager|ssm|kms):[\w-]*:\d*:[\w/.:+=@-]+$/.test(value) ||
    /^(?:vault|op|ssm|secretsmanager|aws-sm|gcp-sm|gcpsm|azurekeyvault|akv|keyvault|doppler|infisical|keychain|sops|bw)(?::\/\/|:)[\w./#:@+-]+$/i.test(
      value,
    ) ||
    /^env:[A-Za-z_][A-Za-z0-9_]*$/.test(value) ||
    // Revision 15: a Postfix lookup table's path (`smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd`).
    /^(?:hash|btree|lmdb|cdb|dbm|sdbm|texthash|regexp|pcre|cidr|proxy:[a-z]+):\/[\w./-]+$/.test(value) ||
    /^(?:secret|kv)\/(?:data\/)?[\w./-]+(?::[\w-]+)?$/.test(value) ||
    // Revision 22: an Azure Key Vault reference of App Service settings, by the secret's URI or by vault and name.
    /^@Microsoft\.KeyVault\((?:SecretUri=https:\/\/[\w-]+\.vault\.azure\.(?:net|cn|us)\/secrets\/[\w-]+(?:\/[\w-]*)?\/?|VaultName=[\w-]+;[ \t]*SecretName=[\w-]+(?:;[ \t]*SecretVersion=[\w-]+)?)\)$/i.test(
      value,
    )
  );
}

/**
 * `process.env.X`, `config.db.password`, `getpass()`, `os.environ["X"]`, `Optional[str]`, `TArg<Input>` (not
 * `sk.eyJ…`: a part that looks random is no name).
 */
export function isCodeReference(inner: string): boolean {
  if (/^[([{]/.test(inner) || /^[A-Za-z_$][\w$.?]*(?:\s*[([]|<[A-Za-z_$])/.test(inner)) return true;
  return (
    /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+$/.test(inner) &&
    !inner.split(/\??\./).some((part) => looksRandom(part))
  );
}

// A part of a name in code: lower case, UPPER_CASE, camelCase or PascalCase (each hump a capital and lower case).
const NAME_PART = /^(?:[a-z_$][a-z0-9_$]*(?:[A-Z][a-z0-9]+)*|[A-Z][A-Z0-9_]*|(?:[A-Z][a-z0-9]+)+)$/;

/**
 * In a sentence, a dotted value is code only when each part reads as a name (`process.env.DB_PASSWORD`,
 * `config.db.password`); `sU.IshqbAuPyw2` is a password with a dot in it.
 */
export function isProseCodeReference(inner: string): boolean {
  if (!isCodeReference(inner)) return false;
  return /[([{<]/.test(inner) || inner.split(".").every((part) => NAME_PART.test(part));
}

/**
 * Revision 18. A password with dots in it, not a dotted name in code: a digit among its parts, and a part no name is
 * written as (`bHQ.Re7TkWz2d9`, `mRT604J1pWxHk.nQvle.Gz`) or capitals run into four digits (`KQTD4817.vmwa`).
 * `config.db.password`, `settings.DB_PASSWORD`, `Base64.encode` stay names.
 */
export function isDottedMadeValue(inner: string): boolean {
  if (!/^[A-Za-z0-9_$]+(?:\.[A-Za-z0-9_$]+)+$/.test(inner) || !/\d/.test(inner)) return false;
  return inner.split(".").some(
    (part) =>
      /[A-Za-z]/.test(part) &&
      (!NAME_PART.test(part) ||
        /^[A-Z]{2,}\d{4,}$/.test(part) ||
        // Revision 21: a digit inside a hump of both cases (`H6u.wzwzNhxQ1j`, each part read as a name otherwise);
        // `md5sum`, `k8s` and `utf8Encode` have no capital before the digit.
        (inner.length >= 10 && /[A-Z][a-z]{0,2}\d[a-z]/.test(part))),
  );
}

/** A code reference (isCodeReference) that is not a dotted password (isDottedMadeValue). */
export function isCodeNotPassword(inner: string): boolean {
  return isCodeReference(inner) && !isDottedMadeValue(inner);
}

// What a URL must percent-encode: controls and the space, its delimiters, and what is unsafe in it.
const URL_ENCODED_ASCII = new Set(" \"#$%&'()*+,/:;<=>?@[\\]^`{|}");

/**
 * Revision 14. Whether a value holds percent-encoding: `%` and two hex digits of one case (`%2F`, `%c3`) standing for
 * a character a URL must encode, or for a byte of a UTF-8 character beside another. A password's `%` followed by
 * letters (`%Fa`, mixed case, a byte alone: neither) is no encoding.
 */
export function hasUrlEncoding(value: string): boolean {
  for (const match of value.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const hex = match[1]!;
    if (/[a-f]/.test(hex) && /[A-F]/.test(hex)) continue;
    const code = Number.parseInt(hex, 16);
    if (code < 0x80) {
      if (code <= 0x20 || URL_ENCODED_ASCII.has(String.fromCharCode(code))) return true;
      continue;
    }
    const at = match.index;
    if (/%[0-9A-Fa-f]{2}$/.test(value.slice(Math.max(0, at - 3), at)) || /^%[0-9A-Fa-f]{2}/.test(value.slice(at + 3)))
      return true;
  }
  return false;
}

/** Shannon entropy of the characters of `value`, in bits per character. */
export function shannonEntropy(value: string): number {
  if (!value) return 0;
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  const length = [...value].length;
  for (const count of counts.values()) {
    const p = count / length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/**
 * How a generic secret is told from other values of a key-like assignment
 * (model names, versions, ARNs, env var names, timestamps). Measured by the
 * test corpus (test/core/secrets.test.ts) on 2,000 seeded random values of each
 * shape — hex 32/40, base62 20/32, base64 32/44 — and on 30 non-secret values
 * seen under token- and key-named keys: random values have ≥ 3.0 bits of
 * entropy per character and change character class (digit, lower, upper)
 * ≥ 0.18 times per character; words joined by separators or digits almost never
 * change class, so they stay below.
 */
export const GENERIC_MIN_ENTROPY = 3.0;
export const GENERIC_MIN_CLASS_CHANGES = 0.18;
export const GENERIC_MIN_LENGTH = 16;

/** Changes between digit, lower-case and upper-case runs per character; an upper-case letter opening a word does not count. */
export function classChangeRate(value: string): number {
  if (value.length === 0) return 0;
  const classOf = (code: number) =>
    code >= 48 && code <= 57 ? 1 : code >= 97 && code <= 122 ? 2 : code >= 65 && code <= 90 ? 3 : 0;
  let changes = 0;
  for (let i = 1; i < value.length; i++) {
    const a = classOf(value.charCodeAt(i - 1));
    const b = classOf(value.charCodeAt(i));
    if (a !== 0 && b !== 0 && a !== b && !(a === 3 && b === 2)) changes++;
  }
  return changes / value.length;
}

/** A random-looking token: long, high entropy, and not made of words. */
export function looksRandom(value: string): boolean {
  return (
    value.length >= GENERIC_MIN_LENGTH &&
    shannonEntropy(value) >= GENERIC_MIN_ENTROPY &&
    classChangeRate(value) >= GENERIC_MIN_CLASS_CHANGES
  );
}

/** Random and mixing digits with letters of both cases (or long hex): the tail of a provider token. */
export function looksLikeTokenBody(value: string): boolean {
  if (!looksRandom(value)) return false;
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value))
    return value.length >= 32 && /[0-9]/.test(value) && /[a-fA-F]/.test(value);
  return /[0-9]/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);
}

/** `db-password`, `stripe_secret_key`: the name a secret is kept under (`--secret=db-password`), not its value. */
function isSecretName(inner: string): boolean {
  return (
    /^[a-z0-9]+(?:[-_][a-z0-9]+)+(?::(?:latest|\d+))?$/.test(inner) &&
    /(?:^|[-_])(?:password|passwd|pass|pwd|secret|token|key|cred|creds|credentials)(?:$|[-_:])/.test(inner)
  );
}

/**
 * Revision 22. What a masked value ends in, as a log or a dashboard prints it (`…/B0000/<redacted>`, `****`,
 * `[REDACTED]`, `xxxx`): the rest of a URL or a value whose secret part was already taken out.
 */
export function isMaskedTail(rest: string): boolean {
  return /^(?:<(?:redacted|masked|hidden|removed|omitted|filtered|secret|token)>|\[(?:redacted|masked|hidden|removed|omitted|filtered)\]|[*\u2022\u25cf]{3,}|x{4,}(?![A-Za-z0-9]))/i.test(
    rest,
  );
}

/**
 * Revision 20. A name in code ending in a secret's word, camelCase or joined (`dbPassword`, `stripe_api_key`): the
 * name a setting is kept under. Only where the flag before it says so (`--secret dbPassword`), as a password could
 * be written the same way elsewhere.
 */
export function isSecretNameInCode(inner: string): boolean {
  return (
    isSecretName(inner) ||
    /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*(?:Password|Passwd|Pwd|Secret|Token|Key|Credentials|Passphrase)$/.test(inner)
  );
}

/** `/home/me`, `./data`, `~/x`, `C:\\Users`: a directory, not a password (`PWD=/home/me`). */
export function isFilePath(inner: string): boolean {
  return /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)/.test(inner);
}

export function isPasswordValue(value: string, separator: string, gapBeforeValue: boolean): boolean {
  const { inner, quoted } = unquote(value);
  if (isPlaceholder(inner, quoted, separator === ":") || isFilePath(inner) || (!quoted && isSecretName(inner)))
    return false;
  if (quoted) return inner.length >= 3 && !isMessage(inner) && !isPasswordMessage(inner);
  if (inner.length < 3 || isCodeNotPassword(inner) || isPasswordMessage(inner)) return false;
  const hasDigitOrSymbol = /[0-9!@#$%^&*+=?~|\\/]/.test(inner);
  if (separator === ":") {
    // YAML or prose ("Forgot password: click the link"): plain words are prose.
    return hasDigitOrSymbol || (inner.length >= 12 && /[a-z]/.test(inner) && /[A-Z]/.test(inner));
  }
  // `password = userInput` (or `= !done`) with a space before the value is code; `PASSWORD=hunter` is an env file.
  if (gapBeforeValue && (/^[A-Za-z_]+$/.test(inner) || inner.startsWith("!"))) return false;
  return true;
}

export function isGenericSecretValue(value: string): boolean {
  const { inner: raw, quoted } = unquote(value);
  // Revision 20: a line of printed output kept in a JSON string (a notebook's `"AWS_SESSION_TOKEN=…\n"`) ends
  // with the escape of its newline, no character of the value.
  const inner = raw.replace(/(?:\\[nr])+$/, "");
  if (isPlaceholder(inner, quoted) || isPublishableKey(inner) || isAccountId(inner)) return false;
  // A URL: a password in it is the URL rules' to find (`postgresql://app_iam@db…` holds none).
  if (/^[a-z][a-z0-9+.-]*:\/\/[^\s]+$/i.test(inner)) return false;
  // WordPress's salts and keys: 64 printable characters, symbols (brackets too) included.
  if (quoted && inner.length >= 32 && /^[!-~]+$/.test(inner) && shannonEntropy(inner) >= 4.5) return true;
  if (isCodeReference(inner)) return false;
  if (!/^[A-Za-z0-9+/=_.~:%-]+$/.test(inner)) return false;
  // Hex of 32+ digits under a token's name (Twilio, Datadog keys) is random even when its class changes are few.
  if (/^[0-9a-f]{32,}$/i.test(inner) && /[0-9]/.test(inner) && /[a-f]/i.test(inner)) return true;
  return looksRandom(inner);
}

/** Four to twelve digits, not one repeated nor a run (`0000`, `1234`): a PIN. */
export function isPinValue(value: string): boolean {
  const { inner } = unquote(value);
  if (!/^\d{4,12}$/.test(inner) || /^(\d)\1+$/.test(inner)) return false;
  return !"01234567890".includes(inner) && !"98765432109".includes(inner);
}

/** A value random beyond doubt (mixed-case letters and digits, or long hex), not an id or a digest's name. */
export function isKeyValue(value: string): boolean {
  const { inner, quoted } = unquote(value);
  if (
    isPlaceholder(inner, quoted) ||
    UUID.test(inner) ||
    /^(?:sha\d*|md5)[:-]/i.test(inner) ||
    isPublishableKey(inner) ||
    isAccountId(inner)
  )
    return false;
  if (!/^[A-Za-z0-9+/=_.~-]+$/.test(inner) || isCodeReference(inner)) return false;
  return looksLikeTokenBody(inner.replace(/[+/=_.~-]/g, ""));
}

/** An account's id that a provider prints beside its secret (a Twilio account SID `AC…`): it names, it opens nothing. */
export function isAccountId(value: string): boolean {
  // Revision 16: every Twilio SID is two capitals and 32 hex digits (`VA…` a Verify service, `MG…` a messaging
  // service); Scaleway's access key id `SCW` and 17 capitals and digits, which names the key (its secret is a UUID).
  // Not an API key's SID (`SK…`): the eighth set labels it a secret where the twentieth keeps it; the safer reading.
  return /^(?:AC|VA|MG|PN|IS|SM|CA)[0-9a-f]{32}$/.test(value) || /^SCW[A-Z0-9]{17}$/.test(value);
}

/** Keys made to be shipped in web pages and apps (Stripe `pk_live_…`, Mapbox `pk.eyJ…`): public by design. */
export function isPublishableKey(value: string): boolean {
  // Revision 12: Adyen's client key (`live_` or `test_` and 32 capitals and digits), made for the browser; Supabase's
  // anon key, a JWT whose role is `anon` (what a page ships; its service_role key is the secret).
  return (
    /^pk(?:_(?:live|test)_|\.eyJ)/.test(value) ||
    /^(?:live|test)_[A-Z0-9]{32}$/.test(value) ||
    // Revision 26: RevenueCat's public SDK keys (`appl_`, `goog_`, `amzn_`, `strp_`; its secret keys are `sk_`), and
    // Razorpay's key id (`rzp_live_` and 14 characters), which its checkout page ships beside the order.
    /^(?:(?:appl|goog|amzn|strp)_[A-Za-z0-9]{24,32}|rzp_(?:live|test)_[A-Za-z0-9]{14})$/.test(value) ||
    isBrowserSdkKey(value) ||
    (value.startsWith("eyJ") && isSupabaseAnonKey(value))
  );
}

// Revision 16: keys each provider documents as safe in a page, by their exact shape: PostHog's project key `phc_`
// (its personal API key `phx_` is the secret), Statsig's client key `client-` (its server key is `secret-`), New
// Relic's browser key `NRJS-` and 19 hex digits (its license and user keys are the secrets), Datadog's RUM client
// token `pub` and 32 hex digits (its API and app keys are the secrets).
const BROWSER_SDK_KEY = /^(?:phc_[A-Za-z0-9]{43}|client-[A-Za-z0-9]{43}|NRJS-[0-9a-f]{19}|pub[0-9a-f]{32})$/;

function isBrowserSdkKey(value: string): boolean {
  return BROWSER_SDK_KEY.test(value);
}

function isSupabaseAnonKey(value: string): boolean {
  const payload = value.split(".")[1];
  if (!payload) return false;
  const claims = Buffer.from(payload, "base64url").toString("utf8");
  return /"iss"\s*:\s*"supabase"/.test(claims) && /"role"\s*:\s*"anon"/.test(claims);
}

/**
 * Revision 26. A password's hash in the forms systems store it (`$2b$…` bcrypt, `$argon2id$…`, `$6$…` of crypt(3) and
 * /etc/shadow, `$apr1$` of htpasswd, Django's `pbkdf2_sha256$…`): made to be stored where others read it (fixtures,
 * cloud-init's `passwd:`), it gives the password back only to a guess that already holds it.
 */
export function isPasswordHashAt(at: number, text: string): boolean {
  // The hash whole from where a rule's value starts: a rule may end its value at the `,` of argon2's parameters.
  // A rule that reads a made word may take its name too (`PASSWORD_HASH=$argon2id$…`): the hash after `=` or `:`.
  const token = (/^[^\s"'`]{1,400}/.exec(text.slice(at, at + 400))?.[0] ?? "").replace(/[.,;)]+$/, "");
  return [token, token.slice(token.search(/[=:]\$/) + 1)].some(isPasswordHash);
}

function isPasswordHash(value: string): boolean {
  return /^(?:\$(?:2[abxy]?|argon2(?:id|i|d)|[1567]|y|gy|apr1|scrypt|pbkdf2(?:-sha\d{1,3})?)|pbkdf2_sha(?:1|256)|argon2|bcrypt(?:_sha256)?|scrypt)\$(?:[^$\s]{1,64}\$){1,4}[./A-Za-z0-9+=]{16,128}$/.test(
    value,
  );
}

// A UUID after a word is an id as often as a key ("idempotency token <uuid>"); under a key's name it counts.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
