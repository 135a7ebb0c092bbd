// Rule family: passphrases of plain words (revision 27). A password people choose to remember is often words run
// together in their own language (`fjordogfjellbrun`, `kanelbullarochkaffe`) or a few words with blanks: no digit,
// no symbol, nothing the other rules take for a made value. Read only where a password's name (in any language) or a
// login stands right before it and the value ends its clause. Their place among the others is in ../rule-table.ts;
// their proof, true and false positives: ./passphrases.examples.ts.

import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { OTHER_LANGUAGE_PASSWORD, PROSE_KEYWORD_OTHER } from "../password-names.js";

// A password's name: English's and the Latin-script languages' (Hungarian, Romanian, Croatian, Slovenian,
// Lithuanian, Estonian, Indonesian too), then other scripts' (Korean's short 비번 and 암호, Arabic without the
// article, Persian, Thai, Greek's short word).
const LATIN_NAME =
  `(?:\\b(?:pass(?:word|wd|phrase)?|pwd?|psk|pre-shared key|wpa2? key|wi-?fi key|passwort|clave|palavra-passe|` +
  `${OTHER_LANGUAGE_PASSWORD}|jelsz(?:\u00f3|o)|parol(?:\u0103|a)|lozinka|geslo|slapta\u017eodis|parool|sandi)|` +
  "(?<![A-Za-z\u00c0-\u024f])\u015fifre(?:si)?)(?![\\w\u00c0-\u024f-])";
const OTHER_NAME =
  `(?:${PROSE_KEYWORD_OTHER}|\ube44\ubc88|\uc554\ud638|\u0643\u0644\u0645\u0629 (?:\u0627\u0644)?\u0645\u0631\u0648\u0631|` +
  "\u0631\u0645\u0632(?: \u0639\u0628\u0648\u0631)?|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19|\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2|" +
  // Revision 28: Hebrew's construct form ("the password of …").
  "\u05e1\u05d9\u05e1\u05de\u05ea)";

// "is", "was", "now" and what a sentence puts between a password's name and its value, in the languages the sets
// wrote; the prepositions after a verb of change ("changed to", "поменяли на", "geändert auf").
const VERB =
  "is|was|ist|war|est|es|era|\u00e8|\u00e9|\u00e4r|er|on|oli|je|jest|este|e|adalah|l\u00e0|\u0435\u0441\u0442\u044c|" +
  "\u0647\u064a|\u0647\u0648|\u0627\u0633\u062a|\u0939\u0948|to|na|\u043d\u0430|auf|en|in|para|pour|op|till|til|a|p\u00e5";
const NOW =
  "now|jetzt|nu|ora|ahora|agora|maintenant|sekarang|teraz|nyn\u00ed|n\u00e5|nyt|einfach|simply|just|simplement|" +
  "simplemente|semplicemente|gewoon|\u0442\u0435\u043f\u0435\u0440\u044c";
// The value ends its clause: the line's end, a comma, a dash, a parenthesis, a full stop before a blank, or a word
// of another script (a Latin value in a Hindi, Arabic or Korean sentence).
const CLAUSE_END =
  "(?=[ \\t]*(?:$|[,;!?)(\\u2014\\u2013]|[.:](?![\\w])|-[ \\t])|[ \\t]+[\\u0370-\\u1fff\\u3040-\\u9fff\\uac00-\\ud7af])";
const VALUE = "[A-Za-z\\u00c0-\\u024f]{10,48}";

const NAMED_PASSPHRASE = new RegExp(
  `(?<name>${LATIN_NAME}|${OTHER_NAME})(?:(?<gap>[^\\n:\\uff1a]{0,60}?)` +
    `(?<sep>[ \\t]*[:\\uff1a=][ \\t]*(?:\\*{1,2}[ \\t]*)?|[ \\t]+(?:${VERB})(?:[ \\t]+(?:${NOW}))?[ \\t]+)|(?<bare>[ \\t]+))` +
    `(?<q>[\`"']?)(?<secret>${VALUE})\\k<q>${CLAUSE_END}`,
  "dgimu",
);

// A few words with blanks after a password's name, then a note that the blanks are part of it ("(mit Leerzeichen)",
// "with spaces"), or three capitalised words or more where a user's name stands before on the line.
const SPACES_NOTE =
  "(?:mit|with|avec|con|com|met|z|ze|med|s|incl\\.?|including)[ \\t]+(?:den[ \\t]+)?(?:Leerzeichen|spaces?|blanks?|espaces?|espacios?|espa\\u00e7os?|spazi|spaties|spatie|spacjami|mellanslag|mellomrom|mellemrum|mezerami)";
