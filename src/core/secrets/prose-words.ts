// A secret's names in prose, in English and other languages, and the sentence shapes that give its value.

import { KEY_LITERALS } from "./key-names.js";
import {
  OTHER_LANGUAGE_PASSWORD_HINT,
  PROSE_KEYWORD_ENGLISH,
  PROSE_KEYWORD_LATIN,
  PROSE_KEYWORD_OTHER,
} from "./password-names.js";
import { groups } from "./match-groups.js";
import { isNamedLineValue, isProseSecret } from "./value-context.js";
import { isCodeReference, isFilePath, isPlaceholder, looksRandom } from "./values.js";

// What it is for, after a preposition: "for the SSO app", "f\u00fcr den Staging-Server", "de la base de staging".
// Up to six words, none ending a sentence; Italian's elided prepositions ("dell'utente") join their word.
const PROSE_QUALIFIER_WORD = "[^\\s\"'`:\uff1a=]*[^\\s\"'`:\uff1a=.;!?]";
const PROSE_QUALIFIER =
  "(?:(?:[ \\t]+(?:for|of|on|to|at|in|with|f\u00fcr|von|vom|zum|zur|des|der|de|du|pour|del|para|do|da|dos|das|di|della|dello|per|" +
  "f\u00fcrs|voor|van|bij|f\u00f6r|till|til|p\u00e5|dla|na|k|c\u1ee7a|untuk|\u03b3\u03b9\u03b1|\u043e\u0442|\u0434\u043b\u044f|\u043a|\u0434\u043e)" +
  "[ \\t]+(?:(?:the|a|an|la|le|les|el|los|las|der|die|das|den|dem|o|il|lo|i|het|\u03c4\u03bf\u03bd|\u03c4\u03b7\u03bd|\u03c4\u03bf)[ \\t]+)?|" +
  "[ \\t]+(?:dell|dall|nell|sull|all|d)['\u2019]|" +
  // Or what it is for in parentheses: "passphrase (release manager):".
  "[ \\t]*\\([^()\\n]{1,40}\\)(?=[ \\t]*:)" +
  ")" +
  `(?:(?<=\\))|${PROSE_QUALIFIER_WORD}(?:[ \\t]+${PROSE_QUALIFIER_WORD}){0,5}?))`;
// In languages that mark what it is for by a word's ending ("Salasana testipalvelimelle on …", "كلمة المرور لحساب
// المسؤول هي …"): up to eight words of letters before the verb ("contraseña del usuario root en la VM de pruebas es …"; a word
// with digits or symbols may be the value).
const PROSE_ANY_QUALIFIER =
  '(?:[ \\t]+(?:[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u1e00-\u1eff\'\u2019-]+|"[^"\\s]{1,40}")){1,8}?';
// The verb that gives the value ("is now" before "is", which would stop at "now").
const PROSE_VERB =
  "(?:\\s+(?:is now|is veranderd naar|is gewijzigd (?:in|naar)|is nu|veranderd naar|gewijzigd (?:in|naar)|is|was reset to|was changed to|was set to|was rotated to|rotated to|changed to|was|remains|reads|=|to|" +
  "c['\u2019]est|est|ist|lautet|war|es|era|fue|" +
  "\u00e9|\u00e8|\u00e4r|jest)\\s+(?:set to\\s+)?)";
// The same verb in languages whose word for it is also an English word ("on", "er"): after their own names only.
const PROSE_VERB_OTHER =
  "(?:\\s+(?:je|l\u00e0|adalah|sekarang|diganti menjadi|diubah menjadi|menjadi|er endret til|er n\u00e5|er|on|\u03b5\u03af\u03bd\u03b1\u03b9|\u0454|\u0647\u064a|\u0647\u0648|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0)\\s+|" +
  // Revision 23: Indonesian marks what the password is of with "-nya" ("kata sandinya …", "kata sandi database-nya …").
  "(?<=nya)[ \\t]+)";
// Or a colon (with a space after it: `secret:prod/db` in an ARN is a name), or a Japanese, Chinese or Korean mark.
const PROSE_MARK =
  "(?:[ \\t]*:[ \\t]+(?:(?:now|ora|adesso|jetzt|nun|ahora|agora|maintenant|nu)[ \\t]+(?:(?:is|\u00e8|ist|es|\u00e9|est|\u00e4r)[ \\t]+)?)?|[ \\t]*\uff1a[ \\t]*|[ \\t]*(?:\u2192|->)[ \\t]*|" +
  // Chinese "set to", "changed to"; "は", "是", "为", "는", "은".
  "[ \\t]*(?:\u8bbe\u6210\u4e86|\u6539\u6210\u4e86|\u8bbe\u7f6e\u4e3a|\u8bbe\u4e3a|\u6539\u4e3a|\u6539\u6210|\u8bbe\u6210|[\u306f\u662f\u4e3a\u70ba\ub294\uc740])[ \\t]*)";
const PROSE_DASH = "(?:[ \\t]+[\u2014\u2013][ \\t]+)";
// An English name then a colon is a key and its value, the assignment rules' to read ("Token: T-42"); after what it
// is for, or in another language, a colon gives the value.
export const PROSE_LATIN =
  `(?:${PROSE_KEYWORD_ENGLISH}(?:${PROSE_QUALIFIER}(?:${PROSE_VERB}|${PROSE_MARK})|${PROSE_VERB})|` +
  `${PROSE_KEYWORD_LATIN}(?:${PROSE_QUALIFIER}|${PROSE_ANY_QUALIFIER})?(?:${PROSE_VERB}|${PROSE_VERB_OTHER}|${PROSE_MARK}|${PROSE_DASH}))`;
