// Rule family: prose. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./prose.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { namedValueKind } from "../assignment-shapes.js";
import type { SecretRule } from "../kinds.js";
import { isJoinedMemorable } from "./memorable.js";
import { groups } from "../match-groups.js";
import {
  NAMED_RANDOM_VALUE,
  OTHER_SCRIPT,
  PROSE_BARE,
  PROSE_LATIN,
  PROSE_OTHER,
  PROSE_SECRET_HINT,
  DESCRIBED_HINT,
  DESCRIBED_LITERALS,
  SPELLED_CASE_OR_SYMBOL,
  SPELLED_PASSWORD,
  describedPassword,
  holderColonPassword,
  isLabelledSecret,
  isNamedRandomValue,
  isDescribedPassword,
  isSpelledPassword,
  labelledSecret,
  namedLinePassword,
  namedLineLettersPassword,
  proseAccept,
  namesPasswordBefore,
  prosePattern,
  TYPOGRAPHIC_QUOTED,
} from "../prose-words.js";
import {
  isBareProseSecret,
  isGeneratedPassword,
  isMadePassword,
  isNamedLineValue,
  isProseSecret,
  isQuotedPassword,
} from "../value-context.js";
import {
  UUID,
  classChangeRate,
  isCodeReference,
  isGenericSecretValue,
  isKeyValue,
  isFilePath,
  isPlaceholder,
  isPublishableKey,
  looksLikeTokenBody,
  looksRandom,
} from "../values.js";
import { withoutTrailing } from "../../text/index.js";
import { nameFinder, valueNearName } from "../value-near-name.js";

/**
 * A word or two then a number, as people make a password (`bluewhale7788`); not a placeholder or a field's name.
 * What it is given is whole: the engine ends a value at its closing quote mark, and trims nothing inside it.
 */
function isQuotedWordsAndNumber(value: string): boolean {
  return (
    /^\p{L}{3}[\p{L}_-]*\d{2,}$/u.test(value) && value.length >= 8 && !isPlaceholder(value) && !isCodeReference(value)
  );
}

// A label that gives a network's or an account's name, not its password ("Wi-Fi name:", "WLAN-SSID:").
const NETWORK_NAME_LABEL = /name|\bnom\b|nombre|nome|ssid|netzwerk|network|r\u00e9seau|\brede\b|\bred\b|user/i;

// A label on the line after a password's name that names what is not the password: a network, a user, a host.
const OTHER_THING_LABEL =
  /\n[^\n]{0,30}?(?:ssid|network|netzwerk|r\u00e9seau|user(?:name)?|benutzer|usuario|utilisateur|login|host(?:name)?)[ \t]*:[ \t]*\S+$/i;