const SPACED_PASSPHRASE = new RegExp(
  `(?<name>${LATIN_NAME})(?:(?<gap>[^\\n:\\uff1a]{0,60}?)` +
    `(?<sep>[ \\t]*[:\\uff1a=][ \\t]*|[ \\t]+(?:${VERB})(?:[ \\t]+(?:${NOW})){0,2}[ \\t]+)|(?<bare>[ \\t]+))` +
    `(?<secret>[A-Za-z\\u00c0-\\u024f]{2,15}(?:[ \\t][A-Za-z\\u00c0-\\u024f]{2,15}){1,4})` +
    `(?=[ \\t]*[(,][ \\t]*(?<note>${SPACES_NOTE})|[ \\t]*(?:[(,]|$))`,
  "dgimu",
);

// Revision 28. Three to six lower-case words with blanks between, after a password's name (or a key's, where the line
// names a network), a colon, a verb or nothing: a Wi-Fi passphrase as people hand it on ("…, passord <words>.",
// "Wi-Fi şifresi <words>, …", "密码 <words>。"). The value ends its clause; what a sentence's words are is told in code.
const KEY_NAME =
  "schl(?:\u00fc|ue)ssel|cl(?:\u00e9|e)|klucz|chiave|sleutel|nyckel(?:n)?|n(?:\u00f8|o)kkel(?:en)?|avain|kulcs|kl(?:\u00ed|i)\u010d|key";
const WORDS_END =
  "(?=[ \\t]*(?:$|[,;!?)(\\u2014\\u2013\\u3002\\uff0c\\uff08]|[.:](?![\\w])|-[ \\t])|[ \\t]*[\\u0370-\\u1fff\\u3040-\\u9fff\\uac00-\\ud7af])";
const WORDS_WITH_BLANKS = new RegExp(
  `(?<name>${LATIN_NAME}|${OTHER_NAME}|(?<![\\w\\u00c0-\\u024f])(?<key>${KEY_NAME})(?![\\w\\u00c0-\\u024f]))` +
    `(?:(?<gap>[^\\n:\\uff1a]{0,60}?)(?<sep>[ \\t]*[:\\uff1a=][ \\t]*|[ \\t]+(?:${VERB}|\\u00een)(?:[ \\t]+(?:${NOW}))?[ \\t]+)|(?<bare>[ \\t]+))` +
    `(?<q>[\`"']?)(?<secret>[a-z\\u00df-\\u00ff]{3,12}(?:[ \\t][a-z\\u00df-\\u00ff]{3,12}){2,5})\\k<q>${WORDS_END}`,
  "dgimu",
);

// A login then its password after a slash, both in blanks: `admin / <words>`, `ops@example.com / <words>`.
const LOGIN_SLASH_PASSPHRASE = new RegExp(
  `(?<![\\w.@+/-])(?<user>[\\w.+-]{2,40}(?:@[\\w-]{1,63}(?:\\.[\\w-]{1,63}){1,4})?)[ \\t]+\\/[ \\t]+(?<q>[\`"']?)(?<secret>${VALUE})\\k<q>${CLAUSE_END}`,
  "dgmu",
);

// An item of a short comma-separated list (tags: `wifi, office, <words>`), long enough to be no tag's word.
const LISTED_PASSPHRASE = /(?<=(?:^|,)[ \t]{0,4})(?<secret>[A-Za-z\u00c0-\u024f]{15,48})(?=[ \t]{0,4}(?:,|$))/dgm;