// Revision 19: Chinese says what happened to the password before its new value, in the same clause or the next ("密码被运维改了，现在是
// <value>": changed by ops, now it is): a few characters, then "now is", "changed to", "reset to". Not out of quotes
// (a UI string's "密码" changed to another text).
const CHINESE_NOW_IS =
  "[^\\s\u3002\uff01\uff1f\u201c\u201d\u300c\u300d\"']{0,16}?(?:\u73b0\u5728\u662f|\u73b0\u5728\u4e3a|\u73fe\u5728\u662f|\u6539\u6210\u4e86|\u6539\u6210|\u6539\u4e3a|\u6539\u70ba|\u6362\u6210\u4e86|\u6362\u6210|\u63db\u6210|\u91cd\u7f6e\u4e3a|\u91cd\u7f6e\u6210|\u53d8\u6210\u4e86|\u53d8\u6210)[ \\t]*";
// Hindi puts the value between the word and its verb: "\u0938\u0930\u094d\u0935\u0930 \u0915\u093e \u092a\u093e\u0938\u0935\u0930\u094d\u0921 <value> \u0939\u0948".
export const PROSE_OTHER =
  `(?:${PROSE_KEYWORD_OTHER}(?:${PROSE_QUALIFIER}|${PROSE_ANY_QUALIFIER})?(?:${PROSE_VERB}|${PROSE_VERB_OTHER}|${PROSE_MARK}|${PROSE_DASH})|` +
  `${PROSE_KEYWORD_OTHER}${CHINESE_NOW_IS}|` +
  "\u092a\u093e\u0938\u0935\u0930\u094d\u0921[ \\t]+(?=[^\\s]+[ \\t]+\u0939\u0948))";

// The value: quoted (spaces allowed, never trimmed), or one word.
const PROSE_VALUE =
  "(?:(?<q>[\"'`\u201c\u2018\u300c\u00ab\u201e])(?<quoted>[^\"'`\u201c\u201d\u2019\u300d\u00bb\\n]{3,100})[\"'`\u201c\u201d\u2019\u300d\u00bb]|" +
  "(?<secret>[^\\s\"'`\u201c\u2018\u300c\u201d\u2019\u300d\u00ab\u00bb\u201e\uff0c\u3002\uff1b]+))";

// A password's name in another language (or Italian's "chiave") then its value with no verb at all: "Kennwort
// <value>", "パスワード <value>", "管理密码 <value>", a tag's `mdp:<value>`, the value quoted or in backticks too ("비밀번호
// `<value>`"). Only a value that looks made (see
// isBareProseSecret) is taken: a name and a common word are prose.
export const PROSE_BARE = new RegExp(
  `(?:${PROSE_KEYWORD_LATIN}|\\bchiave|${PROSE_KEYWORD_OTHER})(?:[ \\t]+|:)(?<q>[\`"'\u201c\u300c])?(?<secret>[^\\s"'\`\u201c\u2018\u300c\u201d\u2019\u300d\u00ab\u00bb\u201e\uff0c\u3002\uff1b]+)`,
  "dgi",
);

// Revision 26: a token's or a key's word where the rules had none: Arabic's رمز (a token, a code) and مفتاح, Hebrew's
// אסימון and מפתח, Greek's διακριτικό and κλειδί, Hindi's टोकन and कुंजी, Thai's โทเค็น and คีย์, Persian's توکن and
// کلید, Croatian's ključ, Romanian's cheie.
const OTHER_KEY_WORDS =
  "\u0631\u0645\u0632|\u0645\u0641\u062a\u0627\u062d|\u05d0\u05e1\u05d9\u05de\u05d5\u05df|\u05de\u05e4\u05ea\u05d7|\u03b4\u03b9\u03b1\u03ba\u03c1\u03b9\u03c4\u03b9\u03ba(?:\u03cc|\u03bf)|\u03ba\u03bb\u03b5\u03b9\u03b4(?:\u03af|\u03b9)|" +
  "\u091f\u094b\u0915\u0928|\u0915\u0941\u0902\u091c\u0940|\u0e42\u0e17\u0e40\u0e04\u0e47\u0e19|\u0e04\u0e35\u0e22\u0e4c|\u062a\u0648\u06a9\u0646|\u06a9\u0644\u06cc\u062f|klju\u010d|cheie";

