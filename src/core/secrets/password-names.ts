// A secret's names in prose, in English, in other languages written in the Latin alphabet and in other scripts:
// data the prose rules, the tables, the messages and the slugs read.

// A secret's name in prose: in English, in other languages written in the Latin alphabet, and in other scripts
// (Russian, Japanese, Chinese, Korean: no `\b` before them).
export const PROSE_KEYWORD_ENGLISH =
  "\\b(?:pass(?:w(?:ord|d)|phrase| ?code)|pwd?|pin|puk|secret(?: key)?|token|api key|access key|(?:recovery|backup) codes?|" +
  "(?:unlock|pass) phrase|community[- ]str(?:ing|\u00e4ng)|" +
  // Revision 10: a key shared with a partner, an HMAC's, a webhook's, a JWT's, a session's.
  "(?:unseal|recovery|master|encryption|signing|root|admin|license|shared|hmac|webhook|jwt|session|pre-shared) key(?:\\s+share)?(?:\\s+#?\\d+)?)";
// The word for a password in other languages written in the Latin alphabet (German's `Passwort` is also a key's
// word, see PASSWORD_WORD), Turkish's with its possessive ending, and what each of them contains, for the quick
// tests before the rules that read them.
export const OTHER_LANGUAGE_PASSWORD =
  // Revision 10: a secret's word too, where it names a key's value ("O segredo do JWT … é …").
  "segredo|secreto|segreto|geheimnis|" +
  "kennwort|mot de passe|phrase de passe|mdp|contrase(?:\u00f1|n)a|senha|wachtwoord|has(?:\u0142|l)o|l(?:\u00f6|o)senord(?:et)?|" +
  "sifre(?:si)?|parola(?:s\u0131)?|heslo|m\u1eadt kh\u1ea9u|kata sandi(?:nya)?|salasana|adgangskode(?:n)?|" +
  // Revision 12: Danish's other word, Swedish's short one.
  "kodeord(?:et)?|l(?:\u00f6|o)sen(?![a-z\u00e5\u00e4\u00f6])|" +
  // Revision 15: Norwegian's word, with its article ("Passordet til … er …").
  "passord(?:et)?";
export const OTHER_LANGUAGE_PASSWORD_HINT =
  "kennwort|mdp|phrase de passe|contrase|senha|wachtwoord|has[l\u0142]o|l[o\u00f6]sen|ifre|parola|heslo|kh\u1ea9u|kata sandi|salasana|adgangskode|kodeord|segredo|secreto|segreto|geheimnis|passord";
// Recovery codes, in German and French.
export const OTHER_LANGUAGE_RECOVERY_CODE = "wiederherstellungscode|code de r(?:\u00e9|e)cup(?:\u00e9|e)ration";
// `\b` sees no word boundary before a letter outside ASCII: Turkish's `\u015fifre` has a lookbehind of its own.
export const PROSE_KEYWORD_LATIN =
  `(?:\\b(?:passwort|clave|palavra-passe|${OTHER_LANGUAGE_PASSWORD}|${OTHER_LANGUAGE_RECOVERY_CODE})|` +
  "(?<![A-Za-z\u00c0-\u024f])\u015fifre(?:si)?)";
// Russian and Ukrainian (with "passphrase" before "password"), Japanese, Chinese (also "secret key"), Korean,
// Greek, Arabic, Hebrew; revision 18: a passphrase in Japanese and Korean (\u30d1\u30b9\u30d5\u30ec\u30fc\u30ba, \ud328\uc2a4\ud504\ub808\uc774\uc988).
export const PROSE_KEYWORD_OTHER =
  "(?:\u5bc6\u94a5|\u79d8\u94a5|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2|" +
  "\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631|\u05e1\u05d9\u05e1\u05de\u05d4|\u043f\u0430\u0440\u043e\u043b\u044c\u043d\u0430\u044f \u0444\u0440\u0430\u0437\u0430|\u043f\u0430\u0440\u043e\u043b\u044c|\u30d1\u30b9\u30ef\u30fc\u30c9|\u30d1\u30b9\u30d5\u30ec\u30fc\u30ba|\ud328\uc2a4\ud504\ub808\uc774\uc988|\u6697\u8a3c\u756a\u53f7|\u30c8\u30fc\u30af\u30f3|\u5bc6\u7801|\u5bc6\u78bc|\u53e3\u4ee4|\ube44\ubc00\ubc88\ud638|\ud1a0\ud070|\u0442\u043e\u043a\u0435\u043d|\u092a\u093e\u0938\u0935\u0930\u094d\u0921)";
/**
 * A word naming a password, in any language the prose rules know: what follows it in a title is
 * likely the value itself, which a file name must not carry even when no rule recognised it.
 */
export const PASSWORD_NAMING_WORD = new RegExp(
  `(?:\\b(?:pass(?:word|wd|phrase|code)|pwd?)(?![A-Za-z])|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}|\uBE44\uBC88)`,
  "i",
);
