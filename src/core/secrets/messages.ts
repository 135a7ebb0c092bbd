// Messages for people where a value would be: i18n files and validators keep them under a password's name
// ("Das Passwort muss mindestens 12 Zeichen lang sein.", "パスワードは8文字以上で入力してください"). They name a
// password or say what one must be, in any language; a password is not made of a sentence's words.

import { PASSWORD_NAMING_WORD } from "./password-names.js";

// Words of a password policy or of a form's message that a password made of words would not hold: English, German,
// French, Spanish, Portuguese, Italian, Dutch, Polish, Swedish.
let policyWord: RegExp | undefined;
// Built on first use: a pattern with Unicode classes costs its compilation at once.
const POLICY_WORD = (): RegExp =>
  (policyWord ??= new RegExp(
    "(?<!\\p{L})(?:must|should|required|invalid|incorrect|forgot(?:ten)?|characters|at least|mismatch|" +
      "muss|m\u00fcssen|mindestens|zeichen|erforderlich|ung\u00fcltig|falsch|vergessen|stimmen nicht|" +
      "doit|doivent|au moins|caract\u00e8res|obligatoire|invalide|oubli\u00e9|correspondent pas|" +
      "debe|deben|al menos|caracteres|obligatori[oa]|inv\u00e1lid[oa]|incorrect[oa]|olvid(?:\u00f3|aste)|no coinciden|" +
      "deve|precisa|pelo menos|obrigat\u00f3ri[oa]|esqueceu|n\u00e3o coincidem|" +
      "almeno|caratteri|obbligatori[oa]|errat[oa]|dimenticat[oa]|non coincidono|" +
      "moet|minstens|tekens|verplicht|ongeldig|vergeten|" +
      "musi|co najmniej|znak\u00f3w|wymagane|nieprawid\u0142owe|" +
      "m\u00e5ste|minst|tecken|obligatoriskt|ogiltigt)(?!\\p{L})",
    "iu",
  ));
// A sentence's ending or a policy's words in Japanese, Chinese and Korean.
const CJK_MESSAGE =
  /\u304f\u3060\u3055\u3044|\u307e\u305b\u3093|\u3067\u3059|\u307e\u3059|\u4ee5\u4e0a|\u4ee5\u4e0b|\u6587\u5b57|\u4e00\u81f4|\u5165\u529b|\u5fc5\u9808|\u9593\u9055|\u5fd8\u308c|\u8bf7|\u5fc5\u987b|\u81f3\u5c11|\u5b57\u7b26|\u9519\u8bef|\u4e0d\u6b63\u786e|\u4e0d\u80fd|\uc785\ub825|\uc774\uc0c1|\uc77c\uce58|\ud574\uc8fc\uc138\uc694|\ud569\ub2c8\ub2e4|\uc54a\uc2b5\ub2c8\ub2e4|\ud544\uc218|\uc798\ubabb/u;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;
// A word of a message: letters, a small number, an interpolation (`{min}`, `%d`), a dash.
const MESSAGE_WORD = /^(?:[\p{L}\p{M}'\u2019-]+|\d{1,3}|\{\w*\}|%[sd]|[-\u2013\u2014/:])[.,:;!?)]*$/u;

// Revision 15: the word for a password as a word of its own, not the start of another (a passphrase's
// "Passwortmanager" is a password manager, not a message about the password).
let passwordAsWord: RegExp | undefined;
const namesPasswordAsWord = (value: string): boolean =>
  (passwordAsWord ??= new RegExp(`(?:${PASSWORD_NAMING_WORD.source})(?![A-Za-z\u00c0-\u024f])`, "i")).test(value);

/** A message for people in any language: words that name a password or say what one must be. */
export function isPasswordMessage(inner: string): boolean {
  const value = inner.trim();
  // A sentence around a made value ("パスワードは Sakura#2024 です") still holds it.
  if (CJK.test(value))
    return (
      CJK_MESSAGE.test(value) &&
      !(value.match(/[!-~]{6,}/g) ?? []).some((run) => /[A-Za-z]/.test(run) && /[^A-Za-z]/.test(run))
    );
  const words = value.split(/\s+/);
  if (words.length < 2 || !words.every((word) => MESSAGE_WORD.test(word))) return false;
  const lettered = words.filter((word) => /\p{L}/u.test(word)).length;
  return (lettered >= 3 && namesPasswordAsWord(value)) || (lettered >= 2 && POLICY_WORD().test(value));
}

/**
 * An unquoted value that is the first word of a message running to the end of its line (`senha.curta=Sua senha
 * precisa ter pelo menos 8 caracteres`): a properties file's value is the whole line.
 */
export function startsMessageOnLine(value: string, end: number, text: string): boolean {
  if (/^["'`]/.test(value)) return false;
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd);
  return /^[ \t]+\S/.test(rest) && isPasswordMessage(value + rest);
}