// A key's or a token's name on a line, in English or another language ("Fernet key for the PII columns (…):",
// "Jeton API Cloudflare :", "Ключ внутреннего API:", "geheimer Schlüssel", "refresh_token for …:"), then a value
// that looks random: after a colon (the value may open the next line), in quotes or backticks, or right after the name.
const KEY_NAME_ON_LINE =
  "(?<![A-Za-z0-9\\u00c0-\\u024f\\u0370-\\u04ff\\u3040-\\u9fff\\uac00-\\ud7af:/])(?:token|key|secret|schl(?:\u00fc|ue)ssel|jeton|cl(?:\u00e9|e)|nyckel(?:n)?|sleutel|klucz|" +
  "anahtar[a-z\\u00e7\\u0131\\u011f\\u015f\\u00fc\\u00f6]*|chiave|llave|chave|n(?:\u00f8|o)gle(?:n)?|avain|\u043a\u043b\u044e\u0447[\\u0430-\\u044f\\u0451]*|\u0442\u043e\u043a\u0435\u043d[\\u0430-\\u044f\\u0451]*|" +
  "\u30ad\u30fc|\u30c8\u30fc\u30af\u30f3|\ud0a4|\ud1a0\ud070|\u5bc6\u94a5|\u79d8\u94a5|" +
  // Revision 25: more languages' words (Hungarian, Czech, Greek, Arabic, Hebrew, Indonesian, Vietnamese, Polish's
  // "klucza"), a salt, and a key's name in code run together (`secretKey`, `merchant_key`, `apiToken`).
  `${OTHER_KEY_WORDS}|` +
  // Revision 27: a compound ending in a key's word where languages join words (Finnish's "testiavain", German's
  // "Testschlüssel"), and Hindi's "secret".
  "[a-z\\u00e4\\u00f6\\u00fc]{2,20}(?:avain|schl(?:\u00fc|ue)ssel|nyckel(?:n)?|sleutel|n\u00f8gle(?:n)?)|\u0938\u0940\u0915\u094d\u0930\u0947\u091f|" +
  "kulcs(?:a|ot)?|api|kl(?:\u00ed|i)\u010d(?:e)?|kunci|kh(?:\u00f3|o)a|klucza|salt|" +
  "(?:secret|api|access|auth|private|client|merchant|app|admin|server)[_-]?(?:key|token|secret)|" +
  // Revision 28: a mesh VPN's pre-authorisation keys as its command names them (`preauthkeys create …`).
  "pre-?auth[_-]?keys?)(?![A-Za-z0-9\\u00c0-\\u024f\\u0370-\\u04ff\\u3040-\\u9fff\\uac00-\\ud7af])";
const RANDOM_VALUE = "(?<secret>[A-Za-z0-9+/=_~-][A-Za-z0-9+/=_.~-]{14,250}[A-Za-z0-9+/=_~-])";
export const NAMED_RANDOM_VALUE = new RegExp(
  // Revision 25: or up to five words after the name ("키 이거 쓰세요 <key>", "secretKey MoMo production nè <key>").
  `${KEY_NAME_ON_LINE}(?:[^\\n]{0,100}?[ \\t]*[:\uff1a][ \\t]*\\n?[ \\t]*|[^\\n:,.;]{0,60}?[ \\t]+(?=[\`"'])|(?:[ \\t]+[^\\s:,;=]{1,24}){0,5}?[ \\t]+)` +
    `[\`"']?${RANDOM_VALUE}(?![A-Za-z0-9+/=_~-])`,
  "dgi",
);
// Names that are not a secret's: a public or a publishable key, a database's or a cache's; revision 12: a key that
// names a thing (Figma's file key, an S3 object's key, a Jira issue's): an id. Revision 19: a key that tells
// repeated events apart (PagerDuty's `dedup_key` in an API's answer, a correlation key).
const NOT_SECRET_KEY_NAME =
  /\b(?:public|publishable|cache|sort|primary|foreign|partition|idempotency|dedup(?:e|lication)?|deduplication|correlation|hash|ssh-(?:rsa|ed25519)|fingerprint|commit|revision|sha|checksum|digest|id|file|document|board|page|record|item|object|issue|lookup|routing)[ _-]?(?:key|token)\b|\ud30c\uc77c ?\ud0a4|\u30d5\u30a1\u30a4\u30eb\u30ad\u30fc|\ud0a4 ?\ud574\uc2dc|\u30ad\u30fc\u30cf\u30c3\u30b7\u30e5/i;
// Revision 28: a public key called so in other languages ("המפתח הציבורי", "öffentlicher Schlüssel", "公開鍵", "공개키"):
// a WireGuard server's, shared on purpose.
const PUBLIC_KEY_NAME =
  /\u05e6\u05d9\u05d1\u05d5\u05e8\u05d9|\u00f6ffentliche[rn]?|publique|p\u00fablica|p\u00fablico|pubblica|openbare|publiczny|ve\u0159ejn\u00fd|offentlig|julkinen|\u043f\u0443\u0431\u043b\u0438\u0447\u043d|\u043e\u0442\u043a\u0440\u044b\u0442\u044b\u0439|\u03b4\u03b7\u03bc\u03cc\u03c3\u03b9\u03bf|\u0627\u0644\u0639\u0627\u0645|\u0639\u0645\u0648\u0645\u06cc|\u516c\u958b\u9375|\u516c\u94a5|\uacf5\uac1c ?\ud0a4/i;