/** Passphrases of words, after a password's name or a login, or among tags that name what they open. */
export function passphraseRules() {
  return {
    namedPassphrase: {
      kind: "password-assignment",
      hint: new RegExp(`${LATIN_NAME}|${OTHER_NAME}`, "iu"),
      check: (view) => /[A-Za-z\u00c0-\u024f]{10}/.test(view),
      pattern: NAMED_PASSPHRASE,
      accept: (secret, match, text) => isNamedPassphrase(secret, match, text),
    },
    spacedPassphrase: {
      kind: "password-assignment",
      hint: new RegExp(LATIN_NAME, "i"),
      pattern: SPACED_PASSPHRASE,
      accept: (secret, match, text) => isSpacedPassphrase(secret, match, text),
    },
    wordsWithBlanks: {
      kind: "password-assignment",
      hint: new RegExp(`${LATIN_NAME}|${OTHER_NAME}|${KEY_NAME}`, "iu"),
      pattern: WORDS_WITH_BLANKS,
      accept: (secret, match, text) => isWordsWithBlanks(secret, match, text),
    },
    loginSlashPassphrase: {
      kind: "password-assignment",
      needs: [" / "],
      pattern: LOGIN_SLASH_PASSPHRASE,
      accept: (secret, match, text) =>
        isRunTogetherWords(secret, 10) && namesLogin(groups(match).user ?? "", lineBefore(match.index, text)),
    },
    listedPassphrase: {
      kind: "password-assignment",
      needs: [","],
      pattern: LISTED_PASSPHRASE,
      accept: (secret, match, text) => isRunTogetherWords(secret, 15) && isAccessList(lineAround(match.index, text)),
    },
  } satisfies Record<string, SecretRule>;
}

/** Words with blanks: said to hold its blanks, or three capitalised words or more given after a user's name. */
function isSpacedPassphrase(secret: string, match: RegExpExecArray, text: string): boolean {
  const words = secret.split(/[ \t]/);
  if (words.some((word) => SENTENCE_WORDS.has(word.toLowerCase()) || SECRET_WORD_INSIDE.test(word))) return false;
  // Said to hold its blanks, after a colon or a verb ("Password reset flow (with spaces removed)" names no value).
  if (groups(match).note !== undefined) return words.length >= 2 && groups(match).bare === undefined;
  return (
    words.length >= 3 &&
    words.every((word) => /^\p{Lu}\p{Ll}{2,}$/u.test(word)) &&
    LOGIN_WORD.test(lineBefore(match.index, text)) &&
    !words.some((word) => WORD_ENDING.test(word))
  );
}

// Revision 28. A network's name in the scripts the sets wrote: Persian's and Arabic's Wi-Fi, Hebrew's wireless network.
const NETWORK_ANY =
  /\b(?:wi-?fi|wlan|ssid|wpa[23]?|hotspot|router|vpn|wireless|gjestenett|g\u00e4stn\u00e4t|gastnetz|sie\u0107|s\u00ed\u0165|rede|red|rete|r\u00e9seau)\b|\u0648\u0627\u06cc[\u200c ]?\u0641\u0627\u06cc|\u0648\u0627\u064a \u0641\u0627\u064a|\u05d0\u05dc\u05d7\u05d5\u05d8|\u0432\u0430\u0439\u0444\u0430\u0439|\u30ef\u30a4\u30d5\u30a1\u30a4|\uc640\uc774\ud30c\uc774|\u65e0\u7ebf|WiFi/i;

// Words of sentences beyond the little ones: what follows a password's name in a sentence that gives none ("ask the
// front desk", "same as last year", "steht auf dem Router"), in the sets' languages.
const PROSE_WORDS = new Set(
  "its his her their our your under over into onto about after before between through which where who whom whose how why must should would could may might shall does did has had been being were are all any each some more most other such than too very own both few out off down once name names value values word words text line file key keys see also ask same below above still only never always every since last year month week day days none empty unknown unchanged yet please printed stored kept written shown sent given set changed rotated required needed found missing later soon today front desk reception manager admin team office guest guests printed sticker label back router box bitte siehe steht liegt wird werden noch auch nur immer sehr dem auf bei nach aus vom zum zur beim unter voir dans sur sous sans chez encore toujours jamais aussi ver sin desde hasta siempre nunca vedi nel nella sul sulla senza sempre mai zie staat bij naar ook nog niet altijd nooit och med utan till fran ocksa inte aldrig alltid og uten fra ikke aldri altid kanssa ilman aina w z ze bez przez jest nie tak jako tylko zawsze nigdy ve pro jako neni take vzdy nikdy ile bir icin degil hep".split(
    " ",
  ),
);

