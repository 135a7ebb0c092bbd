// Rule family: codes, seeds and pairs. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./codes.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { PROSE_KEYWORD_ENGLISH, PROSE_KEYWORD_LATIN, PROSE_KEYWORD_OTHER } from "../password-names.js";
import { isNamedLineValue, isWordSecret } from "../value-context.js";
import { isFilePath, isPinValue, isPlaceholder, shannonEntropy } from "../values.js";
import { withoutTrailing } from "../../text/index.js";

/** PINs, door and alarm codes, one-time-password seeds, recovery codes, seed phrases, a login and its password as a pair. */
export function codeRules() {
  return {
    // An app password as Google shows it: four groups of four letters ("app password `yjuu ytga tqlu uevq`").
    googleAppPassword: {
      kind: "password-assignment",
      needs: [
        "password",
        "passwort",
        "mot de passe",
        "contrase",
        "senha",
        "wachtwoord",
        "has",
        "passord",
        "senord",
        "pw",
      ],
      hint: /pp.passw|spe[cz]ifi\w* (?:passw|pw)|app pw|specific password|password per le app|mot de passe d.application|contrase\u00f1a de aplicaci|senha de app|has\u0142o aplikacji|appl\u00f6senord/i,
      // Google's groups of four letters (`yjuu ytga tqlu uevq`), Apple's joined by dashes, in several languages;
      // revision 10: "app-spezifisches Passwort", "app-specific pw", the value on the line under the name too.
      pattern:
        /\b(?:app(?:[ -]spe[cz]ifi\w*)?[ -](?:passwor[dt]s?|pw)|password per le app|mot de passe d.application|contrase\u00f1a de aplicaci\u00f3n|senha de app|app-wachtwoord|has\u0142o aplikacji|appl\u00f6senord)(?![\w])[^\n]{0,120}?(?:(?<q>["'`])|:[ \t]*(?:\n[ \t]*)?|\n[ \t]*)(?<secret>[a-z]{4}(?<gap>[ -]?)[a-z]{4}\k<gap>[a-z]{4}\k<gap>[a-z]{4})(?:\k<q>|(?![^\s,;.)]))/dgi,
      accept: (secret) => /^[a-z -]+$/.test(secret) && !/^(.)\1+$/.test(secret.replace(/[ -]/g, "")),
    },
    // Recovery and backup codes after the words that name them, in several languages (before the prose rules: the
    // whole list is one secret, not its first code; revision 19: up to 200 characters between the name and its colon,
    // a heading that says where the codes came from and where they go); on the same line after a
    // colon ("Códigos de respaldo …: 00704603, 76206152"), or listed under it, as codes of digits, of letters and
    // digits, in groups ("2563 0297", "bxcn o8mm", "2n6t-7i6o", "KDDR-CZRV-OWT2-…").
    recoveryCodesNamed: {
      kind: "password-assignment",
      // A part of every name in RECOVERY_CODE_NAMES (the rule's pattern has no literal to start from: a slow scan).
      hint: /recover|recuper|r\u00e9cup|backup|rescue|emergen|one-time|wiederherstell|notfall|sicherungscode|respaldo|seguridad|seguran|secours|sauvegarde|herstelcode|reservekod|llningskod|kody |\u5fa9\u65e7|\u30d0\u30c3\u30af\u30a2\u30c3\u30d7|\u30ea\u30ab\u30d0\u30ea|\u6062\u590d|\u5907\u7528\u7801|\ubcf5\uad6c|\ubc31\uc5c5|\u0440\u0435\u0437\u0435\u0440\u0432|\u0432\u0456\u0434\u043d\u043e\u0432\u043b|\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432|z\u00e1lo\u017en|obnoven|yedek|kurtarma|varakoodi|palautuskoodi|cadangan|pemulihan|d\u1ef1 ph\u00f2ng|kh\u00f4i ph\u1ee5c|\u03b5\u03c6\u03b5\u03b4\u03c1\u03b9\u03ba|\u03b1\u03bd\u03ac\u03ba\u03c4\u03b7\u03c3/i,
      pattern: new RegExp(
        `(?:${RECOVERY_CODE_NAMES})[^\\n:\\uff1a]{0,200}?(?:[:\\uff1a][ \\t]*(?:\\n(?:[ \\t]*\\n)?)?|\\n(?:[ \\t]*\\n)?)` +
          "(?:[ \\t]*```[^\\n]*\\n)?[ \\t]*(?:[-*\\u2022][ \\t]+|\\d{1,2}[.)][ \\t]+)?" +
          `(?<secret>${RECOVERY_CODE}(?:${RECOVERY_CODE_SEPARATOR}${RECOVERY_CODE})*)`,
        "dgiu",
      ),
      accept: (secret) => isRecoveryCodeList(secret),
    },
    // Recovery codes listed under the line that names them (GitHub's, a password manager's).
    recoveryCodesListed: {
      kind: "password-assignment",
      needs: ["code"],
      hint: /code/i,
      pattern:
        /\b(?:recovery|backup)[ \t]+codes?\b[^\n]{0,160}\n(?:[ \t]*\n)?(?:[ \t]*```[^\n]*\n)?(?<secret>(?:[ \t]*(?:[-*][ \t]+|\d{1,2}[.)][ \t]+)?[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?(?:[ \t]+[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?)*[ \t]*(?:\n|$))+)/dgi,
      accept: (secret) =>
        /[0-9]/.test(secret) &&
        secret
          .trim()
          .split(/\s+/)
          .every((code) => /[0-9]/.test(code)),
    },
    // A PIN or PUK named right before it ("SIM: PIN 9431,"), a code of a door, a gate or an alarm, a recovery code
    // ("MFA recovery code OSBB-5HI3-9WRE-WOXK").
    pinNamed: {
      kind: "password-assignment",
      needs: [
        "pin",
        "puk",
        "passcode",
        "door",
        "gate",
        "alarm",
        "keypad",
        "lockbox",
        "safe",
        "garage",
        "disarm",
        "recovery code",
      ],
      pattern:
        // Revision 18: a token's or a smart card's PIN of up to 12 digits (an eToken's admin PIN), and Korean's and
        // Japanese's marks after the name ("PIN은 …", "PUKは …") with their sentence's end after the value.
        // Revision 19: a PIN in groups of three digits joined by dashes (Werkzeug's debugger PIN, `123-456-789`).
        /\b(?:PIN|PUK|pin code|passcode|(?:door|gate|alarm|keypad|lockbox|safe|garage|disarm)[ -]code|recovery[ \t]+code)(?:[ \t]*:|[ \t]+is|[\uc740\ub294\uc774\uac00\u306f\u304c])?[ \t]+(?<q>["'`]?)(?<secret>\d{4,12}#?|\d{3}(?:-\d{3}){2,3}|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,}|[a-z0-9]{5}-[a-z0-9]{5})\k<q>(?=[ \t]*(?:[,;.)\u3001\u3002\uff0c]|\(|$|\s(?:and|for|on|in|to|until|changes?|valid|then|or)\b|\s[\u3040-\u30ff\uac00-\ud7af]))/dgm,
      accept: (secret) => {
        const digits = secret.replace(/#$/, "");
        return /^\d+$/.test(digits) ? isPinValue(digits) : /[0-9]/.test(secret);
      },
    },
    // A login and its password as a pair: "admin / Kq7#pLm2vXz9", "joao.pereira / Feijoada_Sabado_10", an e-mail
    // address or "log in as backup" then "with", "met", "mit", "avec", "con", "com" and the password.
    loginPair: {
      kind: "password-assignment",
      needs: [" / ", "@", "log in as", "login as", "logged in as"],
      pattern:
        /(?<![\w.@/-])(?:(?<uq>`?)(?<user>[A-Za-z][\w.+-]{1,40}(?:@[\w-]+(?:\.[\w-]+)+)?)\k<uq>[ \t]+\/[ \t]+|(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|log(?:ged)?[ -]?in as[ \t]+["'`]?[\w.@-]+["'`]?)[ \t]+(?:with|met|mit|avec|con|com|och|med|z)[ \t]+)(?<q>["'`]?)(?<secret>[^\s"'`]{6,64})\k<q>/dgu,
      accept: (secret, match, text) => isPairedPassword(secret, match, text),
      trimEnd: true,
    },
    // A PIN or a door's, gate's or alarm's code in the words of other languages, or a little further from its name
    // ("Türcode 739164#", "digicode B4172", "PIN は 802341", "keypad changed to 7730#", "code is 2-8-1-9").
    accessCodeAnyLanguage: {
      kind: "password-assignment",
      hint: [
        /pin|puk|cod|c\u00f3d|k\u00f3d|alarm|keypad|combin|kombin|combo|kap\u0131 |kasa |m\u00e3 |kassask|(?:safe|coffre|cofre|cassaforte|kluis|sejf|caja fuerte|kassask\u00e5p)[ \t]*[:\uff1a]|tastenfeld|ziffernfeld|lock ?box|key[ -]?(?:safe|box)|tresor|kod|cijferslot|zahlenschloss|cadenas|candado|lucchetto|l\u00e5s|schl(?:\u00fc|ue)ssel|\u6697\u8a3c|\u30d1\u30b9\u30b3|\ucd9c\uc785\ubb38|\ube44\ubc00\ubc88\ud638|\ub3c4\uc5b4\ub77d|\u95e8\u7981/i,
        // The code's digits, in each of its shapes.
        /\d{4}|\d-\d-\d-\d|\d \d \d \d|\d\d \d\d \d\d|\d-\d{1,2}-\d|\d{3}[a-z]|\d{3}-\d{3}/i,
      ],
      pattern: accessCodePattern(`(?<![\\p{L}\\d])(?:${ACCESS_CODE_NAMES})(?![\\p{L}])|${ACCESS_CODE_NAMES_CJK}`),
      accept: acceptAccessCode,
    },
    // Revision 14. A code right after the word "code" or "PIN", where the words before it on its line name what it
    // opens: "keys are in the lockbox by the gate, code …", "messagerie … puis le code …#".
    codeAfterItsWord: {
      kind: "password-assignment",
      needs: ["code", "pin", "kod", "digo", "codice"],
      hint: /\d{4}/,
      pattern:
        /(?<![A-Za-z\u00c0-\u024f\d])(?:code|pin|kod|c\u00f3digo|codice)[ \t]*[:\uff1a]?[ \t]+(?:(?:is|est|es|ist)[ \t]+)?(?<secret>\d{4,8}[#*]?)(?![A-Za-z\u00c0-\u024f\d-])/dgi,
      accept: (secret, match, text) => isCodeAfterWhatItOpens(secret, match.index, text),
    },
    // Revision 14. The same, after the names of ACCESS_CODE_NAMES_MORE.
    accessCodeMoreNames: {
      kind: "password-assignment",
      hint: [
        /c\u00f3digo d|c\u00f3digo para|codice del|code de l'|code du |code de la |voicemail|messagerie|mobilbox|buz\u00f3n de voz|casella vocale|caixa postal|\u0631\u0645\u0632|\u0643\u0648\u062f|\u0631\u0642\u0645|\u05e7\u05d5\u05d3|\u092a\u093f\u0928|\u0915\u094b\u0921/i,
        /\d{4}|\d-\d-\d-\d|\d\d \d\d \d\d|\d-\d{1,2}-\d|\d{3}[a-z]|\d{3}-\d{3}/i,
      ],
      pattern: accessCodePattern(`(?<![\\p{L}\\d])(?:${ACCESS_CODE_NAMES_MORE})(?![\\p{L}])`),
      accept: acceptAccessCode,
    },
    // Revision 15. A codeword said to a guard or a monitoring service, a plain word by design (so no rule that asks
    // a made value takes it): "la parola d'ordine …", "codeword: …", "das Codewort lautet …", "palabra clave …".
    // Revision 19: "the password word", a safe word, and two to four words in quotes ("give the password word
    // "heron lantern"").
    codeword: {
      kind: "password-assignment",
      needs: [
        "parola d",
        "codeword",
        "code word",
        "codewort",
        "codewoord",
        "kodord",
        "losungswort",
        "palabra clave",
        "santo y se",
        "verbal",
        "palavra",
        "password word",
        "safe word",
        "safeword",
      ],
      pattern:
        /\b(?:parola d['\u2019]ordine|code ?word|password word|safe ?word|codewort|codewoord|kodord(?:et)?|losungswort|palabra clave|santo y se\u00f1a|contrase\u00f1a verbal|senha verbal|palavra[- ](?:de[- ])?c\u00f3digo)(?![A-Za-z\u00c0-\u024f])(?<link>[ \t]+(?:is|\u00e8|\u00e9|es|ist|lautet|est|\u00e4r|er)(?![A-Za-z\u00c0-\u024f])|[ \t]*[:\uff1a=])?[ \t]*(?<q>["'`\u00ab\u201e\u201c]?)(?<secret>(?<=["\u00ab\u201e\u201c])[A-Za-z\u00c0-\u024f]{3,20}(?: [A-Za-z\u00c0-\u024f]{3,20}){1,3}(?=["\u00bb\u201c\u201d])|[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f\d-]{3,30})(?=["'`\u00bb\u201c\u201d]?(?:[.,;:!?)]|\s|$))/dgi,
      // With no verb or colon between them, only where a language puts the word right after its name ("la parola
      // d'ordine …", "la palabra clave …") and the word ends the clause: "a codeword said to …" is English prose.
      accept: (secret, match, text) =>
        !CODEWORD_NOT_A_VALUE.test(secret) &&
        !isPlaceholder(secret, false) &&
        (groups(match).link !== undefined ||
          // Revision 19: in quotes right after its name, the quotes say where the codeword is.
          /\s/.test(secret) ||
          (/^(?:parola|palabra|santo|contrase|senha|palavra)/i.test(match[0]) &&
            /^["'`\u00bb\u201c\u201d]?(?:[.,;:!?)]|[ \t]*$|[ \t]*\n)/.test(
              text.slice(match.index + match[0].length, match.index + match[0].length + 3),
            ))),
    },
    // Revision 15. A code that is a made password (letters of both cases, a digit, a symbol), where its line names a
    // network, a guest login or an account it opens: "Gæstenetværket hedder …, og koden er …" — digits alone are
    // the other code rules'.
    codeIsMadeValue: {
      kind: "password-assignment",
      needs: ["kode", "koodi", "code", "kod", "digo", "codice"],
      hint: /(?:den|odi|ode|igo|ice)[ \t]+(?:er|\u00e4r|on|is|ist|est|es|\u00e9|\u00e8|lautet)[ \t]+\S{8}/i,
      pattern:
        /\b(?:adgangskoden|koden|koodi|the code|der code|le code|el c\u00f3digo|o c\u00f3digo|il codice|code)(?![A-Za-z\u00c0-\u024f])[ \t]+(?:er|\u00e4r|on|is|ist|est|es|\u00e9|\u00e8|lautet)[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]{8,64})\k<q>/dgi,
      accept: (secret, match, text) => isMadeCode(secret, match.index, text),
      trimEnd: true,
    },
    // A one-time-password seed (base32) where the text says what it is: in code (`pyotp.TOTP("…")`, otplib's
    // `authenticator.generate("…")`), a command (`oathtool --totp -b …`, `ykman oath accounts add … <seed>`), an
    // output (`…_mfa_seed = "…"`), a sentence in any language, or in groups as an app shows it ("7QRA YWZL … 4P").
    otpSeed: {
      kind: "generic-secret",
      needs: ["totp", "otp", "2fa", "mfa", "authenticator", "oath", "seed"],
      pattern:
        /(?<![A-Za-z0-9])(?<secret>[A-Z2-7]{16,}=*|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,}(?: [A-Z2-7]{1,3})?)(?![A-Za-z0-9])/dg,
      accept: (secret, match, text) => isOtpSeed(secret, match.index, text),
    },
    // A wallet's seed phrase or a passphrase: 4 to 24 lower-case words, none of a sentence's little words, on their
    // own line under (or after a colon following) the words that name it.
    seedPhrase: {
      kind: "password-assignment",
      needs: [
        "seed",
        "mnemonic",
        "recovery phrase",
        "secret phrase",
        "wallet",
        "passphrase",
        "phrase",
        "frase",
        "fraza",
        "herstelzin",
        "recovery words",
        "mnemonik",
        "senfras",
        "passfras",
        "salalause",
        "wachtzin",
      ],
      pattern:
        // Revision 18: a passphrase's name in Swedish, Norwegian, Danish, Finnish, Dutch ("lösenfras för …: …").
        /\b(?:seed|mnemonic|recovery phrase|secret phrase|wallet|[Pp]assphrase|recovery words|[Ll](?:\u00f6|o)senfras(?:en)?|[Pp]assfrase(?:n)?|[Ss]alalause|[Ww]achtzin|[Ww]iederherstellungsphrase|[Mm]nemonik|[Pp]hrase (?:de r\u00e9cup\u00e9ration|secr\u00e8te|mn\u00e9monique)|[Ff]rase (?:de recuperaci\u00f3n|semilla|de recupera\u00e7\u00e3o|di recupero|segreta)|[Hh]erstelzin|[Ff]raza (?:odzyskiwania|seed))\b[^\n]{0,120}?(?::[ \t]*|\n(?:[ \t]*\n)?[ \t>]*)(?<q>["'`]?)(?<secret>[a-z]{3,8}(?: (?:[a-z]{3,8}|\d{1,4})){3,23})\k<q>[ \t]*(?=\n|$)/dg,
      // Revision 10: a passphrase may hold a number among its words ("amber tundra … 83 lanterns").
      accept: (secret) => isWordSecret(secret) && (secret.match(/[a-z]+/g) ?? []).length >= 4,
    },
    // Wi-Fi in a QR payload: `WIFI:T:WPA;S:name;P:password;;`.
    wifiQr: {
      // Fields, their number and the password bounded (a payload is short): unbounded, a line of `WIFI:` and `\;`
      // could be cut cubically many ways.
      kind: "password-assignment",
      needs: ["wifi:"],
      pattern: /\bWIFI:(?:[^\n;]{0,256};){0,16}?P:(?<secret>(?:[^;\\\n]|\\.){1,256});/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // A one-time-password key as authenticator apps show it: groups of four base32 characters.
    otpKeyGroups: {
      kind: "generic-secret",
      needs: ["2fa", "mfa", "totp", "otp", "authenticator"],
      pattern:
        /(?:\b(?:2fa|mfa|totp|otp|authenticator)\b[^\n]{0,70}?(?:\b(?:key|seed|secret|code|cl\u00e9|clave|chave|chiave|sleutel|klucz|nyckel)\b|schl(?:\u00fc|ue)ssel|geheimnis)|(?:\b(?:key|seed|secret|clave|chave|chiave|sleutel|klucz|nyckel)\b|\bcl\u00e9(?![a-z\u00e0-\u00ff])|schl(?:\u00fc|ue)ssel|geheimnis)[^\n:]{0,40}?\b(?:2fa|mfa|totp|otp|authenticator)\b)[^\n:]{0,120}?:[ \t]*(?:\n[ \t]*)?(?<q>["'`]?)(?<secret>[A-Za-z2-7]{4}(?: [A-Za-z2-7]{4}){3,})\k<q>/dgi,
      // Revision 10: the key's name may come before the 2FA's ("Clé de configuration 2FA … : …"); digits 2-7 in two
      // groups at least (a run of four-letter words is prose). Revision 14: the key's name up to 70 characters after
      // the 2FA's ("2FA for the registrar account (Gandi) — setup key: …").
      // Revision 15: the key on the line under its name ("2FA-Schlüssel für … (… Authenticator-App):" then the groups).
      accept: (secret) => secret.split(" ").filter((group) => /[2-7]/.test(group)).length >= 2,
    },
    // Revision 10. Digits after a code's name in any language, what it opens between them, and a colon: "código del
    // teclado: …", "codice operatore per storni: …", a keypad's "Deurcode fietsenstalling: …#". A code that names
    // no lock (a postal code, an error's, an order's, a verification sent by SMS) is left.
    codeNamedColon: {
      kind: "password-assignment",
      needs: ["code", "digo", "codice", "kod", "koodi"],
      hint: /[:\uff1a][ \t]*\d{4}/,
      pattern:
        /(?<![\p{L}\d_])(?<name>\p{L}*code|c\u00f3digo|codigo|codice|\p{L}*kod|kode|koodi)(?![\p{L}\d_])(?<gap>(?:[^\n\d:\uff1a`"'=()_]|(?<=\p{L})'(?=\p{L})|\([^()\n]{0,40}\)){0,40})[:\uff1a][ \t]*(?<secret>\d{4,8}[#*]?)(?![\p{L}\d,/:-]|\.\d|[ \t]*(?:%|\p{L}{1,3}\b))/dgiu,
      accept: (secret, match) => isCodeAfterItsName(secret, groups(match).name ?? "", groups(match).gap ?? ""),
    },
    // Revision 12. A code written in groups, as a keypad or a dial is read: a keypad's code as single digits and a
    // `#`, a locker's "kod" as digits joined by dashes, a gate's "código" as digits and a letter, a safe that "opens
    // with" pairs of digits. Digits alone are codeNamedColon's and accessCodeAnyLanguage's; a separated shape after
    // a code's word is rarely anything else.
    spacedCode: {
      kind: "password-assignment",
      needs: ["code", "kod", "digo", "codice", "combination", "opens with", "ffnet mit", "ouvre avec", "abre con"],
      hint: /\d[ -]\d|\d{4,6}[A-Z]/,
      pattern:
        /(?<![\p{L}\d])(?<name>codes?|kod|c\u00f3digo|codigo|codice|combination|opens with|\u00f6ffnet mit|s'ouvre avec|se abre con|abre con)(?![\p{L}\d])(?<gap>[^\n\d:;,.()]{0,30}?)[ \t]*[:\uff1a]?[ \t]+(?<q>["'`]?)(?<secret>\d(?:[ -]\d){3,7}(?: ?[#*])?|\d{2}(?:[ -]\d{2}){2,3}|\d{4,6}[A-Z])\k<q>(?![\p{L}\d-]|[ -]\d)/dgiu,
      accept: (secret, match, text) =>
        isSpacedCode(
          secret,
          `${/[\p{L}-]*[ \t]*$/u.exec(text.slice(Math.max(0, match.index - 24), match.index))![0]}${groups(match).name ?? ""}`,
          groups(match).gap ?? "",
        ),
    },
    // Revision 12. A software licence's key in groups (Windows' five groups of five, a serial's groups of four) on a
    // line, or under one, that names a licence, a serial or a product key; not the keys vendors publish for volume
    // activation (KMS, GVLK).
    licenceKey: {
      kind: "generic-secret",
      hint: /[A-Z0-9]{4,6}-[A-Z0-9]{4,6}-[A-Z0-9]{4,6}-[A-Z0-9]{4,6}/,
      pattern: /(?<![\w-])(?<secret>[A-Z0-9]{2,6}(?:-[A-Z0-9]{4,6}){3,7})(?![\w-])/dg,
      accept: (secret, match, text) => isLicenceKey(secret, match.index, text),
    },
    // Revision 12. A network's key named before the network's word: "chiave WPA2 …", "clave wifi …", "key WPA …".
    networkKeyNamedFirst: {
      kind: "password-assignment",
      needs: ["wpa", "wifi", "wi-fi", "wlan", "psk"],
      pattern:
        /(?<![\p{L}\d])(?:chiave|clave|chave|cl[e\u00e9]|key|schl(?:\u00fc|ue)ssel|passwor[dt]|kennwort|senha|contrase\u00f1a|mdp)[ \t]+(?:wpa[23]?(?:-psk)?|wi-?fi|wlan|psk)(?:[ \t]*[:=])?[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]{7,62}[^\s"'`.,;:])\k<q>(?=[.,;:)]?(?:\s|$))/dgiu,
      accept: (secret) => isNamedLineValue(secret),
    },
    // Revision 10. A Wi-Fi network's key, in any language: "clé wifi : …", "WLAN-Netzwerkschlüssel: 4719 2288 …",
    // "Code wifi du coworking : …", or the value right after the network's quoted name (`guest wifi "Casa" …`).
    // Its value may be words and digits joined by dashes (`croissant-au-beurre-77`), which no other rule takes.
    // Revision 19: the key's word in Dutch, Swedish, Danish and Polish, joined to the mode by a dash ("WPA2-sleutel
    // …") or opening a parenthesis ("wifi Magazijn-2 (sleutel …)").
    wifiKey: {
      kind: "password-assignment",
      needs: ["wifi", "wi-fi", "wlan", "ssid", "wpa", "netzwerkschl", "network key"],
      pattern:
        /(?<![\p{L}\d])(?:wi-?fi|wlan|ssid|wpa2?|netzwerkschl(?:\u00fc|ue)ssel|network key)(?![\p{L}\d])(?<gap>[^\n:\uff1a"\u201c\u00ab]{0,60}?)(?:[ \t]*[:\uff1a][ \t]*|(?:[ \t]+\(?|-)(?:key|pass(?:word)?|pw|psk|passwort|kennwort|schl(?:\u00fc|ue)ssel|cl\u00e9|chiave|clave|contrase\u00f1a|senha|mdp|sleutel|wachtwoord|nyckel(?:n)?|n\u00f8gle(?:n)?|klucz|has\u0142o)[ \t]+(?:is[ \t]+)?|[ \t]*(?<name>["\u201c\u00ab\u300c][^"\u201d\u00bb\u300d\n]{1,40}["\u201d\u00bb\u300d])[ \t]*(?:[:\uff1a=\u306f]|->|\u2192|[\u2014\u2013-])?[ \t]*)(?<q>["'`]?)(?<secret>\d{4}(?: \d{4}){3,5}|[\p{L}\d][^\s"'`]{6,62}[^\s"'`.,;:)])\k<q>(?=[ \t]*(?:$|[,;()]|[\u2014\u2013]|-[ \t]|\.[ \t]|\.$))/dgimu,
      accept: (secret, match, text) => {
        const lineStart = text.lastIndexOf("\n", match.index - 1) + 1;
        const named = text.slice(lineStart, match.index) + match[0].slice(0, match[0].length - secret.length);
        // A closing parenthesis ends the value only where the key's word opened it ("(sleutel …)").
        const end = match.index + match[0].length;
        if (/^[ \t]*\)/.test(text.slice(end, end + 8)) && !/\((?:wpa[23]?-)?\p{L}+[ \t]+["'`]?$/u.test(named))
          return false;
        return isWifiKey(secret, groups(match).gap ?? "", groups(match).name !== undefined, named);
      },
    },
    // Revision 13. A licence block as editors print one (`----- BEGIN LICENSE -----`, the licensee, then lines of
    // hex in groups of eight): the groups are the key, the licensee's name and seat count are kept.
    licenceBlock: {
      kind: "generic-secret",
      needs: ["begin license"],
      pattern:
        /-{3,}[ \t]*BEGIN LICEN[CS]E[ \t]*-{3,}[ \t]*\n(?:[^\n]*\n){0,6}?[ \t]*(?<secret>[0-9A-F]{8}(?:[ \t\n]+[0-9A-F]{8}){7,})[ \t]*\n[ \t]*-{3,}[ \t]*END LICEN[CS]E/dg,
    },
    // Revision 9. A payment card's number (13 to 19 digits, whole or in groups, the Luhn check right) where its
    // line or the one before names a card, and its security code after the code's name.
    paymentCardNumber: {
      kind: "payment-card",
      hint: /\d{4}[ -]?\d{4}[ -]?\d{4}/,
      pattern:
        /(?<![\d-])(?<secret>\d{4}(?<sep>[ -]?)\d{4}\k<sep>\d{4}\k<sep>\d{1,7}|\d{4}(?<amex>[ -]?)\d{6}\k<amex>\d{5})(?![\d-])/dg,
      accept: (secret, match, text) => isCardNumber(secret) && namesCard(match.index, text),
    },
    cardSecurityCode: {
      kind: "payment-card",
      accept: (_secret, match, text) => !TEST_MODE.test(text.slice(Math.max(0, match.index - 200), match.index)),
      hint: /cv[cvn]|cid|csc|security code|pr\u00fcf|cryptogramme|seguridad|seguran\u00e7a|sicurezza|beveiliging/i,
      pattern:
        /(?<![\p{L}\d])(?:cvc2?|cvv2?|cvn|cid|csc|card security code|security code|(?:karten)?pr\u00fcf(?:nummer|ziffer)|cryptogramme(?: visuel)?|c\u00f3digo de seguridad|c\u00f3digo de seguran\u00e7a|codice di sicurezza|beveiligingscode)(?![\p{L}\d])[ \t]*(?:[:#=]|is|ist|est|es)?[ \t]*(?<secret>\d{3,4})(?!\d)/dgiu,
    },
  } satisfies Record<string, SecretRule>;
}

// What follows a codeword's name that is not the codeword: a verb, an article, a word about the codeword.
const CODEWORD_NOT_A_VALUE =
  /^(?:is|are|was|the|a|an|for|required|needed|changed|rotated|stored|kept|unknown|known|secret|weekly|monthly|daily|da|di|del|della|per|il|la|le|lo|ist|der|die|das|den|dem|ein|eine|einen|wird|muss|f\u00fcr|bei|am|im|les|un|une|est|el|los|las|es|se|och|\u00e4r|att|er|not|nicht|non|niet|nie|geheim|segreta|secreta|secr\u00e8te|wechselt|cambia|change|changes|changed|cambiata|cambiato|cambiada|cambiado|ge\u00e4ndert|chang\u00e9e?|alterad[ao]|gewijzigd|\u00e4ndrad|endret|new|neu|neue|nuova|nuovo|nueva|nuevo|nouveau|nouvelle|nova|novo|old|alt|alte|vecchia|valid|g\u00fcltig|valida|none|keine|nessuna|ninguna|aucun)$/i;

// A line that names what a made code opens: a network, a guest's or an account's login.
const OPENS_A_LOGIN =
  /wi-?fi|wlan|netv(?:\u00e6|ae)rk|nettverk|n(?:\u00e4|a)tverk|verkko|network|netzwerk|r\u00e9seau|\bred\b|\brede\b|\brete\b|netwerk|g(?:\u00e6|\u00e4)st|gjest|guest|\bgast|login|konto|account|compte|cuenta|conta|tili/i;

/** A code made like a password (both cases, a digit, a symbol) on a line that names what it logs into. */
function isMadeCode(secret: string, at: number, text: string): boolean {
  const value = withoutTrailing(secret, ".,;:!?)");
  if (value.length < 8 || !/\p{Ll}/u.test(value) || !/\p{Lu}/u.test(value) || !/\d/.test(value)) return false;
  if (!/[^\p{L}\d]/u.test(value) || isPlaceholder(value, false) || /^[a-z][\w+.-]*:/i.test(value)) return false;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  return OPENS_A_LOGIN.test(text.slice(Math.max(0, text.lastIndexOf("\n", lineStart - 2) + 1), at));
}

// A PIN's or an access code's name: English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish, Polish,
// Japanese and Korean ("Türcode", "digicode", "código do portão", "暗証番号", "출입문 번호").
const ACCESS_CODE_NAMES = [
  "pin(?:[ -]?code)?|puk|passcode|keypad(?:[ -]code)?|lock ?box|key[ -]?(?:safe|box)|schl\u00fcsseltresor|(?:door|gate|alarm|safe|garage|disarm|entry|access)[ -]code",
  "alarm(?:e|anlage)?|alarmcode|t(?:\u00fc|ue|u)r(?:[ -]?code)|torcode|zahlencode|digicode|code (?:de la porte|d'acc\u00e8s|d'entr\u00e9e)",
  "c\u00f3digo (?:do port\u00e3o|da porta|de la puerta|del port\u00f3n|de acceso|de acesso|da garagem|del garaje)",
  "codice (?:della porta|del cancello|d'accesso)|deurcode|pincode|portkod|kod (?:do drzwi|do bramy)",
  // Revision 18: an access code in Dutch, German, Swedish, Polish, Czech.
  "toegangscode|zugangscode|zutrittscode|\u00e5tkomstkod(?:en)?|passerkod(?:en)?|kod dost\u0119pu|p\u0159\u00edstupov\u00fd k\u00f3d",
  // Revision 9: a combination lock, and a residence's gate in French.
  "combination|code du (?:portail|portillon|garage|b\u00e2timent)|code de l'immeuble",
  // Revision 10: a combination in other languages, and Nordic codes with their article ("Alarmkoden", "portkoden").
  "kombination|combinaci\u00f3n|combinaison|combinazione|combina\u00e7\u00e3o|combinatie|kombinacja|(?:alarm|d\u00f6rr|d\u00f8r|port|grind|hus|entr\u00e9)kod(?:en)?|(?:alarm|d\u00f8r|port)koden",
  // Revision 12: a door's code in French without its article, a combination lock in Dutch, German, French, Spanish,
  // Italian, Swedish; a key box in German; Swedish's alarm code.
  "code (?:porte|portail|entr\u00e9e|acc\u00e8s|alarme)|cijferslot|zahlenschloss|cadenas|candado|lucchetto|kodl\u00e5s|schl(?:\u00fc|ue)sselbox|schl(?:\u00fc|ue)sselkasten|larmkod(?:en)?",
  // Revision 13: a combination called a combo (a storage cage's, a locker's), a keypad in German.
  "combo|tastenfeld|ziffernfeld",
  // Revision 15: a door's or an alarm's code in Turkish, which calls it the door's password ("kapı şifresi").
  "kap\u0131 (?:\u015fifresi|kodu)|alarm (?:\u015fifresi|kodu)|\u015fifreli kilit",
  // Revision 21: a safe named alone, then a colon (a server room's safe, its combination in pairs of digits joined by
  // dashes), in several languages. Only then: "Der Tresor in …: Kombination …" is the combination's to name.
  "(?:safe|tresor|coffre(?:-fort)?|caja fuerte|cofre|cassaforte|kluis|kassask\u00e5p|sejf)(?=[ \t]*[:\uff1a])",
  // Revision 23: a safe's and a door's code in Turkish ("kasa şifresi"), Vietnamese ("mã két sắt", "mã cửa") and
  // Indonesian ("kombinasi brankas", "kode pintu"); a safe's combination in Swedish ("kassaskåpets kombination").
  "kasa (?:\u015fifresi|kodu|kombinasyonu)|m\u00e3 (?:c\u1eeda|k\u00e9t(?: s\u1eaft)?|b\u00e1o \u0111\u1ed9ng|kh\u00f3a)",
  "kombinasi(?: brankas)?|kode (?:pintu|brankas|gerbang)|kassask\u00e5pets",
  // Revision 26: the code "to the door" in Danish and Norwegian ("kode til døren"), Swedish ("koden till dörren").
  "kod(?:e|en)? till? (?:d\u00f8ren|d\u00f6rren|d\u00f8ra|porten|alarmen|larmet|garagen|garaget|boksen)",
].join("|");
// Revision 14, a rule of their own (its hint is rarely met, the first rule's nearly always): a code named by what it
// opens in Spanish, Portuguese, Italian and French ("código de la alarma", "codice dell'allarme", "code de l'alarme"),
// a voicemail's PIN, a code's name in Arabic, Hebrew and Hindi.
const ACCESS_CODE_NAMES_MORE = [
  "c\u00f3digo (?:de(?:l| la)?|para (?:el|la)) (?:alarma|caja fuerte|candado|portal|entrada|garaje|almac\u00e9n|trastero|buz\u00f3n)",
  "c\u00f3digo (?:do|da|de) (?:alarme|cofre|cadeado|port\u00e3o|pr\u00e9dio|entrada|garagem)|codice (?:dell'|della |del )(?:allarme|antifurto|cassaforte|lucchetto|portone|ingresso|garage)",
  "code (?:de l'|du |de la )(?:alarme|coffre|cadenas|interphone|entr\u00e9e|immeuble|portail)|voicemail(?: pin)?|messagerie(?: vocale)?|mobilbox|buz\u00f3n de voz|casella vocale|caixa postal",
  "[\u0648\u0628\u0644]?(?:\u0627\u0644)?(?:\u0631\u0645\u0632|\u0643\u0648\u062f)[ \t]+(?:\u0627\u0644)?(?:\u0628\u0627\u0628|\u0628\u0648\u0627\u0628\u0629|\u062f\u062e\u0648\u0644|\u0625\u0646\u0630\u0627\u0631|\u0627\u0646\u0630\u0627\u0631|\u062e\u0632\u0646\u0629|\u062e\u0632\u064a\u0646\u0629|\u0642\u0641\u0644|\u0645\u0631\u0648\u0631|\u0633\u0631\u064a)|[\u0648\u0628\u0644]?(?:\u0627\u0644)?\u0631\u0642\u0645[ \t]+(?:\u0627\u0644)?\u0633\u0631\u064a",
  "[\u05d4\u05d5\u05d1\u05dc\u05e9]?\u05e7\u05d5\u05d3[ \t]+(?:\u05dc|\u05d4)?(?:\u05d0\u05d6\u05e2\u05e7\u05d4|\u05d3\u05dc\u05ea|\u05db\u05e0\u05d9\u05e1\u05d4|\u05e9\u05e2\u05e8|\u05db\u05e1\u05e4\u05ea|\u05d2\u05d9\u05e9\u05d4|\u05e1\u05d5\u05d3\u05d9|\u05d1\u05e0\u05d9\u05d9\u05df|\u05dc\u05d5\u05d1\u05d9|\u05d7\u05e0\u05d9\u05d4|\u05de\u05e0\u05e2\u05d5\u05dc)|\u092a\u093f\u0928(?![ \t]*\u0915\u094b\u0921)|(?:\u0926\u0930\u0935\u093e\u091c\u093c\u0947|\u0926\u0930\u0935\u093e\u091c\u0947|\u0917\u0947\u091f|\u0905\u0932\u093e\u0930\u094d\u092e|\u0932\u0949\u0915\u0930|\u0924\u093f\u091c\u094b\u0930\u0940|\u090f\u091f\u0940\u090f\u092e)[ \t]+(?:\u0915\u093e|\u0915\u0940|\u0915\u0947)[ \t]+(?:\u0915\u094b\u0921|\u092a\u093f\u0928)",
].join("|");
// Names in Japanese and Korean: no boundary before them (a word of their script may be joined to them).
const ACCESS_CODE_NAMES_CJK = [
  "\u6697\u8a3c\u756a\u53f7|\u30d1\u30b9\u30b3\u30fc\u30c9|\ucd9c\uc785\ubb38 \ubc88\ud638|\ud604\uad00 \ube44\ubc00\ubc88\ud638",
  // Revision 10: a door lock and a password in Korean ("도어락 비밀번호: …*"), a door's access in Chinese.
  "\ub3c4\uc5b4\ub77d|\ube44\ubc00\ubc88\ud638|\u95e8\u7981(?:\u5bc6\u7801|\u7801)?",
].join("|");
// What joins a code to its name a little further on: a colon, "is", "es", "ist", "est", "é", "は", "to", "with".
const ACCESS_CODE_LINK =
  "(?:[:\uff1a][ \t]*(?:(?:code|kod|c\u00f3digo|codice)[ \t]+)?|[ \t]+(?:is|es|ist|est|\u00e9|era|\u00e8|to|with|avec|con|com|mit|now|jetzt|maintenant|ahora|agora|\u00e4r|er|jest|on)[ \t]+|[ \t]*[\u306f\u306f][ \t]*|[ \t]*[\uc740\ub294][ \t]*)";

// ACCESS_CODE_LINK at the end of a gap, read without the gap's trailing blanks: what may end with blanks or none, and
// what needs one after it (`${ACCESS_CODE_LINK}$` was tried from each blank of a gap of blanks: quadratic).
const LINK_BEFORE_ANY_BLANKS = /(?:[:\uff1a]|[\u306f\uc740\ub294])$/;
const LINK_BEFORE_A_BLANK =
  /(?:[:\uff1a][ \t]*(?:code|kod|c\u00f3digo|codice)|[ \t](?:is|es|ist|est|\u00e9|era|\u00e8|to|with|avec|con|com|mit|now|jetzt|maintenant|ahora|agora|\u00e4r|er|jest|on))$/i;

/** @internal Whether `gap` ends with ACCESS_CODE_LINK (exported for its test). */
export function endsWithAccessCodeLink(gap: string): boolean {
  const core = withoutTrailing(gap, " \t");
  return LINK_BEFORE_ANY_BLANKS.test(core) || (core.length < gap.length && LINK_BEFORE_A_BLANK.test(core));
}

// What a code opens, named before the word "code" on its line: a lock of any kind, a voicemail's box.
let opensBeforeCode: RegExp | undefined;

/** Digits after "code": a code's shape, and the line before them names a lock (`ACCESS_CODE_NAMES`) or a voicemail. */
function isCodeAfterWhatItOpens(secret: string, at: number, text: string): boolean {
  opensBeforeCode ??= new RegExp(
    // Revision 21: a locker, in several languages ("Kluisje 14, code …", "Spind 3, Code …").
    `(?<![\\p{L}\\d])(?:${ACCESS_CODE_NAMES}|lock|door|gate|porte|puerta|t(?:\u00fc|ue)r|voicemail|messagerie|mobilbox|mailbox|locker|kluis(?:je)?|spind|schlie(?:\u00df|ss)fach|casier|taquilla|armadietto|arm\u00e1rio|sk\u00e5p|szafka)(?![\\p{L}])`,
    "iu",
  );
  const before = text.slice(Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 100), at);
  if (!opensBeforeCode.test(before) || NOT_A_LOCK_CODE.test(before.slice(-24))) return false;
  return isAccessCode(secret, "", text.slice(at + secret.length, at + secret.length + 12));
}

/** A code's name (`names`, an alternation), what it opens between them or a link, then the code in one of its shapes. */
function accessCodePattern(names: string): RegExp {
  return new RegExp(
    `(?:${names})(?<gap>[^\\n\\d\`,;()]{0,40}?|[^\\n]{0,60}?${ACCESS_CODE_LINK})` +
      "(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\d])(?<q>[\"'`]?)(?<secret>\\d{4,8}[#*]?|\\d(?:-\\d){3,7}|\\d(?: \\d){3,7}(?: ?[#*])?|\\d{1,2}(?:-\\d{1,2}){2,3}|\\d{2}(?: \\d{2}){2,3}|\\d{3,4}-\\d{3,4}|[A-Z]\\d{4,6}[A-Z]?|\\d{3,6}[A-Z]|\\d{1,3}[A-Z]\\d{3,5})\\k<q>(?![\\p{L}\\d-])",
    "dgiu",
  );
}

function acceptAccessCode(secret: string, match: RegExpExecArray, text: string): boolean {
  return isAccessCode(
    secret,
    groups(match).gap ?? "",
    text.slice(match.index + match[0].length, match.index + match[0].length + 12),
  );
}

/** Digits as a code: not a year, not a run or one digit repeated, not a quantity ("after 1500 ms", "4 digits"). */
function isAccessCode(secret: string, gap: string, after: string): boolean {
  if (
    /^\s*(?:ms|s|secs?|seconds?|min|minutes?|h|hours?|days?|weeks?|%|px|[kmgt]i?b|x|times|digits?|chars?|characters?)\b/i.test(
      after,
    )
  )
    return false;
  // Joined by a word of time or quantity rather than a link ("fires after 1500", "every 3600"): a number, not a code.
  if (
    !endsWithAccessCodeLink(gap) &&
    /\b(?:after|before|every|each|within|in|at|for|than|over|under|about|since|until|up to|per|of)\b/i.test(gap)
  )
    return false;
  const digits = secret.replace(/[#*\s-]/g, "");
  // Revision 21: a letter among the digits too, as a French entrance's keypad takes it (a digicode's digit, letter,
  // then four digits).
  if (/^[A-Z]\d+[A-Z]?$|^\d+[A-Z]$|^\d{1,3}[A-Z]\d{3,5}$/.test(digits))
    return !/\b(?:model|typ|type|version|room|raum|salle)\b/i.test(gap);
  if (!isPinValue(digits)) return false;
  // A year, unless a key's `#` or `*` ends it ("1984#" is typed on a keypad).
  if (/^(?:19[5-9]\d|20[0-4]\d)$/.test(digits) && !/[#*]$/.test(secret)) return false;
  // "PIN changes every 90 days", "keypad for room 4012": the number belongs to another word of the gap.
  // Revision 14: a model's number ("the lockbox model 4410").
  return !/\b(?:room|raum|salle|sala|floor|etage|stock|port|line|ext|tel|phone|nr|no|number|nummer|n\u00famero|model|modell|mod\u00e8le|modelo|type|typ)\.?[ \t]*$/i.test(
    gap,
  );
}

// Codes that open nothing: where mail goes, what went wrong, what was ordered or sold, a one-time check sent by SMS.
// A room's number only where the word begins ("Raum 4012"; revision 19: "Serverraum" is where the door is).
const NOT_A_LOCK_CODE =
  /post|zip|plz|\bcep\b|error|fehler|erreur|errore|status|exit|return|http|response|antwort|produ|artikel|article|country|\bland|pays|pa\u00eds|paese|\barea|vorwahl|promo|rabatt|discount|descuento|sconto|remise|gutschein|voucher|coupon|cup\u00f3n|tracking|sendung|order|bestell|commande|pedido|ordine|\bean\b|iban|\bbic\b|swift|\bblz\b|routing|\bsort|tax|fiscal|steuer|sku|customs|\bzoll|douane|aduana|verif|best\u00e4tig|confirm|\bsms|\botp|\bqr\b|\bbar|colou?r|farbe|source|quell|lang|sprach|\biso\b|icd|diagnos|\bcpt\b|airport|iata|\bvat\b|\bmcc\b|reason|branch|filial|bank|region|\bcap\b|siret|siren|insee|nace|kunden|client|customer|proje|proye|proge|kosten|cost|cent(?:er|re|ro)|job|batch|\blot\b|serial|seri[ea]|model|version|build|release|ticket|\bcase|issue|incident|\bref|invoice|rechnung|factura|fattura|facture|\bhs\b|tarif|activity|employee|mitarbeiter|personal|student|course|kurs|klasse|class|\broom|\braum|\bsalle|\bsala|line|zeile|program|source|exemple|example|beispiel|ejemplo|esempio/i;

const KEYPAD_WORD =
  /tastierino|keypad|tastenfeld|ziffernfeld|teclado|clavier|klawiatur|toetsenbord|knappsats|tastatur/i;

/** Digits after a code's name: a PIN's shape, and nothing in its name or what it is for says it opens no lock. */
// A licence's names, in the languages the sets are written in; what marks a published volume-activation key.
const LICENCE_WORD =
  /licen[cs]e|lizenz|licencia|lisans|lisensi|b\u1ea3n quy\u1ec1n|licen\u00e7a|licenza|licentie|licencj|serial|seriennummer|product ?key|produktschl|cl\u00e9 de produit|clave de producto|activation key|\u30b7\u30ea\u30a2\u30eb|\u30e9\u30a4\u30bb\u30f3\u30b9|\u30d7\u30ed\u30c0\u30af\u30c8\u30ad\u30fc|\u5e8f\u5217\u53f7|\u8bb8\u53ef\u8bc1|\u6fc0\u6d3b\u7801|\ub77c\uc774\uc120\uc2a4|\uc2dc\ub9ac\uc5bc|\uc81c\ud488 \ud0a4/i;

/** Groups of a licence key: letters and digits mixed, its line or the one above naming a licence, no KMS key. */
function isLicenceKey(secret: string, at: number, text: string): boolean {
  const groups = secret.split("-");
  if (groups.filter((group) => /\d/.test(group) && /[A-Z]/.test(group)).length < Math.ceil(groups.length / 2))
    return false;
  if (/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(secret) || isPlaceholder(secret, true))
    return false;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const lines = text.slice(
    text.lastIndexOf("\n", lineStart - 2) + 1,
    text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at),
  );
  return LICENCE_WORD.test(lines) && !/\b(?:kms|gvlk|volume activation|generic key)\b/i.test(lines);
}

/** A code in groups after its name: not a quantity, a model or a room; "opens with" only before digits. */
function isSpacedCode(secret: string, name: string, gap: string): boolean {
  if (NOT_A_LOCK_CODE.test(name) || NOT_A_LOCK_CODE.test(gap)) return false;
  if (/\b(?:model|typ|type|version|room|raum|salle|sala|phone|tel|postal|zip|plz|error|exit|status|http)\b/i.test(gap))
    return false;
  const digits = secret.replace(/[#*\s-]/g, "");
  if (/[A-Z]$/i.test(digits)) return !/open|ffnet|ouvre|abre/i.test(name) && isPinValue(digits.slice(0, -1));
  return isPinValue(digits);
}

function isCodeAfterItsName(secret: string, name: string, gap: string): boolean {
  // Revision 28: a keypad named opens a lock whatever room it is in ("Codice tastierino sala server: …").
  if (!KEYPAD_WORD.test(gap) && (NOT_A_LOCK_CODE.test(name) || NOT_A_LOCK_CODE.test(gap))) return false;
  // English's bare "code:" is too common (a snippet's label, a line of a log): only with what it opens.
  if (/^codes?$/i.test(name) && !/\p{L}{3}/u.test(gap)) return false;
  const digits = secret.replace(/[#*]$/, "");
  if (!isPinValue(digits)) return false;
  return !/^(?:19[5-9]\d|20[0-4]\d)$/.test(digits) || /[#*]$/.test(secret);
}

const WIFI_KEY_WORD =
  /key|cl(?:\u00e9|e)(?![a-z\u00e0-\u00ff])|code|pass|pw|schl(?:\u00fc|ue)ssel|kennwort|clave|llave|contrase|senha|chave|sleutel|wachtwoord|nyckel|l(?:\u00f6|o)senord|has(?:\u0142|l)o|heslo|salasana|\u015fifre|mdp|mot de passe|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6\u7801|\ube44\ubc00\ubc88\ud638|\u043f\u0430\u0440\u043e\u043b\u044c/i;

/**
 * A Wi-Fi key: what the line names is the key (not the network's name, an SSID's value), and the value is one (digits
 * in groups, or at least eight characters with a digit or three words joined), not a placeholder, an address or a path.
 */
function isWifiKey(secret: string, gap: string, afterQuotedName: boolean, named: string): boolean {
  // Revision 12: a line labelled by the security mode alone ("WPA2: …", "PSK: …") gives the key.
  const modeLabel = /^[ \t]*(?:[-*][ \t]+)?(?:wpa[23]?(?:-psk)?|psk)[ \t]*[:\uff1a][ \t]*$/i.test(named);
  if (
    !afterQuotedName &&
    !modeLabel &&
    !WIFI_KEY_WORD.test(named.replace(/wi-?fi|wlan|ssid|wpa2?/gi, " ")) &&
    !/netzwerkschl|network key/i.test(named)
  )
    return false;
  if (
    /ssid|name|nom\b|nombre|netzwerk(?:name)?\b|r\u00e9seau|network\b(?! key)|rede\b|rete\b|\bnet\b/i.test(gap) &&
    !WIFI_KEY_WORD.test(gap)
  )
    return false;
  if (/^\d{4}(?: \d{4}){3,5}$/.test(secret)) return true;
  if (secret.length < 8 || isPlaceholder(secret, false) || isFilePath(secret) || /^[a-z][\w+.-]*:/i.test(secret))
    return false;
  if (/@[\w-]+\.[\w.-]+$/.test(secret) || /^v?\d+(?:\.\d+)+$/.test(secret) || /^\d+$/.test(secret))
    return secret.length >= 8 && /^\d+$/.test(secret);
  return (
    /\d/.test(secret) ||
    /^\p{L}+(?:[-_.]\p{L}+){2,}$/u.test(secret) ||
    /[!#$%&*+?@^~|]/.test(secret) ||
    isNamedLineValue(secret)
  );
}

const OTP_CONTEXT =
  /(?<![A-Za-z])(?:totp|hotp|otp|2fa|mfa|authenticator|oath(?:tool)?|pyotp|otplib|speakeasy|ykman|one[- ]time|two[- ]factor|seed|zwei-faktor|doble factor|double authentification|deux facteurs|authentification)(?![A-Za-z])|\u4e8c\u6bb5\u968e|\u8a8d\u8a3c/i;

/** A base32 seed: letters and some digits 2-7, random-looking, with a word about one-time passwords just before it. */
function isOtpSeed(secret: string, at: number, text: string): boolean {
  const letters = secret.replace(/[\s=]/g, "");
  if (letters.length < 16 || !/[2-7].*[2-7]/.test(letters) || (letters.match(/[A-Z]/g) ?? []).length < 8) return false;
  if (shannonEntropy(letters) < 3.2) return false;
  // The words before it, on its line and the two above (a heading, a code fence's opening line).
  const lineStart = text.lastIndexOf("\n", at - 1);
  let from = lineStart;
  for (let i = 0; i < 2 && from > 0; i++) from = text.lastIndexOf("\n", from - 1);
  return OTP_CONTEXT.test(text.slice(Math.max(0, from, at - 300), at));
}

// A word on the line that says a login is meant: in English and the other languages the prose rules read.
let loginContext: RegExp | undefined;
// Built on first use: it reads the prose rules' names, defined further down.
const loginContextPattern = (): RegExp =>
  (loginContext ??= new RegExp(
    `\\b(?:log ?in|login|logon|sign in|user(?:name)?|admin|root|account|creds?|credentials|access|zugang|benutzer|konto|acc[e\u00e8]s|identifiant|compte|acceso|usuario|cuenta|accesso|utente|acesso|usu[\u00e1a]rio|conta|inloggen|gebruiker|testaccount|anmeldung)\\b|${PROSE_KEYWORD_ENGLISH}|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}`,
    "i",
  ));

/** The second of a pair is a password when it looks like one (letters with digits or symbols), not a path or a ratio. */
function isPairedPassword(secret: string, match: RegExpExecArray, text: string): boolean {
  // Revision 22: a closing quotation mark too ("„Prod DB / ledger_app“", a secret store's item named as a path).
  const value = withoutTrailing(secret, ".,;:!?)\u201c\u201d\u00bb\u2019");
  if (value.length < 6 || isPlaceholder(value) || isFilePath(value) || /^(?:https?:|\/\/)/.test(value)) return false;
  if (!/\p{L}/u.test(value) || !/[0-9!@#$%^&*+=?~_]/.test(value)) return false;
  if (/^v?\d+(?:\.\d+)+/.test(value) || /^[a-z]+(?:_[a-z]+)+$/.test(value) || /^[\w-]+\.[a-z]{2,4}$/.test(value))
    return false;
  const user = groups(match).user;
  if (user === undefined) return true; // after an e-mail address or "log in as": a login is meant
  const lineStart = text.lastIndexOf("\n", match.index) + 1;
  const lineEnd = text.indexOf("\n", match.index);
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  return user.includes("@") || loginContextPattern().test(line);
}

// Recovery or backup codes named in English, German, French, Spanish, Portuguese, Italian, Dutch, Nordic languages,
// Japanese, Chinese and Korean.
const RECOVERY_CODE_NAMES = [
  "\\b(?:recovery|backup|rescue|emergency|one-time)[ \\t-]*(?:codes?|keys?)\\b",
  "\\bbackup-codes\\b|\\bwiederherstellungs(?:codes?|schl\u00fcssel)|\\bnotfall-?codes?\\b|\\bsicherungscodes?\\b",
  "\\bc\u00f3digos? de (?:respaldo|recuperaci\u00f3n|recupera\u00e7\u00e3o|backup|seguridad|seguran\u00e7a)",
  "\\bcodes? de (?:secours|r\u00e9cup\u00e9ration|recuperation|sauvegarde)|\\bcodici di (?:backup|recupero|emergenza)",
  "\\bherstelcodes?\\b|\\breservekoder\\b|\\b\u00e5terst\u00e4llningskod(?:er)?\\b|\\bkody (?:zapasowe|odzyskiwania)",
  // Revision 15: Ukrainian, Russian, Czech, Turkish, Finnish, Indonesian, Vietnamese and Greek names.
  "(?:\u0440\u0435\u0437\u0435\u0440\u0432\u043d(?:\u0456|\u044b\u0435|\u0438\u0439|\u044b\u0439) \u043a\u043e\u0434(?:\u0438|\u044b)?|\u043a\u043e\u0434(?:\u0438|\u044b) (?:\u0432\u0456\u0434\u043d\u043e\u0432\u043b\u0435\u043d\u043d\u044f|\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\u044f))",
  "(?:\\bz\u00e1lo\u017en\u00ed k\u00f3dy|k\u00f3dy pro obnoven\u00ed|yedek kodlar\u0131?|kurtarma kodlar\u0131?|varakoodit|palautuskoodit|kode cadangan|kode pemulihan|m\u00e3 d\u1ef1 ph\u00f2ng|m\u00e3 kh\u00f4i ph\u1ee5c|\u03b5\u03c6\u03b5\u03b4\u03c1\u03b9\u03ba\u03bf\u03af \u03ba\u03c9\u03b4\u03b9\u03ba\u03bf\u03af|\u03ba\u03c9\u03b4\u03b9\u03ba\u03bf\u03af \u03b1\u03bd\u03ac\u03ba\u03c4\u03b7\u03c3\u03b7\u03c2)(?!\\p{L})",
  // Revision 14: Japanese's loanword ("リカバリーコード", "リカバリキー").
  "\u30ea\u30ab\u30d0\u30ea\u30fc?(?:\u30b3\u30fc\u30c9|\u30ad\u30fc)",
  "\u5fa9\u65e7(?:\u30ad\u30fc|\u30b3\u30fc\u30c9)|\u30d0\u30c3\u30af\u30a2\u30c3\u30d7\u30b3\u30fc\u30c9|\u6062\u590d(?:\u4ee3\u7801|\u7801)|\u5907\u7528\u7801|\ubcf5\uad6c \ucf54\ub4dc|\ubc31\uc5c5 \ucf54\ub4dc",
].join("|");
// Revision 18: up to 16 characters (PyPI's codes are 16 hex digits).
const RECOVERY_CODE = "[A-Za-z0-9]{4,16}(?:-[A-Za-z0-9]{4,10}){0,7}";
// Between codes: a comma, a slash, "and" in a few languages, spaces, or a new line with its bullet; revision 21: the
// next column of a numbered grid as a printed sheet lays them out ("1. 4829 1037    6. 7712 0495").
const RECOVERY_CODE_SEPARATOR =
  "(?:[ \\t]*[,/;|][ \\t]*|[ \\t]+(?:y|and|et|und|e|en|og|och|i)[ \\t]+|[ \\t]*\\n[ \\t]*(?:[-*\\u2022][ \\t]+|\\d{1,2}[.)][ \\t]+)?|[ \\t]{2,12}\\d{1,2}[.)][ \\t]+|[ \\t]{1,3})";

/** Codes, not words: most of them hold a digit, and together they are long enough to be worth hiding. */
function isRecoveryCodeList(secret: string): boolean {
  const codes = secret
    .split(/[\s,/;|]+|\b(?:y|and|et|und|e|en|og|och|i)\b/)
    .filter((code) => /^[A-Za-z0-9-]{4,}$/.test(code));
  if (codes.length === 0) return false;
  const withDigit = codes.filter((code) => /\d/.test(code)).length;
  if (withDigit * 2 < codes.length) return false;
  if (codes.length === 1) {
    const code = codes[0]!;
    return (code.split("-").length >= 3 || (code.length >= 12 && /[A-Za-z]/.test(code))) && /\d/.test(code);
  }
  return codes.join("").length >= 8 && !codes.every((code) => /^(?:19|20)\d\d$/.test(code));
}

/** 13 to 19 digits whose Luhn check is right, opening as a card network's numbers do (3, 4, 5, 6, 2). */
function isCardNumber(secret: string): boolean {
  const digits = secret.replace(/[ -]/g, "");
  if (digits.length < 13 || digits.length > 19 || !/^[2-6]/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

// A card named in English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Nordic languages,
// Japanese, Chinese, Korean, or by its network.
const CARD_WORD =
  /card|karte|carte|tarjeta|cart[a\u00e3]o|carta|kaart|karta|kort|visa|master ?card|amex|american express|discover|jcb|diners|unionpay|\u30ab\u30fc\u30c9|\u5361|\uce74\ub4dc/i;

// Test mode: the numbers payment providers document for it ("Adyen-Testkarten", "sandbox", "tarjeta de prueba").
const TEST_MODE = /\b(?:test|sandbox|prueba|teste|essai|probe)/i;

/** Whether the line of `at`, or the one before it, names a card, and the two lines before it no test mode. */
function namesCard(at: number, text: string): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const from = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 2) + 1 : 0;
  const lineEnd = text.indexOf("\n", at);
  const window = text.slice(from, lineEnd === -1 ? text.length : lineEnd);
  const earlier = from > 0 ? text.slice(text.lastIndexOf("\n", from - 2) + 1, from) : "";
  return CARD_WORD.test(window) && !TEST_MODE.test(window + earlier);
}