// "API key", "API-ключ", "API-Schlüssel", "clé d'API" ending what comes before a value (a colon and a quote at most).
const API_KEY_RIGHT_BEFORE =
  /(?:api[ _-]?(?:key|token|\u043a\u043b\u044e\u0447|schl(?:\u00fc|ue)ssel|n\u00f8gle)|(?:cl(?:\u00e9|e)|clave|chave|chiave) (?:d['\u2019]|de |dell['\u2019])?api)[ \t]*[:=\uff1a]?[ \t]*["'`]?$/i;

const GIT_WORDS =
  /\b(?:git|commit|sha1?|rev|revision|ref|tree|blob|merge|checkout|HEAD|tags?|hash|pin(?:ned)?|sign(?:ed|ing)?|gpg|pgp|fingerprint)\b/i;

/** A random value after a key's name: not an identifier's shape (a UUID, a commit's 40 hex), a placeholder or a path. */
export function isNamedRandomValue(secret: string, match: RegExpExecArray): boolean {
  const named = match.input.slice(Math.max(0, match.index - 20), match.index) + match[0];
  if (NOT_SECRET_KEY_NAME.test(named) || PUBLIC_KEY_NAME.test(named) || /^pk[._]/.test(secret)) return false; // a publishable key is public
  // Revision 15: the label right before the value names an id, after the sentence that named a token ("Token API
  // Cloudflare … ke Vault. Zone ID untuk acme.co.id: <hex>").
  const label =
    match[0]
      .slice(0, match[0].length - secret.length)
      .split(/[.;)!?][ \t]+/)
      .pop() ?? "";
  if (
    /(?<![A-Za-z])(?:ID|id|Id|identifier|kimli\u011fi|tunniste)(?![A-Za-z])/.test(label) &&
    !/key|token|secret/i.test(label)
  )
    return false;
  // Revision 17: a token's or a key's id, the public half of a pair (`token_id = "ak-…"` beside `token_secret`).
  if (/(?<![A-Za-z])(?:token|key)[ _-]?id(?![A-Za-z])/i.test(label)) return false;
  // A digest beside the name (`sha256(token): <hex>`), unless it is an HMAC's key.
  if (
    /^[0-9a-f]+$/i.test(secret) &&
    /\b(?:sha\d*|md5|digest|hash(?:ed)?|checksum)\b/i.test(named) &&
    !/hmac/i.test(named)
  )
    return false;
  // A UUID is an id, unless the words right before it call it an API key (Heroku's and others' keys are UUIDs).
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(secret))
    return API_KEY_RIGHT_BEFORE.test(
      match.input.slice(Math.max(0, match.index - 8), match.index + match[0].length - secret.length),
    );
  // A commit's id, or letters only (a word run together, not a key). Revision 25: 40 lower-case hex digits named a
  // key on a line that says nothing of git or signing are a key (Odoo's, Pix's); in capitals, a GPG fingerprint.
  if (!/\d/.test(secret)) return false;
  if (
    /^[0-9a-f]{40}$/i.test(secret) &&
    (!/^[0-9a-f]+$/.test(secret) ||
      !/[a-f]/.test(secret) ||
      GIT_WORDS.test(match.input.slice(Math.max(0, match.index - 80), match.index) + match[0]))
  )
    return false;
  if (isPlaceholder(secret, false) || isFilePath(secret) || isCodeReference(secret)) return false;
  if (/^[0-9a-f]+$/i.test(secret)) return secret.length >= 32 && /[a-f]/i.test(secret) && /\d/.test(secret);
  return looksRandom(secret) && /[A-Za-z]/.test(secret);
}

/** A secret named in a sentence (`named`: the source of the names, what they are for, and the verb), then its value. */
export function prosePattern(named: string): RegExp {
  return new RegExp(`${named}${PROSE_VALUE}`, "dgi");
}

/** A secret's value in a sentence: a quoted literal, or a word that looks like a password (not one of the sentence's). */
export function proseAccept(secret: string, match: RegExpExecArray): boolean {
  // "パスワードは1Passwordの…": where it is kept, not the password.
  if (/^(?:1password|bitwarden|lastpass|keepass|vault)/i.test(secret)) return false;
  if (groups(match).quoted === undefined) return isProseSecret(secret, match);
  // A command in backticks ("senha do Grafana: `grafana-cli admin reset-admin-password …`") is code.
  if (groups(match).q === "`" && /\s/.test(secret)) return false;
  // A token's value is random: lower-case words joined by dashes are a fixture's name (`'test-token-expired'`).
  if (/^(?:token|api key|access key|secret key)/i.test(match[0]) && /^[a-z]+(?:-[a-z]+)+$/.test(secret)) return false;
  return !isPlaceholder(secret, true) && !isCodeReference(secret) && !isFilePath(secret);
}

export const PROSE_SECRET_HINT = new RegExp(
  `pass|pwd?|pin|puk|secret|token|key|clave|recovery code|backup code|unlock phrase|community|${OTHER_LANGUAGE_PASSWORD_HINT}|wiederherstellungscode|r[e\u00e9]cup`,
  "i",
);
// Letters of the scripts PROSE_KEYWORD_OTHER is written in.
export const OTHER_SCRIPT =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
// What a Markdown table's header names a secret with (keyRole's words, PASSWORD_HEADER's).
export const TABLE_SECRET_HINT = new RegExp(
  `${KEY_LITERALS.join("|")}|${OTHER_LANGUAGE_PASSWORD_HINT}|${OTHER_SCRIPT.source}`,
  "i",
);

// Revision 10: a line that is a label and a value. The label names a secret in any script, also inside a compound
// (`AccessKeySecret`, `EncodingAESKey`, "チャネルシークレット", "アクセストークン（長期）", "Token（服务器配置里填的）"); the
// value is the rest of the line.
const LABEL_SECRET_WORD =
  // Revision 12: a Perforce login ticket (`p4 login -p` prints it; it is the session).
  "(?:secret|token|key|passw|passphrase|pwd|kennwort|p4[ _-]?(?:ticket|\u30c1\u30b1\u30c3\u30c8)|perforce[ _-]ticket|schl(?:\u00fc|ue)ssel|sleutel|nyckel|klucz|jeton|clave|llave|chave|chiave|" +
  "\u043a\u043b\u044e\u0447|\u0442\u043e\u043a\u0435\u043d|\u043f\u0430\u0440\u043e\u043b\u044c|\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u30c8\u30fc\u30af\u30f3|\u30ad\u30fc|" +
  "\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u94a5|\u79d8\u94a5|\u5bc6\u7801|\u4ee4\u724c|\u53e3\u4ee4|\ube44\ubc00\ubc88\ud638|\ud1a0\ud070|\uc2dc\ud06c\ub9bf|" +
  // Revision 26: a token's and a key's words in Arabic, Hebrew, Greek, Hindi, Thai, Persian, Croatian, Romanian,
  // Hungarian, Czech, Finnish, Danish, Norwegian, Turkish, Indonesian.
  `${OTHER_KEY_WORDS}|kulcs|kl\u00ed\u010d|avain|n\u00f8gle|n\u00f8kkel|anahtar|kunci)`;