/** Words with blanks after a name: lower-case, none a sentence's word, four or more or three beside a network's name. */
function isWordsWithBlanks(secret: string, match: RegExpExecArray, text: string): boolean {
  const words = secret.split(/[ \t]+/);
  if (words.some((word) => !/^\p{Ll}+$/u.test(word))) return false;
  if (words.some((word) => SENTENCE_WORDS.has(word) || PROSE_WORDS.has(word) || SECRET_WORD_INSIDE.test(word)))
    return false;
  if (words.some((word) => WORD_ENDING.test(word) || (/(?:ed|en|er)$/.test(word) && word.length > 6))) return false;
  const line = lineAround(match.index, text);
  const { name = "", key, gap = "", sep = "", bare } = groups(match);
  if (key !== undefined && !NETWORK_ANY.test(line)) return false;
  if (words.length < 4 && !NETWORK_ANY.test(line)) return false;
  // `pass` and `pw` alone are other words too: only before a colon.
  if (/^(?:pass|pwd?|psk)$/i.test(name) && !/[:\uff1a=]/.test(sep)) return false;
  const verb = sep.trim().split(/[ \t]+/)[0] ?? "";
  if ((PREPOSITION.test(verb) || verb === "\u00een") && !CHANGE_VERB.test(lineBefore(match.index, text) + gap))
    return false;
  if (bare === undefined || !/^[A-Za-z]/.test(name)) return true;
  const before = lineBefore(match.index, text);
  return /[,:\uff1a/|(\u2013\u2014`]|\s-\s/.test(before) || LOGIN_WORD.test(before) || NETWORK_ANY.test(before);
}

// Little words of sentences in the sets' languages: words that hold one are a sentence, not a passphrase.
const SENTENCE_WORDS = new Set(
  "the and for with that this you are was not but from have will can then when what your our their there here they to of in on at is it be by or as an a der die das und mit ist nicht ein eine den dem des für von zu im le la les et est un une des du de pour avec pas el los las y es con para por del que il lo gli di che per het een en van met voor niet op te".split(
    " ",
  ),
);

// A verb of change before a preposition that stands for "is" ("changed to …", "поменяли на …").
const CHANGE_VERB =
  /chang|\bset\b|reset|updat|\u00e4nder|cambi|alter|modifi|gewijzigd|veranderd|zmien|\u043f\u043e\u043c\u0435\u043d\u044f|\u0438\u0437\u043c\u0435\u043d|\u0441\u043c\u0435\u043d|\u00e4ndrat|endret|\u00e6ndret|vaihdet|de\u011fi\u015f|schimb|zm\u011bn/i;
const PREPOSITION = /^(?:to|na|\u043d\u0430|auf|en|in|para|pour|op|till|til|a|p\u00e5)$/i;

function isNamedPassphrase(secret: string, match: RegExpExecArray, text: string): boolean {
  if (!isRunTogetherWords(secret, 11)) return false;
  const { name = "", gap = "", sep = "" } = groups(match);
  const word = sep.trim().split(/[ \t]+/)[0] ?? "";
  if (PREPOSITION.test(word) && !CHANGE_VERB.test(gap)) return false;
  // `pass` and `pw` alone are other words too: only before a colon; a PSK before a colon or a verb.
  if (/^(?:pass|pwd?)$/i.test(name) && !/[:\uff1a=]/.test(sep)) return false;
  if (/^psk$/i.test(name) && groups(match).bare !== undefined) return false;
  if (groups(match).bare === undefined) return true;
  // No colon and no verb: the value right after the name, where the name is another script's, or follows a
  // separator, a login or a network on its line ("…, passord <value>", "– Passwort <value>", "user admin רמז …").
  if (!/^[A-Za-z]/.test(name)) return true;
  const before = lineBefore(match.index, text);
  return /[,:\uff1a/|(\u2013\u2014]|\s-\s/.test(before) || LOGIN_WORD.test(before) || NETWORK_WORD.test(before);
}

// A login's name, a network's, on the line before a password's (in the languages the names are).
const LOGIN_WORD =
  /\b(?:user(?:name)?|login|benutzer(?:name)?|nutzer|gebruiker|utilisateur|usuario|usu\u00e1rio|utente|bruker|anv\u00e4ndare|bruger|k\u00e4ytt\u00e4j\u00e4|u\u017eivatel|u\u017cytkownik|kullan\u0131c\u0131|felhaszn\u00e1l\u00f3|utilizator|cont|account|konto|tunnus)\b|\u05de\u05e9\u05ea\u05de\u05e9|\u0646\u0627\u0645 \u06a9\u0627\u0631\u0628\u0631\u06cc|\u043b\u043e\u0433\u0456\u043d|\u043b\u043e\u0433\u0438\u043d|\u0645\u0633\u062a\u062e\u062f\u0645/i;
const NETWORK_WORD = /\b(?:wi-?fi|wlan|ssid|router|vpn|hotspot|wpa2?)\b/i;

/** A login before the slash: a default one, an address, or the line names a login, a host or a link. */
function namesLogin(user: string, before: string): boolean {
  if (/^(?:admin|administrator|root|ubnt|pi|guest|support|operator)$/i.test(user) || /@/.test(user)) return true;
  return /:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b/.test(before) || LOGIN_WORD.test(before) || NETWORK_WORD.test(before);
}

// What a short list of tags says a passphrase opens.
const ACCESS_TAG =
  /^(?:wi-?fi|wlan|router|vpn|nas|wpa[23]?|psk|ssid|hotspot|modem|password|passwort|passord|wachtwoord|mdp|senha|clave|contrase\u00f1a|has\u0142o|l\u00f6senord|salasana|heslo|\u015fifre|parola|login|zugang)$/i;

/** A line that is a short list of words (tags), one of them what a password opens. */
function isAccessList(line: string): boolean {
  const items = line.split(",").map((item) => item.trim());
  if (items.length < 2 || items.length > 16) return false;
  if (items.some((item) => !/^[\p{L}\d][\p{L}\d-]{0,47}$/u.test(item))) return false;
  return items.some((item) => ACCESS_TAG.test(item));
}

// Endings of a single word of a dictionary (a noun of action or state, an adjective, a participle), in the
// languages whose words the value's letters may be: "authentication", "Zurücksetzen", "obligatoire", "requerida".
const WORD_ENDING =
  /(?:tions?|sions?|ments?|ness|ity|ities|ings?|able|ible|ably|less|ances?|ences?|ship|i[sz]ed|i[sz]ing|ators?|ated|ure|ures|ware|ungen|ung|keit|heit|lich(?:e[nr]?)?|ieren|iert[e]?|it\u00e4t|isch(?:e[nr]?)?|setzen|stellen|ci\u00f3n|ciones|si\u00f3n|dad|dades|\u00e7\u00e3o|\u00e7\u00f5es|s\u00e3o|mento|mentos|miento|zione|zioni|mente|it\u00e0|oires?|\u00f3ri[oa]s?|ori[oa]s?|[\u00e1\u00ed]vel|ement|manager|ly|gesetzt|stellt|\u00e4ndert|selt)$/i;
// Words that name a secret or a login: a value holding one is a name, not a passphrase (`adminpassword`).
const SECRET_WORD_INSIDE =
  /pass(?:word|wort|wd|ord)|wachtwoord|kennwort|secret|token|credential|placeholder|example|changeme|default|redacted|required|optional|admin/i;
// Humps of code's names: a value of capitalised words with one of them is an identifier (`PasswordResetForm`).
const CODE_HUMPS = new Set(
  "hash hasher reset manager policy provider field input validator encoder service strength change form dialog box store util utils helper handler factory config options settings request response generator checker component view controller model type error exception test spec mock data value label text button modal page screen rule rules length min max expiry auth login user account key".split(
    " ",
  ),
);

/**
 * Words run together as a passphrase: letters only, `minLength` or more, lower case (a capital first at most) or
 * three capitalised words or more (`LunaPienaDiAgosto`); no single word of a dictionary by its ending, no secret's
 * or login's word inside it, no name in code.
 */
export function isRunTogetherWords(value: string, minLength: number): boolean {
  if (value.length < minLength || value.length > 48 || !/^[A-Za-z\u00c0-\u024f]+$/.test(value)) return false;
  if (WORD_ENDING.test(value) || SECRET_WORD_INSIDE.test(value) || /^(.)\1+$/.test(value)) return false;
  if (/^\p{Lu}?\p{Ll}+$/u.test(value)) return /[aeiouy\u00e0-\u00ff]/i.test(value);
  const humps = value.match(/\p{Lu}\p{Ll}+/gu) ?? [];
  return humps.length >= 3 && humps.join("") === value && !humps.some((hump) => CODE_HUMPS.has(hump.toLowerCase()));
}

function lineBefore(at: number, text: string): string {
  return text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
}

function lineAround(at: number, text: string): string {
  const end = text.indexOf("\n", at);
  return text.slice(text.lastIndexOf("\n", at - 1) + 1, end < 0 ? text.length : end);
}
