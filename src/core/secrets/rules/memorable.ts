// Rule family: memorable passwords and values named without a colon (revision 26). Its rules and the helpers only they
// use; their place among the others is in ../rule-table.ts. Its proof, true and false positives: ./memorable.examples.ts
// (run by test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { PROSE_KEYWORD_ENGLISH, PROSE_KEYWORD_LATIN, PROSE_KEYWORD_OTHER } from "../password-names.js";
import { isNamedLineValue } from "../value-context.js";
import { UUID, isCodeReference, isFilePath, isPinValue, isPlaceholder, looksRandom } from "../values.js";

// A password's or a secret key's name in any language the prose rules know, and Japanese's "secret key" (秘密鍵).
const NAME = `(?:${PROSE_KEYWORD_ENGLISH}|${PROSE_KEYWORD_LATIN}|${PROSE_KEYWORD_OTHER}|\u79d8\u5bc6\u9375)`;

// Found in code, not as a hint: a hint's words must each be refused in a path (secret-free-text.ts), and these need a
// blank or a colon before the value, which no path holds. With the name, a word of both cases and a digit somewhere.
let nameExpression: RegExp | undefined;
const MIXED_WORD =
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{0,63}[A-Z])(?=[A-Za-z0-9_-]{0,63}[a-z])(?=[A-Za-z0-9_-]{0,63}\d)[A-Za-z0-9_-]{8}/;
const namedMixedWord = (view: string): boolean =>
  MIXED_WORD.test(view) && (nameExpression ??= new RegExp(NAME, "iu")).test(view);

// Words of hosts' and projects' names and of secrets' names, which a password of words does not hold
// (`acme-data-prod-2024`, `refresh-token-456`: a fixture's label).
const INFRA_WORD =
  /^(?:prod|production|staging|stage|dev|test|qa|db|api|srv|server|node|host|cluster|app|release|build|v|token|key|secret|password|pass|pw|pin|code|refresh|access|session|id)$/;

/**
 * Words joined by dashes, one group of two to four digits among them and two groups of letters at least
 * (`kahvi-ja-pulla-2024`, `harbor-2031-sq`): how people make a password to say aloud. Lower-case only: a name with
 * capitals is a network's or a host's as often (`Oficina-Lab-5G`).
 */
export function isJoinedMemorable(value: string): boolean {
  if (!/^\p{Ll}{2,}(?:-[\p{Ll}\d]{1,12}){1,5}$/u.test(value) || value.length < 8) return false;
  const words = value.split("-");
  return (
    words.filter((word) => /^\d{2,4}$/.test(word)).length === 1 &&
    words.filter((word) => /^\p{Ll}{2,}$/u.test(word)).length >= 2 &&
    !words.some((word) => INFRA_WORD.test(word))
  );
}

// Words between a name and its value that say the value is about the password, not the password.
const ABOUT_THE_SECRET =
  /hash|policy|polic|length|reset|rule|regel|manager|field|column|hint|format|example|exemplo|ejemplo|beispiel|env|variable|version|\bid\b|file|datei|arquivo|fichier/i;

// Words right before a value that make it a name: a key's label, alias, slot or id.
const NAMES_A_NAME = /\b(?:label|alias|slot|handle|key[ _-]?id|name)[ \t]*[:=]?[ \t]*$/i;

/** A made value after a name and the words that qualify it: both cases and a digit, made or random, no name in code. */
function isQualifiedValue(secret: string, gap: string): boolean {
  if (secret.length < 8 || !/\d/.test(secret) || !/[a-z]/.test(secret) || !/[A-Z]/.test(secret)) return false;
  if (ABOUT_THE_SECRET.test(gap) || UUID.test(secret) || isPlaceholder(secret) || isFilePath(secret)) return false;
  if (isCodeReference(secret) && !/[-_]/.test(secret)) return false;
  return isNamedLineValue(secret) || looksRandom(secret);
}