export const labelledSecret = (): RegExp =>
  new RegExp(
    // The label is read whole and its word tested after (a lazy search for the word at each step costs more);
    // the colon first and the label behind it: a search for a colon costs less than trying every line's start.
    `[:\uff1a](?<=^[ \\t]*(?:[-*\u2022][ \\t]+)?(?<label>[^\\n:\uff1a=]{1,100})[:\uff1a])[ \\t]*` +
      "(?<q>[\"'`]?)(?<secret>[^\\s\"'`]{8,300})\\k<q>[ \\t]*(?=\\n|$)",
    "dgim",
  );
const LABEL_WORD = new RegExp(LABEL_SECRET_WORD, "i");
// What a label names that is no secret's value: an id, a name, where it is, what shape it has, a public or a hashed key.
const LABEL_NOT_A_SECRET_END =
  /(?:\bid|[a-z]Id|ID|ids|name|url|uri|endpoint|host|path|file|type|region|bucket|user(?:name)?|account|arn|format|size|length|alg(?:orithm)?|version|\u540d|\u540d\u524d|\u30e6\u30fc\u30b6\u30fc)[ \t]*(?:\([^)]*\)|\uff08[^\uff09]*\uff09)?$/;
const LABEL_NOT_A_SECRET =
  /public|publishable|\b(?:file|document|board|page|record|item|object|issue|lookup|routing)[ _-]?key\b|\ud30c\uc77c ?\ud0a4|\u30d5\u30a1\u30a4\u30eb\u30ad\u30fc|\ud574\uc2dc|\u30cf\u30c3\u30b7\u30e5|\u54c8\u5e0c|hash|sha-?\d|md5|digest|checksum|fingerprint|commit|etag|sort|primary|foreign|partition|idempotency|cache|\bkid\b|keyword|keyboard|monkey|turkey|hotkey|shortcut|tokeniz|\u516c\u9470|\u516c\u94a5|\u516c\u958b/i;
// Labels that name a password or a token, whose value may be one a person made (not random).
const LABEL_NAMES_PASSWORD =
  /secret|token|passw|pwd|kennwort|\u043f\u0430\u0440\u043e\u043b\u044c|\u0442\u043e\u043a\u0435\u043d|\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u30c8\u30fc\u30af\u30f3|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\u4ee4\u724c|\u53e3\u4ee4|\ube44\ubc00\ubc88\ud638|\ud1a0\ud070|\uc2dc\ud06c\ub9bf/i;

/** A label's value: random, or made when the label names a password or a token, and the label names no id or hash. */
export function isLabelledSecret(secret: string, label: string): boolean {
  const trimmed = label.trim();
  if (!LABEL_WORD.test(trimmed) || LABEL_NOT_A_SECRET_END.test(trimmed) || LABEL_NOT_A_SECRET.test(trimmed))
    return false;
  // A sentence is not a label: a label is short and has no verb's full stop in it.
  if (/[.!?]\s/.test(trimmed) || trimmed.split(/\s+/).length > 8) return false;
  if (isPlaceholder(secret, false) || isFilePath(secret) || /^[a-z][\w+.-]*:\/\//i.test(secret)) return false;
  if (isRandomLabelValue(secret)) return true;
  if (!LABEL_NAMES_PASSWORD.test(trimmed) || !isNamedLineValue(secret)) return false;
  // Lower-case words joined by dashes after a token's label are a name (`text-embedding-3-small`); after a
  // password's, a passphrase.
  return (
    !/^[\p{Ll}\d]+(?:-[\p{Ll}\d]+)+$/u.test(secret) ||
    /passw|pwd|kennwort|\u043f\u0430\u0440\u043e\u043b\u044c|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\ube44\ubc00\ubc88\ud638/i.test(
      trimmed,
    )
  );
}

function isRandomLabelValue(secret: string): boolean {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(secret)) return false;
  if (/^[0-9a-f]+$/i.test(secret))
    return secret.length >= 32 && secret.length !== 40 && /[a-f]/i.test(secret) && /\d/.test(secret);
  return /^[A-Za-z0-9+/=_.~-]+$/.test(secret) && !isCodeReference(secret) && looksRandom(secret) && /\d/.test(secret);
}

// Revision 18: "changed to" in Russian, Ukrainian, German, French, Spanish, Portuguese, Italian, Polish, Czech and
// Swedish ("Пароль … сменили на …", "… wurde geändert auf …"): a verb of change and its preposition. Among
// the other verbs, after their one run of blanks (a run of blanks of its own was read again: +50% on a run of them).
const CHANGED_TO =
  "(?:(?:\u0441\u043c\u0435\u043d\u0438\u043b\u0438|\u0441\u043c\u0435\u043d[\u0435\u0451]\u043d|\u0438\u0437\u043c\u0435\u043d\u0438\u043b\u0438|\u0438\u0437\u043c\u0435\u043d[\u0435\u0451]\u043d|\u043f\u043e\u043c\u0435\u043d\u044f\u043b\u0438|\u0437\u0430\u043c\u0435\u043d\u0438\u043b\u0438|\u0437\u043c\u0456\u043d\u0438\u043b\u0438|\u0437\u043c\u0456\u043d\u0435\u043d\u043e|\u043f\u043e\u043c\u0456\u043d\u044f\u043b\u0438)[ \\t]+\u043d\u0430|" +
  "(?:ge(?:\u00e4|ae)ndert|gesetzt)[ \\t]+(?:auf|in|zu)|(?:chang\u00e9|modifi\u00e9|remplac\u00e9)[ \\t]+(?:en|pour|par)|" +
  "(?:cambiada|cambiado|cambi\u00f3|cambiamos)[ \\t]+(?:a|por)|(?:alterada|alterado|mudou|mudada|trocada)[ \\t]+para|" +
  "(?:cambiata|cambiato|modificata)[ \\t]+(?:in|a|con)|(?:zmieniono|zmienione|zmienili(?:\u015bmy)?)[ \\t]+na|" +
  "zm\u011bn\u011bn[oa]?[ \\t]+na|(?:\u00e4ndrat|\u00e4ndrades|bytt|bytts)[ \\t]+till)";