/** Secrets in sentences: a secret's name, a few words about it and a verb or a colon, then its value; in many languages. */
export function proseRules() {
  return {
    // A token, key or password named in prose and followed by a random-looking value: "api key 9fKx…", "token: Zq8…".
    namedRandomValue: {
      kind: "generic-secret",
      needs: ["key", "token", "secret", "passw"],
      hint: /(?:key|token|secret|password|passwd)s?:?[ \t]+[A-Za-z0-9+/=_.~-]{24}/i,
      pattern:
        /\b(?:api[ _-]?key|access[ _-]?key|secret(?:[ _-]?key)?|token|password|passwd)s?:?[ \t]+(?<secret>[A-Za-z0-9+/=_.~-]{24,})/dgi,
      // Pure hex only at 32 digits (a key, not a SHA-1 or SHA-256 digest of something named).
      accept: (secret) =>
        !UUID.test(secret) &&
        (/^[0-9a-fA-F]+$/.test(secret)
          ? secret.length === 32 && /[0-9]/.test(secret) && /[a-f]/i.test(secret)
          : looksLikeTokenBody(secret.replace(/[+/=_.~-]/g, ""))) &&
        !isCodeReference(secret) &&
        !isPublishableKey(secret),
    },
    // Revision 23. A service's secret by the service's own name for it, then the value with no colon, after an arrow
    // or a full-width colon: "AppSecret 1c77…" (WeChat), "channel secret → …" (LINE), "accessKey …, secretKey …"
    // (MoMo), "Client Secret …" (Naver's, ten characters), "REST API key → …" (Kakao). Shorter values than the other
    // rules take (ten characters), so only random ones: both cases and a digit, or 32 hex digits.
    serviceSecretNamed: {
      kind: "generic-secret",
      needs: ["secret", "access key", "accesskey", "api key", "oauth token", "access token"],
      pattern:
        /(?<![\w-])(?:app[ \t]?secret|channel[ \t]+(?:secret|access[ \t]+token)|client[ \t]+secret|secret[ \t]?key|access[ \t]?key|(?:rest[ \t]+)?api[ \t]+key|oauth[ \t]+token)(?:[ \t]*(?:\u2192|->|=>|\uff1a)[ \t]*|[ \t]+)(?<secret>[A-Za-z0-9_-]{10,64})(?![\w-]|\.\w|\()/dgi,
      accept: (secret) => isServiceSecret(secret),
    },
    // Revision 23. The same in Japanese and Korean, the topic's mark after the name ("チャネルシークレットは …",
    // "REST API 키는 …", "시크릿 …"): no literal to start from but the hint's (a Korean "key" alone names a file's too).
    serviceSecretNamedCjk: {
      kind: "generic-secret",
      hint: /\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u30c8\u30fc\u30af\u30f3|\uc2dc\ud06c\ub9bf|API ?\ud0a4|\ud1a0\ud070/i,
      pattern:
        /(?:\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u30c8\u30fc\u30af\u30f3|\uc2dc\ud06c\ub9bf|\b[Aa][Pp][Ii][ \t]?\ud0a4|\ud1a0\ud070)[ \t]*(?:[\u306f\u304c\ub294\uc740\uc774\uac00\uff1a:]|\u2192|->)?[ \t]*(?<secret>[A-Za-z0-9_-]{10,64})(?![\w-])/dg,
      accept: (secret) => isServiceSecret(secret),
    },
    // "set SMTP_PASS to …", "set DB_PASSWORD to `…` in the env": a variable named like a secret, set in a sentence.
    setVariableTo: {
      kind: "password-assignment",
      needs: ["set"],
      hint: [/\bset\s/i, /\sto\s/i],
      pattern: /\bset\s+(?<key>[A-Z][A-Z0-9]*_[A-Z0-9_]+)\s+to\s+(?<value>"[^"\n]*"|'[^'\n]*'|`[^`\n]*`|[^\s"'`]+)/dgi,
      accept: namedValueKind,
    },
    // "ssh in with password …", "log in with the token …", "just use key 9930…"; revision 12: "with password" in
    // other languages ("met wachtwoord '…'", "mit dem Kennwort …", "avec le mot de passe …", "con la contraseña …").
    withPassword: {
      kind: "password-assignment",
      needs: ["with", "use", "met ", "mit ", "avec ", "con ", "com ", "med ", "heslem", "z has", "ze has"],
      hint: /\b(?:with|use|met|mit|avec|con|com|med|se?|ze?)\s/i,
      pattern:
        /\b(?:(?:with|use)\s+(?:the\s+)?(?:password|passphrase|passwd|pw|token|(?<=use\s+(?:the\s+)?)(?<key>(?:api\s+)?key))|(?:met|mit|avec|con|com|med)\s+(?:(?:het|dem|le|la|il|a|o)\s+)?(?:wachtwoord|passwort|kennwort|mot de passe|mdp|contrase\u00f1a|senha|l\u00f6senord(?:et)?|password)|se?[ \t]+heslem|ze?[ \t]+has\u0142em)\s+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) =>
        groups(match).key === undefined
          ? isProseSecret(secret, match)
          : isKeyValue(withoutTrailing(secret, ".,;:!?)")) &&
            !/^[0-9a-f]{40}$/i.test(withoutTrailing(secret, ".,;:!?)")),
      trimEnd: true,
    },
    // Revision 13. A VNC password, which the protocol cuts to eight characters: too short for the rules that ask a
    // made value for ten, so read where VNC names it ("mot de passe VNC …", "VNC password …", `x11vnc -passwd …`).
    vncPassword: {
      kind: "password-assignment",
      needs: ["vnc"],
      pattern:
        /\b(?:vnc\b[^\n]{0,40}?\b(?:password|passwort|kennwort|wachtwoord|mot de passe|mdp|contrase\u00f1a|senha)|(?:password|passwort|kennwort|wachtwoord|mot de passe|mdp|contrase\u00f1a|senha)[ \t]+(?:(?:for|f\u00fcr|de|du|voor|del|do)[ \t]+)?(?:(?:the|das|la|le|het|o)[ \t]+|l')?vnc|x11vnc\b[^\n]*?[ \t]-passwd)[ \t]*(?:[:=][ \t]*)?(?<q>["'`]?)(?<secret>[^\s"'`]{6,8})\k<q>(?=[.,;!?)]*(?:\s|$))/dgi,
      accept: (secret) => {
        const value = withoutTrailing(secret, ".,;!?)");
        return (
          value.length >= 6 &&
          !isPlaceholder(value, false) &&
          ((/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && !/^\p{Lu}\p{Ll}+$/u.test(value)) ||
            (/\d/.test(value) && /\p{L}/u.test(value)))
        );
      },
      trimEnd: true,
    },
    // "Guest wifi: SSID acme-guest, password <value>": the name, then the value ending the clause.
    ssidThenPassword: {
      kind: "password-assignment",
      needs: ["assw", "assphrase"],
      hint: /ass(?:w|phrase)/i,
      pattern:
        /\b(?:password|passwd|passphrase)[ \t]+(?:(?<q>["'`])(?<quoted>[^"'`\n]{6,64})\k<q>|(?<secret>[^\s"'`]{6,}?)(?=[ \t]*(?:[,;)]|$|[.!?][ \t]*$|[.!?][ \t]+\(|\.[ \t])|[ \t]+\())/dgim,
      accept: (secret, match) =>
        groups(match).quoted !== undefined
          ? isQuotedPassword(secret)
          : isProseSecret(secret, match) &&
            /[0-9]/.test(secret) &&
            !/^(?:sha|md5|bcrypt|argon|scrypt|pbkdf)/i.test(secret),
    },
    // "the password is hunter2", "the staging password was reset to `s3cret`", "the client secret for the SSO app is
    // …", and the same in other languages: a secret's name, a few words about it, then its value.
    sentenceLatin: {
      kind: "password-assignment",
      pattern: prosePattern(PROSE_LATIN),
      // A quoted value, or one with a digit, a symbol or a passphrase's capital and joints (proseAccept), after the
      // name: the verb's blanks may cross lines, so anywhere after it.
      check: (view) => valueNearName(view, proseNames, Infinity, isProseValueNear),
      accept: proseAccept,
      trimEnd: true,
    },
    sentenceOtherScripts: {
      kind: "password-assignment",
      pattern: prosePattern(PROSE_OTHER),
      hint: OTHER_SCRIPT,
      accept: proseAccept,
      trimEnd: true,
    },
    bareName: {
      kind: "password-assignment",
      pattern: PROSE_BARE,
      // Right after the name, on its line: eight characters or more with a digit (isBareProseSecret,
      // isQuotedWordsAndNumber).
      check: (view) => valueNearName(view, bareNames, 0, isBareValueNear),
      // Quoted right after the name, a value of words and digits is one too ("비밀번호 `bluewhale7788`").
      accept: (secret, match) =>
        isBareProseSecret(secret) || (groups(match).q !== undefined && isQuotedWordsAndNumber(secret)),
      trimEnd: true,
    },
    keyNameOnLine: {
      kind: "generic-secret",
      pattern: NAMED_RANDOM_VALUE,
      // On the name's line or after its colon on the next: 16 characters or more of a random value's (RANDOM_VALUE).
      check: (view) => valueNearName(view, keyNames, 1, isRandomValueNear),
      accept: isNamedRandomValue,
    },
    // Revision 25. A secret whose name is its prefix: Pix's `Client_Secret_<40 hex>`, as Brazilian banks issue it; revision 26: its
    // `Client_Id_…`, the other half of the pair (Efí issues both, and either with the certificate opens the account).
    prefixedClientSecret: {
      kind: "generic-secret",
      needs: ["client_secret_", "client_id_"],
      pattern: /(?<![A-Za-z0-9])Client_(?:Secret|Id)_(?<secret>[0-9a-f]{40})(?![A-Za-z0-9])/dgi,
    },
    // Revision 25. WordPress's application passwords, six groups of four letters or digits, after their name.
    applicationPassword: {
      kind: "password-assignment",
      needs: ["application", "app password", "app-password", "anwendungspasswort", "aplicaci"],
      pattern:
        /(?:application[ -]password|app[ -]password|mot de passe d['\u2019]application|anwendungspasswort|contrase\u00f1a de aplicaci\u00f3n)[^\n]{0,40}?[ \t:=]["'`]?(?<secret>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?![A-Za-z0-9]| [A-Za-z0-9]{4}(?![A-Za-z0-9]))/dgi,
      accept: (secret) => /\d/.test(secret) || (/[a-z]/.test(secret) && /[A-Z]/.test(secret)),
    },
    // The value first: "use `Qz7#pLm2!vR` as the password for the sftp user".
    valueFirst: {
      kind: "password-assignment",
      needs: ["use"],
      hint: [/\buse\s/i, /\sas\s|\sto[ \t]+(?:log|sign)[ \t]?in/i],
      pattern:
        /\buse[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>[ \t]+(?:as[ \t]+(?:(?:the|a|an|your)[ \t]+)?(?:[\w-]+[ \t]+){0,2}?(?:password|passphrase|passwd|pin|token|secret|api key)(?=[ \t]+(?:for|of|on|to|in|at|when|and)\b|[ \t]*[.,;:!?)\n]|[ \t]*$)|to[ \t]+(?:log|sign)[ \t]?in\b)/dgi,
      accept: (secret, match) => isProseSecret(secret, match),
    },
    // Revision 12. The value before its name in other languages too: "on lui a mis … comme mdp", "… als Passwort
    // gesetzt", "… como contraseña", "… come password": a made value only.
    valueAsItsName: {
      kind: "password-assignment",
      needs: [" comme ", " als ", " como ", " come "],
      hint: /[ \t](?:comme|als|como|come)[ \t]+(?:(?:le|la|das|el|il|o|a)[ \t]+)?(?:mdp|mot de passe|passwort|kennwort|contrase|clave|senha|password|wachtwoord)/i,
      // The name first and the value behind it: a search for the name costs less than trying a value at every place.
      pattern:
        /(?<=(?:^|[\s("'`])(?<secret>[^\s"'`]{8,64}))["'`]?[ \t]+(?:comme|als|como|come)[ \t]+(?:(?:le|la|das|el|il|o|a)[ \t]+)?(?:mdp|mot de passe|passwort|kennwort|contrase\u00f1a|clave|senha|password|wachtwoord)(?![\p{L}\d])/dgiu,
      accept: (secret) => isNamedLineValue(secret),
    },
    // A user and a password without the word: "login: admin / hunter2-prod", "creds for the router are admin/Netgear!8841".
    userSlashPassword: {
      kind: "password-assignment",
      needs: ["login", "cred", "user/pass", "name/pass"],
      hint: /\b(?:login|cred|user\/pass|username\/pass)/i,
      pattern:
        /\b(?:logins?|creds|credentials?|user\/pass(?:word)?|username\/password)\b[^\n]{0,60}?(?:[ \t](?:is|are)[ \t]+|:[ \t]*)[\w.@+-]+[ \t]*\/[ \t]*(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) => !secret.includes("/") && isProseSecret(secret, match),
      trimEnd: true,
    },
    // "user qa-bot@acme.io, pass QaBot2024$$".
    // Revision 19: the user's and the password's words in German, Dutch, French, Spanish, Portuguese and Italian too
    // ("User a1b2…, Passwort 7442…" of a mail sandbox's login).
    userCommaPass: {
      kind: "password-assignment",
      needs: ["pass", "pw", "kennwort", "wachtwoord", "mot de passe", "mdp", "contrase", "senha"],
      hint: /\bpass|\bpw|kennwort|wachtwoord|mot de passe|mdp|contrase|senha/i,
      pattern:
        /\b(?:user(?:name)?|login|benutzer(?:name)?|nutzer|gebruiker(?:snaam)?|utilisateur|usuario|usu\u00e1rio|utente)[ \t]+(?<uq>["'`]?)[\w.@+-]+\k<uq>,?[ \t]+(?:pass|pw|pwd|password|passwort|kennwort|wachtwoord|mot de passe|mdp|contrase\u00f1a|senha)(?:[ \t]*[:=])?[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dgi,
      accept: (secret, match) => isProseSecret(secret, match),
      trimEnd: true,
    },
    // A random-looking value after a colon on a line that names a secret: "the API token you asked for, valid until
    // Friday: a8F3…", "2FA seed for the ops account: 4KUE3TKRD3RTN6BD", "ADO PAT for the build agent: …".
    afterColonOnNamingLine: {
      kind: "generic-secret",
      hint: /(?::[ \t]+|\uff1a[ \t]*)[A-Za-z0-9+/=_.~-]{16}/,
      pattern:
        /(?:(?<![\w./-])|(?<=\/)(?=master\.key))(?<name>api[ _-]?(?:key|token)|(?:master|encryption|signing|aes|des|hmac|data)(?:-\d+)?[ ._-]?key|access[ _-]?(?:key|token)|auth[ _-]?token|token|secret|password|passphrase|pat|(?:2fa|mfa|totp|otp)(?:[ \t]+(?:seed|secret|key|code))?|seed[ \t]+phrase|recovery[ \t]+(?:key|code)|unseal[ \t]+key|private[ \t]+key)(?![\w./-])(?<gap>[^\n:\uff1a]{0,80}?)(?::[ \t]+|\uff1a[ \t]*)(?<secret>[A-Za-z0-9+/=_.~-]{16,})/dgi,
      // A one-time-password seed is base32, often with few digits.
      accept: (secret, match, text) =>
        !/\b(?:sha\d*|md5|digest|hash|hashed|checksum|etag|commit|id|uuid|fingerprint)\b/i.test(
          groups(match).gap ?? "",
        ) &&
        !/(?:sha\d*|md5|hash|digest|hmac)\(\s*$/i.test(text.slice(Math.max(0, match.index - 12), match.index)) &&
        (isGenericSecretValue(secret) ||
          (/^(?:2fa|mfa|totp|otp)/i.test(groups(match).name ?? "") && /^[A-Z2-7]{16,}=*$/.test(secret))),
    },
    // Revision 19. An account's login reset or rotated, then what it "now uses" ("I reset the bind account:
    // cn=svc-jira,… now uses <value>", "the staging login got reset — new one is <value>"): the password is never named, the reset and the account say it. Only a made
    // value (letters of both cases, a digit, and a symbol or a dash).
    resetAccountNowUses: {
      kind: "password-assignment",
      // "now uses" only: "is now" is every other sentence's (a password "is now …" is the sentence rules').
      needs: ["now uses", "uses now", "new one is"],
      hint: /\b(?:reset|rotated|changed)\b/i,
      pattern:
        /(?:\b(?:reset|rotated|changed)\b[^\n]{0,40}?\b(?:account|user|login|credentials?|password)\b|\b(?:account|user|login|credentials?|password)\b[^\n]{0,40}?\b(?:reset|rotated|changed)\b)[^\n]{0,120}?\b(?:now uses|uses now|new one is)[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]{8,64})\k<q>/dgi,
      // A password made by a person (`Maple!Stone55`) or of capitalised words and a number (`Quartz-Ledger-5519`); not
      // a name with a version (`Material-3`, `Postgres-16`).
      accept: (secret, match) => {
        const value = withoutTrailing(secret, ".,;:!?)");
        return (
          isProseSecret(value, match) &&
          (isMadePassword(value) || /^[A-Z][a-z]+(?:[-_.][A-Z][a-z]+)+[-_.]?\d{2,}$/.test(value))
        );
      },
      trimEnd: true,
    },
    // "SEED_ADMIN_PASSWORD must be set … I set it to …": a variable named like a secret, then its value as "it".
    setItTo: {
      kind: "password-assignment",
      needs: ["set it to", "set that to", "changed it to", "changed that to", "reset it to", "reset that to"],
      // The name's word is looked for once, not tried at each occurrence (quadratic on `W_TKEYNTKEYN…`).
      pattern:
        /\b[A-Z][A-Z0-9]*_(?=[A-Z0-9_]*?(?:PASSWORD|SECRET|TOKEN|PASS|PWD|KEY))[A-Z0-9_]*\b[^\n]{0,160}?\b(?:set|changed|reset) (?:it|that) to[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dg,
      accept: (secret, match) => isProseSecret(secret, match),
      trimEnd: true,
    },
    // Revision 9. A password's name, anything said about it on its line (what it is for, a parenthesis, "was reset
    // during the upgrade, it's now"), a verb, a colon or nothing, then a value that looks made: "Le mot de passe du
    // compte svc-backup sur le contrôleur est …", "Hasło do bazy (użytkownik qa): …", "pw …", a chat's reply.
    namedLinePassword: {
      kind: "password-assignment",
      pattern: namedLinePassword(),
      // A digit or a symbol, or a capital inside a word, somewhere; then, on the name's line or the next, eight
      // characters or more with a letter and a digit or a symbol, or after a quote mark (NAMED_LINE_VALUE).
      check: (view) => NAMED_LINE_MARK.test(view) && valueNearName(view, namedLineNames, 1, isNamedLineValueNear),
      // Revision 26: not a value the next line labels as something else (`nmcli dev wifi show-password` prints
      // "SSID: <network>", then the password on a line of its own).
      accept: (secret, match) => isNamedLineValue(secret) && !OTHER_THING_LABEL.test(match[0]),
    },
    // Revision 18. The same, with a value of letters alone that switch case as no word does: "Contraseña del usuario
    // ci: <letters>".
    namedLineLettersPassword: {
      kind: "password-assignment",
      pattern: namedLineLettersPassword(),
      // Both cases as no word has them, then ten letters or more on the name's line: in code, not an expression with
      // Unicode classes compiled for every text that names a password.
      check: (view) => holdsMixedCaseLetters(view) && valueNearName(view, namedLineNames, 0, isLettersNear),
      accept: (secret) => !/\d/.test(secret) && isNamedLineValue(secret),
    },
    // Revision 14. A password's name, then its value in typographic quotes: "ist die Passphrase „… 1987“".
    typographicQuotedPassword: {
      kind: "password-assignment",
      // The rare hint first: hints are tested in order, and the first that fails ends the test.
      hint: [
        /[\s:\uff1a][\u201e\u201c\u00ab\u2018]/,
        new RegExp(`${PROSE_SECRET_HINT.source}|${OTHER_SCRIPT.source}`, "i"),
      ],
      pattern: TYPOGRAPHIC_QUOTED,
      accept: (secret, match, text) => isQuotedPassword(secret) && namesPasswordBefore(match.index, text),
    },
    // Revision 14. A password spelled out for the phone ("Kilo seven, lowercase mike …, dollar, nine nine"), where
    // its line or the next names a password.
    spelledPassword: {
      kind: "password-assignment",
      needs: ["pass", "pw", "kennwort", "contrase", "senha", "wachtwoord", "parola"],
      hint: SPELLED_CASE_OR_SYMBOL,
      pattern: SPELLED_PASSWORD,
      accept: (secret, match, text) =>
        isSpelledPassword(secret) && namesPasswordAround(match.index, match.index + secret.length, text),
    },
    // Revision 21. A password described rather than written ("maple syrup, all one word, capital M, then 99 and a
    // hash sign", "großes S, dann …", "todo junto, la P en mayúscula"), after its name and a link on its line, or
    // after "it's" where the line above asks for it: up to the sentence's end.
    describedPassword: {
      kind: "password-assignment",
      needs: DESCRIBED_LITERALS,
      hint: DESCRIBED_HINT,
      pattern: describedPassword(),
      accept: (secret, match, text) =>
        isDescribedPassword(secret, match[0]) &&
        (groups(match).name !== undefined || namesPasswordAround(match.index, match.index + match[0].length, text)),
    },
    // "WLAN Ferienwohnung: …", "Lokaler root (nur Notfall): …": a thing one logs into, a colon, a made value.
    holderColonPassword: {
      kind: "password-assignment",
      needs: [
        "wifi",
        "wi-fi",
        "wlan",
        "router",
        "roteador",
        "root",
        "admin",
        "login",
        "konto",
        "zugang",
        "compte",
        "cuenta",
        "conta",
        "account",
        "accesso",
        "ftp",
        "rcon",
        "vnc",
      ],
      pattern: holderColonPassword(),
      hint: /[:\uff1a]/,
      // A user then its password ("Login: <user> / <password>"): the first is the user's name.
      // Revision 26: or words joined by dashes with a number (`Guest Wi-Fi: <words>-2024`), a password to say aloud.
      accept: (secret, match, text) =>
        (isNamedLineValue(secret) || (isJoinedMemorable(secret) && !NETWORK_NAME_LABEL.test(match[0]))) &&
        !/^[ \t]*\/[ \t]*\S/.test(text.slice(match.index + match[0].length)),
    },
    // Revision 10. A line that is a label naming a secret, in any script or inside a compound word, then a colon and
    // the value alone: "チャネルシークレット: …", "AccessKeySecret：…", "Token（服务器配置里填的）: …".
    labelledSecret: {
      kind: "generic-secret",
      hint: /[:\uff1a][ \t]*["'`]?[^\s"'`]{8}/,
      pattern: labelledSecret(),
      accept: (secret, match) => isLabelledSecret(secret, groups(match).label ?? ""),
    },
    // Revision 9. A value random beyond doubt alone on the line after one that ends with a colon ("paste from the
    // vendor portal, expires Jan 31:"): what the colon introduces, whatever the line names. Not hex (a digest).
    tokenAfterColonLine: {
      kind: "generic-secret",
      hint: /:[ \t]*\n(?:[ \t]*\n)?(?:[ \t]*```[\w-]*[ \t]*\n)?[ \t]*[A-Za-z0-9_-]{32}/,
      // Revision 13: a code fence may open between the line and the value. Revision 21: or a blank line.
      pattern:
        /:[ \t]*\n(?:[ \t]*\n)?(?:[ \t]*```[\w-]*[ \t]*\n)?[ \t]*(?<secret>[A-Za-z0-9_-]{32,256})[ \t]*(?=\n|$)/dg,
      // Hex is a digest, unless the line that ends with the colon names a secret (a webhook's "…, secret:").
      accept: (secret, match, text) =>
        (!/^[0-9a-f]+$/i.test(secret) && isKeyValue(secret) && looksRandom(secret)) ||
        (/^[0-9a-f]{32,}$/i.test(secret) &&
          /[a-f]/i.test(secret) &&
          /\d/.test(secret) &&
          namesSecretBeforeColon(match.index, text)),
    },
    // Revision 21. A password or a key sent in parts, each labelled ("first half: …", "part 2 → …", "zweite Hälfte:
    // …", "deuxième partie : …"), where the text says what they make (a password, a key, a token) or to join them.
    partOfSecret: {
      kind: "password-assignment",
      needs: PART_LITERALS,
      hint: PART_LABEL_HINT,
      pattern: partOfSecret(PART_LABEL_LATIN),
      accept: (secret, match, text) => isPartOfSecret(withoutTrailing(secret, ".,;"), match.index, text),
    },
    // The same labels in Japanese, Chinese and Korean ("前半: …", "后半部分：…", "뒷부분: …"): a rule of their own, with
    // no literal to look for: a look in code for the labels' characters instead of a hint (no expression runs on a
    // text without them).
    partOfSecretCjk: {
      kind: "password-assignment",
      check: holdsCjkPartLabel,
      pattern: partOfSecret(PART_LABEL_CJK),
      accept: (secret, match, text) => isPartOfSecret(withoutTrailing(secret, ".,;\u3002"), match.index, text),
    },
    // Revision 21. The part of a password sent alone as a chat's message, under a message that says it comes in parts
    // ("sending the root pw in two parts", then "Dana: <part>"): a made value alone after the sender's name.
    partAnnounced: {
      kind: "password-assignment",
      needs: PARTS_ANNOUNCED_LITERALS,
      hint: PARTS_ANNOUNCED,
      pattern: /^(?:[^\n]{0,60}?[:>][ \t]+)?(?<secret>[^\s"'`]{4,64})[ \t]*$/dgm,
      accept: (secret, match, text) => isAnnouncedPart(secret, match.index, text),
    },
    // Revision 21. A password spaced out letter by letter so that no filter reads it ("p a s s w o r d  f o r  t h e
    // r o u t e r :  m 0 n k 3 y - …"): a spaced password's name, its colon, then characters one blank apart.
    spacedOutPassword: {
      kind: "password-assignment",
      needs: ["p a s s", "k e n n", "m o t", "c o n t r a", "s e n h a", "w a c h t", "c l a v e"],
      pattern:
        /(?<!\S )(?:p a s s(?: w o r [dt]| p h r a s e)?|k e n n w o r t|m o t {1,2}d e {1,2}p a s s e|c o n t r a s e (?:\u00f1|n) a|s e n h a|w a c h t w o o r d|c l a v e)(?=[ \t:=\uff1a])(?! \S(?! ))[^\n]{0,120}?(?:[:=\uff1a]|\bi s\b)[ \t]+(?<secret>\S(?: \S){3,63})(?=\s|$)(?! \S)/dgi,
      accept: (secret) => isMadeSpacedOut(secret),
    },
    // Revision 21. A site's basic auth given as a user and its password, joined by a colon or a slash, in prose or a
    // title: "basic auth jira-bot:<pw>", "Staging basic auth (…): staging / <pw>", "Basic認証: stg / <pw>",
    // "Basis-Authentifizierung: …". A made value only (a digit, a symbol or both cases), not the user again.
    basicAuthPair: {
      kind: "password-assignment",
      needs: ["basic", "basis", "autenticaci", " basique"],
      hint: /basi[cs][ -]?(?:auth|\u8a8d\u8a3c)|autenticaci\u00f3n b\u00e1sica|authentification basique/i,
      pattern:
        /(?<![\p{L}\d])(?:basi[cs][ -]?(?:auth\p{L}*|\u8a8d\u8a3c)|autenticaci\u00f3n b\u00e1sica|authentification basique)(?:[^\n:\uff1a]{0,60}?[:\uff1a][ \t]*|[ \t]+)(?<uq>[`"']?)(?<user>[\w.@+-]{1,40})\k<uq>(?::|[ \t]*\/[ \t]*)(?<q>[`"']?)(?<secret>[^\s"'`/][^\s"'`]{3,63})\k<q>/dgiu,
      accept: (secret, match) => isBasicAuthPassword(withoutTrailing(secret, ".,;:)"), groups(match).user ?? ""),
      trimEnd: true,
    },
    // Revision 10. A well-known login name and its password joined by a colon or a slash, in prose or a title: a
    // device's `admin:<pw>`, a test server's `root/<pw>`. Only a value with letters and digits that looks made.
    knownLoginPair: {
      kind: "password-assignment",
      // A slash only after "admin" and "root" (denied to the path shortcut); a colon after the others.
      needs: [
        "admin",
        "root",
        "pi:",
        "sa:",
        "ubnt:",
        "guest:",
        "operator:",
        "support:",
        "service:",
        "elastic:",
        "postgres:",
        "ftp:",
        "user:",
        "tester:",
        "test:",
        "demo:",
        "manager:",
        "supervisor:",
        "superuser:",
      ],
      pattern:
        // The separator first and the name behind it: a search for a colon or a slash costs less than one for the names.
        /[:/](?:(?<=(?<![\w.@/:$-])(?:(?:sys)?admin(?:istrator)?|root)[:/])|(?<=(?<![\w.@/:$-])(?:pi|ubnt|sa|guest|operator|support|service|elastic|postgres|ftp|user|tester|test|demo|manager|supervisor|superuser):))(?<secret>[^\s/:"'<>@,;()`]{6,64})(?![\w@:/])/dgi,
      accept: (secret) => isKnownLoginPassword(secret),
      trimEnd: true,
    },
    // Revision 10. A generated password stated as a plain fact, with no word naming it: "For the NAS it's still …",
    // "(typed … — the one from the onboarding doc)", a chat's reply, a tag. Its shape alone says what it is (see
    // isGeneratedPassword); the last rule, so that a rule that knows the value's kind names it first.
    generatedPassword: {
      kind: "password-assignment",
      hint: /\d[^\s]{0,38}[!#$%^&*?@~|][^\s]|[!#$%^&*?@~|][^\s]{0,38}\d/,
      pattern:
        // A delimiter consumed before the value (a look behind at every position costs more), then the symbol a value needs.
        /(?:^|[\s"'`(>:=;\u3000-\u303f\uff08\uff1a])(?<secret>(?=[^\s"'`()<>[\]{},;]{0,38}[!#$%^&*?@~|][^\s"'`()<>[\]{},;])(?=[^\s"'`()<>[\]{},;]{10})[^\s"'`()<>[\]{},;\u3000-\u303f\uff08\uff09\uff0c\uff1a]{9,39}[^\s"'`()<>[\]{},.;:\u3000-\u303f\uff08\uff09\uff0c\uff1a])(?=$|[\s"'`)<>,.;:\u3000-\u303f\uff09\uff0c])/dgm,
      accept: (secret) => isGeneratedPassword(secret),
    },
  } satisfies Record<string, SecretRule>;
}

// What names a password spelled for the phone: the languages whose speakers use the spelling alphabet's words.
const SPELLED_PASSWORD_NAME =
  /pass(?:word|wd|phrase|code)|\bpwd?\b|kennwort|mot de passe|contrase|senha|wachtwoord|parola/i;

/** Whether the lines of [start, end), or the one before or after them, name a password. */
function namesPasswordAround(start: number, end: number, text: string): boolean {
  const before = text.lastIndexOf("\n", text.lastIndexOf("\n", start - 1) - 1);
  const lineEnd = text.indexOf("\n", end);
  const after = lineEnd === -1 ? text.length : text.indexOf("\n", lineEnd + 1);
  return SPELLED_PASSWORD_NAME.test(text.slice(before + 1, after === -1 ? text.length : after));
}

/** Whether the line that ends at `colon` (with its colon) names a secret in its last words, and no digest. */
function namesSecretBeforeColon(colon: number, text: string): boolean {
  const line = text.slice(text.lastIndexOf("\n", colon - 1) + 1, colon);
  return (
    // Revision 13: a master or a team key, and "… is:" ("the team key is:" over a Rails master key in a fence).
    // Revision 21: the name in parentheses after the sentence's words ("Klucz do produkcji (RAILS_MASTER_KEY):").
    (/(?:secret|token|(?:api|signing|hmac|webhook|access|master|team|encryption)[ _-]?key|password|passwort|clave|senha)(?:[ \t]+(?:is|are))?\)?[ \t]*$/i.test(
      line,
    ) ||
      // Revision 23: a master key in other languages, its verb after it ("la clave maestra de credentials es:",
      // "credentials のマスターキーは:", "klucz główny do credentials to:").
      MASTER_KEY_LINE.test(line)) &&
    !/sha\d*|md5|digest|hash|checksum|commit|fingerprint|sum\b/i.test(line)
  );
}

/** A service's short secret: 32 hex digits (LINE's, WeChat's, Kakao's), or random with both cases and a digit. */
function isServiceSecret(secret: string): boolean {
  if (UUID.test(secret) || isCodeReference(secret)) return false;
  if (/^[0-9a-f]+$/i.test(secret)) return secret.length === 32 && /\d/.test(secret) && /[a-f]/i.test(secret);
  if (!/\d/.test(secret) || !/[a-z]/.test(secret) || !/[A-Z]/.test(secret)) return false;
  return secret.length >= 16 ? looksLikeTokenBody(secret.replace(/[_-]/g, "")) : classChangeRate(secret) >= 0.3;
}

const MASTER_KEY_LINE =
  /(?:master[ -]?key|clave maestra|chave mestra|cl\u00e9 (?:ma\u00eetre(?:sse)?|principale)|chiave master|klucz (?:g\u0142\u00f3wny|master)|hoofdsleutel|\u043c\u0430\u0441\u0442\u0435\u0440-?\u043a\u043b\u044e\u0447|\u30de\u30b9\u30bf\u30fc\u30ad\u30fc|\u4e3b\u5bc6\u94a5|\ub9c8\uc2a4\ud130 ?\ud0a4)[^\n]{0,60}?(?:[ \t]+(?:is|es|est|\u00e9|\u00e8|ist|lautet|to|jest|\u00e4r|er)|[\u306f\u662f\ub294])?[ \t]*$/i;

/** After a well-known login: a made value (letters and digits, with a symbol, mixed case, or a run of digits). */
function isKnownLoginPassword(secret: string): boolean {
  const value = withoutTrailing(secret, ".,;:!?)");
  if (value.length < 6 || !/\d/.test(value) || !/\p{L}/u.test(value)) return false;
  if (/^v?\d+(?:\.\d+)+/.test(value) || isPlaceholder(value, false) || isFilePath(value) || isCodeReference(value))
    return false;
  return isNamedLineValue(value) || (/\d{3}/.test(value) && /[A-Z]/.test(value)) || looksRandom(value);
}

// The ASCII alternatives of PROSE_SECRET_HINT (with OTHER_LANGUAGE_PASSWORD_HINT's and the recovery codes'), lower case.
const PROSE_NAME_LITERALS = [
  "pass",
  "pw",
  "pin",
  "puk",
  "secret",
  "token",
  "key",
  "clave",
  "recovery code",
  "backup code",
  "unlock phrase",
  "community",
  "kennwort",
  "mdp",
  "phrase de passe",
  "contrase",
  "senha",
  "wachtwoord",
  "haslo",
  "losen",
  "ifre",
  "parola",
  "heslo",
  "kata sandi",
  "salasana",
  "adgangskode",
  "kodeord",
  "segredo",
  "secreto",
  "segreto",
  "geheimnis",
  "passord",
  "wiederherstellungscode",
  "recup",
];
// keyNameOnLine's names (a key's or a token's, in several languages), and their ASCII alternatives.
const KEY_NAME_HINT =
  "token|key|secret|schl|jeton|cl[e\u00e9]|nyckel|sleutel|klucz|anahtar|chiave|llave|chave|n[\u00f8o]gle|avain|[\u043a\u0442\u30ad\u30c8\ud0a4\ud1a0\u5bc6\u79d8]|" +
  "kulcs|api|kl[i\u00ed]|kunci|kh[o\u00f3]a|salt|\u03ba\u03bb\u03b5\u03b9\u03b4|\u0645\u0641\u062a\u0627\u062d|\u05de\u05e4\u05ea\u05d7|\u0938\u0940\u0915\u094d\u0930\u0947\u091f";
const KEY_NAME_LITERALS = [
  "token",
  "key",
  "secret",
  "schl",
  "jeton",
  "cle",
  "nyckel",
  "sleutel",
  "klucz",
  "anahtar",
  "chiave",
  "llave",
  "chave",
  "nogle",
  "avain",
  "kulcs",
  "api",
  "kli",
  "kunci",
  "khoa",
  "salt",
];

// The names the prose rules' hints looked for, found in code (value-near-name.ts): the check that a value follows one
// costs no expression to compile on ASCII text.
const namedLineNames = nameFinder(
  PROSE_NAME_LITERALS,
  () => `${PROSE_SECRET_HINT.source}|${OTHER_SCRIPT.source}|\uBE44\uBC88`,
);
const proseNames = nameFinder(PROSE_NAME_LITERALS, () => PROSE_SECRET_HINT.source);
const bareNames = nameFinder(
  [...PROSE_NAME_LITERALS, "chiave"],
  () => `${PROSE_SECRET_HINT.source}|chiave|${OTHER_SCRIPT.source}`,
);
const keyNames = nameFinder(KEY_NAME_LITERALS, () => KEY_NAME_HINT);
/** @internal The finders, for the test that holds their literals to their hints. */
export const proseNameFinders = { namedLineNames, proseNames, bareNames, keyNames };

// Prefilters (value-near-name.ts; the same findings): what the text after a name must hold for each rule's value to be in
// it. Each is a search for characters or a stretch (what holds of a part holds of the whole), over every blank and
// quote mark (a value's run ends at them; a search across them finds more, never less).
// NAMED_LINE_VALUE: a run of eight characters or more (between blanks and quote marks) with a letter (any character
// beyond ASCII may be one), and a digit or a symbol in it, or a quote mark before it.
const RUNS_OF_EIGHT = /[^\t-\r "'`]{8,}/g;
const NAMED_LINE_VALUE_MARK = /[\d!#$%&*+?@^~_|;=]/;
const MAY_BE_LETTER = /[A-Za-z\u0080-\uffff]/;
function isNamedLineValueNear(window: string): boolean {
  RUNS_OF_EIGHT.lastIndex = 0;
  for (let run = RUNS_OF_EIGHT.exec(window); run; run = RUNS_OF_EIGHT.exec(window)) {
    const quoted = run.index > 0 && "\"'`".includes(window[run.index - 1]!);
    if ((quoted || NAMED_LINE_VALUE_MARK.test(run[0])) && MAY_BE_LETTER.test(run[0])) return true;
  }
  return false;
}
// namedLineLettersPassword: ten letters (\p{L}) in a row.
const TEN_LETTERS = /[A-Za-z\u0080-\uffff]{10}/;
const isLettersNear = (window: string) => TEN_LETTERS.test(window);
// PROSE_VALUE and proseAccept: a quote mark (ASCII or typographic), a digit or a symbol isProseSecret takes, or a
// passphrase's joint and capital.
const PROSE_VALUE_MARK = /[\d!@#$%^&*+=?~|\\_"'`\u201c\u2018\u300c\u00ab\u201e]/;
const isProseValueNear = (window: string) =>
  PROSE_VALUE_MARK.test(window) || (/[-_.]/.test(window) && /[A-Z]/.test(window));
// isBareProseSecret and isQuotedWordsAndNumber: eight characters or more, with a digit.
const isBareValueNear = (window: string) => /\d/.test(window) && /[^\t-\r "'`]{8}/.test(window);
// RANDOM_VALUE: sixteen characters of a random value's in a row; a digit, which isNamedRandomValue asks of every
// value but a UUID (which may have none).
const isRandomValueNear = (window: string) =>
  /[A-Za-z0-9+/=_.~-]{16}/.test(window) && (/\d/.test(window) || /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(window));

/** `[\d!#$%&*?@^~|_=]|[a-z][A-Z]`: namedLinePassword's hint, as it was. */
const NAMED_LINE_MARK = /[\d!#$%&*?@^~|_=]|[a-z][A-Z]/;

let mixedCaseLetters: RegExp | undefined;
/**
 * `\p{Ll}\p{Lu}\p{L}*\p{Lu}` (a lower-case letter, a capital, letters, a capital); its ASCII form for text whose
 * letters are all ASCII (below U+00C0 the others are ª, µ and º).
 */
function holdsMixedCaseLetters(text: string): boolean {
  return /[^\x00-\xa9\xab-\xb4\xb6-\xb9\xbb-\xbf]/.test(text)
    ? (mixedCaseLetters ??= /\p{Ll}\p{Lu}[\p{L}]*\p{Lu}/u).test(text)
    : /[a-z][A-Z][A-Za-z]*[A-Z]/.test(text);
}

/** Revision 21. A basic auth's password after its user: made (a digit, a symbol or both cases), no placeholder. */
function isBasicAuthPassword(value: string, user: string): boolean {
  if (value.length < 4 || value.toLowerCase() === user.toLowerCase()) return false;
  if (isPlaceholder(value, false) || isFilePath(value) || isCodeReference(value) || /^[a-z][\w+.-]*:\/\//i.test(value))
    return false;
  return /\d|[^\p{L}\d]/u.test(value) ? /\p{L}/u.test(value) : /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value);
}

// Revision 21. The labels of a secret's parts: an ordinal and a part or a half, or a part and its number, in English,
// German, French, Spanish, Portuguese, Italian, Dutch and the Nordic languages.
const PART_LABEL_LATIN =
  "\\b(?:(?:first|second|third|last|other) (?:half|part)|(?:erste[rn]?|zweite[rn]?|dritte[rn]?|letzte[rn]?|andere[rn]?|premi\u00e8re|deuxi\u00e8me|seconde|troisi\u00e8me|derni\u00e8re|primera|segunda|tercera|primeira|terceira|prima|seconda|terza|eerste|tweede|derde|laatste|f\u00f8rste|anden|andre|f\u00f6rsta|andra)[ \\t]+(?:h\u00e4lfte|teil|moiti\u00e9|partie|mitad|parte|metade|helft|deel|halvdel(?:en)?|halvan|delen)|half|(?:part|teil|partie|parte|deel) (?:[1-3]|one|two|three))(?![A-Za-z\u00c0-\u024f\\d])";
const PART_LABEL_CJK =
  "(?:\u524d\u534a|\u5f8c\u534a|\u540e\u534a|\u4e0a\u534a|\u4e0b\u534a)(?:\u90e8\u5206|\u90e8|\u5206)?|\u7b2c[\u4e00\u4e8c\u4e091-3](?:\u90e8\u5206|\u90e8|\u6bb5)|(?:\uc55e|\ub4b7|\uccab|\ub450)[ ]?(?:\ubd80\ubd84|\ubc88\uc9f8 \ubd80\ubd84)";
/** A label, what is said about it up to a colon and a blank, an arrow or an equals sign, then the part. */
function partOfSecret(label: string): RegExp {
  return new RegExp(
    `(?:${label})[^\\n:\uff1a=\u2192]{0,30}?[ \\t]*(?::[ \\t]+|[\uff1a=\u2192][ \\t]*|->[ \\t]*)(?<q>["'\`]?)(?<secret>[^\\s"'\`]{4,64})\\k<q>(?=[ \\t]*(?:$|\\n|[,;(]|\\s[\u2014\u2013-]))`,
    "dgi",
  );
}
// One of these is in any Latin text the part rule reads (ASCII: "lfte" for "Hälfte", "moiti" for "moitié").
const PART_LITERALS = [
  "half",
  "first part",
  "second part",
  "third part",
  "last part",
  "other part",
  "part 1",
  "part 2",
  "part 3",
  "part one",
  "part two",
  "part three",
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
];
// The label and its link, on the text: a cheap look before the pattern (the literals above are common words).
const PART_LABEL_HINT =
  /(?:half|part|h\u00e4lfte|teil|moiti\u00e9|partie|mitad|parte|metade|helft|deel|halv|delen)[^\n:\uff1a=\u2192]{0,40}(?:[:\uff1a=\u2192]|->)/i;
// A character of every label above: 半 (half), 第 (the ordinal's mark), 부 (part), 번 (the ordinal's counter).
const PART_LABEL_CJK_CHARACTERS = ["\u534a", "\u7b2c", "\ubd80", "\ubc88"];
/** Whether a text holds a character of a part's label in Japanese, Chinese or Korean (the CJK parts rule's check). */
export function holdsCjkPartLabel(view: string): boolean {
  return PART_LABEL_CJK_CHARACTERS.some((character) => view.includes(character));
}
// What says the parts make a secret, or that they are to be joined.
const PARTS_MAKE_A_SECRET =
  /pass|\bpwd?\b|kennwort|wachtwoord|mot de passe|mdp|contrase|senha|clave|parola|has\u0142o|l\u00f6sen|adgangskode|\bkey\b|schl\u00fcssel|\bcl\u00e9\b|chiave|sleutel|token|secret|geheim|concat|\bjoin|zusammen|aneinander|\bcoll(?:er|ez)|juntar|junt[ae]|unir|un[ie]sci|plak|samen|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\u5bc6\u78bc|\u5bc6\u94a5|\u30ad\u30fc|\ube44\ubc00\ubc88\ud638|\u3064\u306a\u3052|\u7e4b\u3052|\u9023\u7d50|\u62fc\u63a5|\u5408\u5e76|\u8fde\u8d77\u6765|\ubd99\uc5ec/i;

/** A part of a secret: made (a digit or a symbol, and a letter, or both cases), and the text says what parts make. */
function isPartOfSecret(value: string, at: number, text: string): boolean {
  if (!isMadePart(value)) return false;
  return PARTS_MAKE_A_SECRET.test(text.slice(Math.max(0, at - 600), at + 600));
}

function isMadePart(value: string): boolean {
  if (value.length < 4 || isPlaceholder(value, false) || isFilePath(value) || isCodeReference(value)) return false;
  if (/^[a-z][\w+.-]*:\/\/|^\d{1,2}:\d{2}|^\d+(?:[.,:/-]\d+)*$|^[\w.+-]+@[\w-]+\.[\w.-]+$/i.test(value)) return false;
  if (!/\p{L}/u.test(value) && !/^[0-9a-f]{8,}$/i.test(value)) return false;
  // A name's dashes, dots and underscores make no password (`acme-procurement`), nor a capital word (`Setup`): a digit,
  // another symbol, or both cases with a joint or a capital inside do.
  if (/\d|[^\p{L}\d._-]/u.test(value)) return true;
  return /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /[._-]|\p{Ll}\p{Lu}/u.test(value);
}

// A message that says a password comes in parts: "in two parts", "split in 2", "in zwei Teilen", "en deux fois",
// "en dos partes", "in twee delen", "em duas partes", "in due parti".
const PARTS_ANNOUNCED =
  /\b(?:in (?:two|2) (?:parts|pieces|halves|messages|bits)|split (?:it )?in(?:to)? (?:two|2)|in (?:zwei|2) (?:teilen|h\u00e4lften|nachrichten)|en (?:deux|2) (?:parties|fois|morceaux|messages)|en (?:dos|2) (?:partes|mensajes|trozos)|in (?:twee|2) (?:delen|stukken|berichten)|em (?:duas|2) (?:partes|mensagens)|in (?:due|2) (?:parti|pezzi|messaggi))\b/i;
// A literal of each of its forms.
const PARTS_ANNOUNCED_LITERALS = [
  "in two ",
  "in 2 ",
  "split it ",
  "split in",
  "in zwei ",
  "en deux ",
  "en 2 ",
  "en dos ",
  "in twee ",
  "em duas ",
  "em 2 ",
  "in due ",
];
const NOT_A_SENDER =
  /(?:user(?:name)?|login|benutzer(?:name)?|account|konto|compte|cuenta|e-?mail|host(?:name)?|server|url|port|id|name)[ \t]*[:>][ \t]*$/i;
/** A made part alone on its message's line, one to four lines under a message announcing the parts. */
function isAnnouncedPart(secret: string, at: number, text: string): boolean {
  if (!isMadePart(withoutTrailing(secret, ".,;:"))) return false;
  // After a field's name, not a sender's ("user: …", "host: …"): a value of the login, not a part.
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  if (NOT_A_SENDER.test(text.slice(lineStart, text.indexOf(secret, at)))) return false;
  let from = at;
  for (let i = 0; i < 4 && from > 0; i++) from = text.lastIndexOf("\n", from - 2) + 1;
  return PARTS_ANNOUNCED.test(text.slice(from, at)) && PARTS_MAKE_A_SECRET.test(text.slice(from, at));
}

/** Characters one blank apart that make a password: a letter, and a digit or a symbol. */
function isMadeSpacedOut(secret: string): boolean {
  const value = secret.replace(/ /g, "");
  return value.length >= 4 && /\p{L}/u.test(value) && /[\d\p{P}\p{S}]/u.test(value) && !isPlaceholder(value, false);
}