// A selector naming a password, a PIN or a card's code, as a browser test fills it.
const SECRET_FIELD =
  /pass|pwd|pin(?![a-z])|otp|cvv|cvc|secret|senha|passwort|kennwort|contrase|wachtwoord|has(?:\u0142|l)o/i;

/** Memorable passwords after a naming line, values named with words between, a test's typed secret. */
export function memorableRules() {
  return {
    // A password's or a key's name, up to four words saying what it opens, then the value, no colon: "Senha do
    // keystore …", "Hasło Redis …", "pre-shared key …", "秘密鍵 …" (a title's form as much as a sentence's).
    qualifiedBareName: {
      kind: "password-assignment",
      check: namedMixedWord,
      pattern: new RegExp(
        `${NAME}(?<gap>(?:[ \\t]+\\p{L}[\\p{L}\\d.'-]{0,24}){0,4}?)[ \\t]+(?<q>[\`"']?)(?=[^\\s\\d]{0,63}\\d)(?<secret>[A-Za-z0-9][A-Za-z0-9_-]{6,62}[A-Za-z0-9])\\k<q>(?=[.,;:!?)\u3001\u3002]?(?:[ \\t\\n]|$))`,
        "dgiu",
      ),
      accept: (secret, match) => isQualifiedValue(secret, groups(match).gap ?? ""),
    },
    // Words joined by dashes with a number, on a line after a password's name, however far ("… salasana vaihtuu
    // maanantaina, nykyinen <words>-2024"); after a blank, a quote, a parenthesis or a colon that no word runs into
    // (`prod:<name>-123` is a deployment's name).
    joinedAfterName: {
      kind: "password-assignment",
      // A lower-case letter and a number of two to four digits joined by a dash: what every such value holds.
      hint: /\p{Ll}-\d{2,4}(?![\p{L}\d])|(?<![\p{L}\d])\d{2,4}-\p{Ll}/u,
      pattern: new RegExp(
        `${NAME}[^\\n]{0,80}?(?:(?<=[\\s"'(\u00ab\u201c])|(?<=(?<![\\p{L}\\d])[:\uff1a]))(?<secret>\\p{Ll}{2,}(?:-\\p{Ll}{1,12}){0,4}-\\d{2,4}(?:-\\p{Ll}{1,12}){0,3})(?![\\p{L}\\d_/@-])`,
        "dgiu",
      ),
      // Revision 28: not what a label, an alias or a slot names (`label fw-sign-2024`: an HSM key's name).
      accept: (secret, match) =>
        isJoinedMemorable(secret) && !NAMES_A_NAME.test(match[0].slice(0, match[0].length - secret.length)),
    },
    // A test typing a password or a PIN into its field: Playwright's `page.fill('#pin', '…')`, `locator(…).fill(…)`,
    // Cypress's `cy.get('#password').type('…')`, Selenium's `send_keys`, Capybara's `fill_in 'Password', with: '…'`.
    typedIntoField: {
      kind: "password-assignment",
      needs: ["fill(", "fill_in ", "type(", "send_keys(", "sendkeys(", "setvalue("],
      pattern:
        /(?:fill(?:_in)?|type|setValue|fillField|find_element|findElement|get|locator|getByLabel|getByPlaceholder)(?:\(|[ \t]+)[ \t]*(?:By\.\w+,[ \t]*)?(?<name>["'][^"'\n]{1,80}["'])[ \t]*(?:\)[ \t]*\.[ \t]*(?:fill|type|send_keys|sendKeys|setValue)\([ \t]*|,[ \t]*(?:with:[ \t]*)?)(?<q>["'])(?<secret>[^"'\n]{3,64})\k<q>/dg,
      accept: (secret, match) =>
        SECRET_FIELD.test(groups(match).name ?? "") &&
        !isPlaceholder(secret, true) &&
        (isPinValue(secret) || isNamedLineValue(secret) || looksRandom(secret)),
    },
  } satisfies Record<string, SecretRule>;
}