// Revision 9: a password's name, whatever is said about it on its line, then a value that looks made (see
// isNamedLineValue). The names: every language's word for a password, "pw", Korean's short 비번, an SNMP community.
const NAMED_LINE_NAME = `(?:\\b(?:pass(?:word|wd|phrase)|pwd?|community[- ]string)(?![\\p{L}\\d])|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}|\uBE44\uBC88)`;
// What links the name to the value: a verb (with "now" after it, in several languages), a colon, a dash, an arrow.
const NAMED_LINE_LINK =
  // Revision 19: Dutch's "nu is het" (now it is), Russian's "теперь он" (now it).
  // Revision 21: Indonesian's and Malay's "sekarang" (now), "adalah" (is), "menjadi" (becomes).
  `(?:[ \\t]+(?:nu is het|is het nu|is|ist|est|es|\u00e9|\u00e8|\u00e4r|er|on|jest|je|lautet|was|are|=|it['\u2019]s|it is|c['\u2019]est|sekarang|adalah|menjadi|${CHANGED_TO})` +
  // Revision 12: "still" after the verb ("är fortfarande", "is still"), and a value given as the hint's answer ("…
  // plus the year, also …", "i.e.", "d. h.", "c'est-à-dire", "o sea", "cioè", "czyli", "dvs").
  "(?:[ \\t]+(?:now|jetzt|nun|maintenant|ahora|agora|ora|adesso|nu|teraz|nyt|still|fortfarande|noch|immer noch|toujours|encore|todav\u00eda|a\u00fan|ainda|ancora|nog|nog steeds|nadal|wci\u0105\u017c|st\u00e1le|yh\u00e4|fortsatt))?|[ \\t]+(?:now|jetzt|ahora|agora|\u0442\u0435\u043f\u0435\u0440\u044c(?:[ \\t]+(?:\u043e\u043d|\u043e\u043d\u0430|\u044d\u0442\u043e))?)|" +
  ",?[ \\t]+(?:also|i\\.[ ]?e\\.|d\\.[ ]?h\\.|c['\u2019]est-\u00e0-dire|o sea|cio\u00e8|czyli|dvs\\.?|namely)|" +
  // Japanese's "から" ("初期パスワードから … に変更": changed from the first password to the value).
  "[ \\t]*[:\uff1a=][ \\t]*|[ \\t]+[\u2014\u2013\u2192-]|[ \\t]*->|[ \\t]*\u304b\u3089)[ \\t]+|[ \\t]*[:\uff1a][ \\t]*|" +
  // Revision 14: the value after its recipe ("the office name followed by 2024! — so …", "o nome + 2024! (…)"): what
  // the recipe is made with, then "so", a dash or a parenthesis.
  "[ \\t]*(?:\\+|\\bplus\\b|followed by|gefolgt von|suivi de|seguido de|seguito da|gevolgd door|mais|und dann)[^\\n]{0,60}?" +
  "(?:[ \\t]+[\u2014\u2013-](?:[ \\t]*(?:so|also|donc|ent\u00e3o|quindi|dus|alls\u00e5))?[ \\t]+|,?[ \\t]+(?:so|also|donc|ent\u00e3o|ou seja|quindi|dus|alls\u00e5)[ \\t]+|[ \\t]+\\()";
// The value: a run with a digit and a letter, the same shape as isNamedLineValue asks for, quoted or not.
// A sentence's full stop or comma after it is not part of it; a `!` or a `?` is.
const NAMED_LINE_VALUE =
  // Revision 12: a digit or a symbol (a generator's password may have no digit), or quote marks around letters
  // alone (the pattern ignores case, so the case is the accept's to read).
  "(?<q>[\"'`]?)(?<secret>(?:(?=[^\\s\"'`]*[\\d!#$%&*+?@^~_|;=])|(?<=[\"'`]))(?=[^\\s\"'`]*\\p{L})[^\\s\"'`]{7,63}[^\\s\"'`.,;:)\u3002\uff0c\uff09])\\k<q>" +
  "(?=[.,;:)\u3002\uff0c\uff09]*(?:\\s|$))";
// Built on first use (as the rules are): a pattern with Unicode classes costs its compilation at once.
/** A password's name, then on its line (or a chat's next line) what is said about it, a link, and a made value. */
export const namedLinePassword = (): RegExp =>
  new RegExp(
    `${NAMED_LINE_NAME}(?:[^\\n]{0,140}?(?:${NAMED_LINE_LINK})|[ \\t]+|[ \\t]*[:\uff1a][ \\t]*|[^\\n]{0,100}?\\n(?:\\[[^\\]\\n]{1,12}\\][ \\t]*)?\\p{L}[\\p{L} .'-]{0,20}:(?:[^\\n]{0,80}?(?:${NAMED_LINE_LINK})|[ \\t]+(?=\\S+[ \\t]*(?:\\n|$))))${NAMED_LINE_VALUE}`,
    "dgiu",
  );
/**
 * Revision 18. The same name and link, then a value of letters alone (`qeKLTawRmBHUz`): what a generator makes
 * without digits, told from a word by its case (isNamedLineValue reads it; the pattern ignores case).
 */
export const namedLineLettersPassword = (): RegExp =>
  new RegExp(
    `${NAMED_LINE_NAME}[^\\n]{0,140}?(?:${NAMED_LINE_LINK})(?<q>["'\`]?)(?<secret>\\p{L}{10,40})\\k<q>(?=[.,;:)\u3002\uff0c\uff09]*(?:\\s|$))`,
    "dgiu",
  );
// Revision 14. A password's name, then its value in typographic quote marks („…“, “…”, «…», ‘…’; not ‚…‘, a mark the
// scan's one-byte view does not keep): German, French
// and English typesetting, where a passphrase of several words is quoted ("ist die Passphrase „…“").
export const TYPOGRAPHIC_QUOTED =
  /[\u201e\u201c\u00ab\u2018][ \t\u00a0]*(?<secret>[^\u201e\u201c\u201d\u00ab\u00bb\u2018\u2019"\n;,.?]{6,64}?)[ \t\u00a0]*[\u201c\u201d\u00bb\u2018\u2019"]/dg;
// The name before the opening mark, read only where a quoted value is (a scan stops only at the marks).
let nameBeforeQuote: RegExp | undefined;
/** Whether the line before `at` ends with a password's name, then a colon or a space. */
export function namesPasswordBefore(at: number, text: string): boolean {
  nameBeforeQuote ??= new RegExp(`${NAMED_LINE_NAME}(?:[ \\t]*[:\uff1a][ \\t]*|[ \\t]+)$`, "iu");
  return nameBeforeQuote.test(text.slice(Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 80), at));
}

// Revision 14. A password spelled out as it is read over the phone: the spelling alphabet's words (alfa … zulu), digits
// and symbols by name, "capital" or "lowercase" before a letter.
const SPELLED_WORD =
  "(?:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu|zero|one|two|three|four|five|six|seven|eight|nine|niner|capital|upper-?case|lower-?case|small|dollar|hash|pound|at|dash|hyphen|underscore|exclamation(?: mark)?|bang|star|asterisk|percent|ampersand|caret|tilde|dot|period|plus|equals|slash)";
// Revision 21: the words joined by dashes as well ("Kilo - seven - x-ray"), and a letter's case in parentheses after
// it ("Lima (lowercase)").
const SPELLED_UNIT = `${SPELLED_WORD}(?:[ \\t]*\\((?:lower-?case|upper-?case|small|capital|caps)\\))?`;
export const SPELLED_PASSWORD = new RegExp(
  `(?<![A-Za-z\\d-])(?<secret>${SPELLED_UNIT}(?:[ \\t]*[,\u2013\u2014-]?[ \\t]+${SPELLED_UNIT}){5,40})(?![A-Za-z\\d-])`,
  "dgi",
);
const SPELLING_LETTER =
  /^(?:alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu)$/i;

// A letter's case or a symbol said by name, in words no sentence is made of: what a password spelled aloud has and a
// radio call sign has not. The rule's hint.
export const SPELLED_CASE_OR_SYMBOL =
  /\b(?:capital|upper-?case|lower-?case|dollar|hash|underscore|exclamation|asterisk|ampersand|percent|tilde|caret|hyphen)\b/i;

/**
 * A run of spelled characters: four letters of the spelling alphabet at least, and a letter's case or a symbol said
 * by name among them ("November one two three alfa bravo" is a call sign).
 */
export function isSpelledPassword(secret: string): boolean {
  const words = secret.toLowerCase().split(/[\s,]+/);
  return words.filter((word) => SPELLING_LETTER.test(word)).length >= 4 && SPELLED_CASE_OR_SYMBOL.test(secret);
}

// A thing whose login a line gives after a colon: Wi-Fi, a router, root, an admin, an account; revision 26: an FTP
// server, a game server's remote console (RCON), a VNC screen.
export const holderColonPassword = (): RegExp =>
  new RegExp(
    "(?<![\\p{L}\\d])(?:wi-?fi|wlan|router|roteador|root|admin|login|konto|zugang|compte|cuenta|conta|account|accesso|s?ftp|rcon|vnc)(?![\\p{L}\\d])" +
      // Revision 12: the value may follow its user and a slash ("proxmox root: root@pam / …").
      `[^\\n:\uff1a]{0,80}[:\uff1a][ \\t]*(?:[\\w.@+-]{1,40}[ \\t]*\\/[ \\t]*)?${NAMED_LINE_VALUE}`,
    "dgiu",
  );

// Revision 21. A password described rather than written, as people say it over the phone or in a chat: its words,
// then how to type them ("maple syrup, all one word, capital M, then 99 and a hash sign", "großes S, dann …, dann die
// Zahl 2024 und ein Ausrufezeichen", "perro azul, todo junto, la P en mayúscula"). What says how a letter is typed or
// that words are joined, each at a word's start after a blank (so that a text holding one holds a literal below; the
// blank is matched, not looked behind for, so that a scan looks for it first):
const DESCRIBED_CASE_OR_JOIN =
  / (?:capital|upper-?case|lower-?case|all (?:lower|caps|upper)|in caps|one word|no spaces?|without (?:a )?spaces?|kleine[snm]?\b|kleinbuchstaben|kleingeschrieben|zusammen|ohne leerzeichen|attach\u00e9|sans espace|todo junto|tudo junto|sin espacios?|sem espa\u00e7os?|tutto attaccato|senza spazi|hoofdletter|kleine letters?|aan elkaar|zonder spatie|razem|versal|gemener|ihopskrivet|stor bokstav|liten bokstav)|(?:uscul|sc(?:ula|ola))\w*/i;
// What says the next part follows.
const DESCRIBED_SEQUENCE =
  /\b(?:then|followed by|at the end|dann|danach|gefolgt|am ende|puis|suivi|ensuite|\u00e0 la fin|luego|despu\u00e9s|seguid[oa]|al final|poi|seguito|alla fine|depois|no final|daarna|gevolgd|aan het eind|potem|na ko\u0144cu|sedan|f\u00f6ljt|till sist)\b/gi;
// A symbol typed, named at a word's start after a blank (matched, as above).
const DESCRIBED_SYMBOL =
  / (?:hash|dollar|exclamation|ausrufe|raute|arobase|arroba|chiocciola|underscore|unterstrich|asterisk|ampersand|percent|almohadilla|cancelletto|uitroepteken|wykrzyknik|utropstecken)/i;
// The symbols a description with no case's word may name (each a literal below).
const DESCRIBED_SYMBOL_ALONE = / (?:hash|dollar|exclamation|ausrufe|underscore)/i;
// A rule a password must follow is no password: "must be at least 12 characters, one capital, then a digit".
const DESCRIBED_POLICY =
  /\b(?:must|should|at least|contains?|requires?d?|characters?|chars|mindestens|muss|enth\u00e4lt|doit|caract\u00e8res|debe|deve|moet|minimum|policy|richtlinie|politique|pol\u00edtica|e\.g\.|z\.b\.|such as|like)\b/i;
// A password's name (a short list, no Unicode classes: the pattern runs over every text holding a case's word), and
// "it's" answering a line that asks for one.
const DESCRIBED_NAME =
  "\\b(?:pass(?:wor[dt]|wd|phrase|code)?|pwd?|kennwort|mot de passe|contrase(?:\u00f1|n)a|clave|senha|wachtwoord|parola|has(?:\u0142|l)o|l(?:\u00f6|o)senord(?:et)?|salasana|heslo|adgangskode(?:n)?)\\b|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\ube44\ubc00\ubc88\ud638";
const DESCRIBED_ITS = "\\b(?:it['\u2019]s|it is|c['\u2019]est|es ist|das ist)";
/** The rule's hints: a case's or a joint's word, or a symbol's name; and a password's name or "it's". */
export const DESCRIBED_HINT = [
  new RegExp(`${DESCRIBED_CASE_OR_JOIN.source}|${DESCRIBED_SYMBOL_ALONE.source}`, "i"),
  new RegExp(`${DESCRIBED_NAME}|${DESCRIBED_ITS}`, "i"),
];
/**
 * Its literals, one of which any text the rule accepts holds (the words above with the blank before them, so that a
 * path holds none: core/secret-free-text.ts; Spanish's, Portuguese's and Italian's case after a letter outside ASCII).
 */
export const DESCRIBED_LITERALS = [
  " capital",
  " upper",
  " lower",
  " caps",
  "one word",
  " space",
  " klein",
  " zusammen",
  " leerzeichen",
  "uscul",
  "scula",
  "scola",
  " attac",
  " junto",
  " espa",
  " spazi",
  " hoofdletter",
  "aan elkaar",
  " spatie",
  " razem",
  " versal",
  " gemener",
  " ihop",
  " bokstav",
  " hash",
  " dollar",
  " exclamation",
  " ausrufe",
  " underscore",
];
/**
 * A password's name and a link on its line ("the pass is", "pw for lab laptop =", "Passwort für …:"), or "it's" under a
 * line that asks for one, then the description up to its sentence's end (not a recipe that ends with a colon and
 * gives the value after it: "…, then a hash at the end: <value>", the other rules' to read).
 */
export const describedPassword = (): RegExp =>
  new RegExp(
    `(?:(?<name>${DESCRIBED_NAME})[^\\n]{0,80}?(?:[ \\t]*[:=\uff1a][ \\t]*|[ \\t]+(?:is|ist|lautet|est|es|\u00e9|\u00e8|\u00e4r|er|jest|was)[ \\t]+)|${DESCRIBED_ITS}[ \\t]+)(?=(?<secret>[^\\s.;:\u2014\u2013][^\\n.;:\u2014\u2013]{9,200}))\\k<secret>(?!:)`,
    "dgi",
  );
/**
 * A description of a password (`secret`, the end of `sentence`): how its letters are typed or joined, a part after
 * another or a symbol, something to type, and no rule a password must follow in the sentence.
 */
export function isDescribedPassword(secret: string, sentence: string): boolean {
  if (DESCRIBED_POLICY.test(sentence)) return false;
  const sequence = secret.match(DESCRIBED_SEQUENCE)?.length ?? 0;
  // How a letter is typed and what follows; or, in words that name no case (German's "großes"), two steps and a symbol.
  if (
    DESCRIBED_CASE_OR_JOIN.test(secret)
      ? sequence === 0 && !DESCRIBED_SYMBOL.test(secret)
      : sequence < 2 || !DESCRIBED_SYMBOL_ALONE.test(secret)
  )
    return false;
  // Something to type besides the instructions: a number, a word in quotes, a word before the first comma.
  return /\d|["\u201c\u201e\u00ab]/.test(secret) || /^[\p{L}][\p{L} ]{2,30},/u.test(secret);
}
