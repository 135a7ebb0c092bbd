// Revision 19's prefilters for the prose rules (src/core/secrets/value-near-name.ts): a name found in code, then a
// run after it that could hold the rule's value. Ordinary prose that names a token (a memory about a token refresh
// race) has no such run after the name, so the rules' large multilingual expressions are never compiled for it; a
// text that holds a secret always has one (test/core/secrets-shortcuts.test.ts compares every finding with the scan
// that has no shortcuts).

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { secretRules } from "../../src/core/secrets/index.js";
import { fakeValues, type RuleExamples } from "../../src/core/secrets/rules/examples.js";
import { holdsCjkPartLabel, proseNameFinders } from "../../src/core/secrets/rules/prose.js";
import { firstNameFinder } from "../../src/core/secrets/value-near-name.js";
import { corpusRandom, nearMisses, secretCorpus } from "../secrets/corpus.js";
import { nearMisses as heldOutNearMisses, secrets as heldOutSecrets } from "../secrets/held-out-set.js";
import { ROOT } from "../helpers.js";

const RULES_DIR = join(ROOT, "src/core/secrets/rules");

async function familyTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const file of readdirSync(RULES_DIR).filter((name) => name.endsWith(".examples.ts"))) {
    const family = file.slice(0, -".examples.ts".length);
    const module = (await import(join(RULES_DIR, file))) as {
      examples: (fake: ReturnType<typeof fakeValues>) => RuleExamples;
    };
    const { redacted, kept } = module.examples(fakeValues(family));
    texts.push(...redacted.map((example) => example.text), ...kept);
  }
  return texts;
}

const corpusTexts = [
  ...secretCorpus().map((item) => item.text),
  ...nearMisses().map((item) => item.text),
  ...(heldOutSecrets as Array<{ text: string }>).map((item) => item.text),
  ...(heldOutNearMisses as Array<{ text: string }>).map((item) => item.text),
];

// Every name the finders' hints hold, in both cases and run into other words, beside others: where a literal list
// missed one of its hint's ASCII alternatives, the two would find different places.
function namesText(seed: number): string[] {
  const { next } = corpusRandom(seed);
  const words =
    "pass pw pwd pin puk secret token key clave recovery code backup code unlock phrase community kennwort mdp contrase senha wachtwoord haslo losen ifre parola heslo kata sandi salasana adgangskode kodeord segredo secreto segreto geheimnis passord wiederherstellungscode recup recUp chiave schl jeton cle nyckel sleutel klucz anahtar llave chave nogle avain the a refresh race of to".split(
      " ",
    );
  return Array.from({ length: 300 }, () =>
    Array.from({ length: 12 }, () => {
      const word = words[Math.floor(next() * words.length)]!;
      return next() < 0.3 ? word.toUpperCase() : word;
    }).join(next() < 0.6 ? " " : next() < 0.3 ? "\n" : next() < 0.5 ? "\u00a1" : next() < 0.5 ? "\u00b7" : ""),
  );
}

describe("the prose rules' name finders", () => {
  it("find in text of ASCII and Latin-1 symbols, line by line, the place each one's hint finds first", async () => {
    const texts = [...(await familyTexts()), ...corpusTexts, ...namesText(5), ...namesText(19)];
    let ascii = 0;
    let found = 0;
    for (const text of texts) {
      // Latin-1's symbols are what the scan's one-byte view puts in place of `…` and other punctuation.
      if (/[^\x00-\xb4\xb6-\xbf]/.test(text)) continue;
      ascii++;
      for (const [name, finder] of Object.entries(proseNameFinders)) {
        const byLiterals = firstNameFinder(text, finder);
        const byHint = firstNameFinder(text, finder, true);
        expect(byLiterals(0, text.length), `${name}: ${text}`).toBe(byHint(0, text.length));
        for (let start = 0; start <= text.length; ) {
          const end = text.indexOf("\n", start) < 0 ? text.length : text.indexOf("\n", start);
          const at = byLiterals(start, end);
          expect(at, `${name} line at ${start}: ${text}`).toBe(byHint(start, end));
          if (at >= 0) found++;
          start = end + 1;
        }
      }
    }
    expect(ascii).toBeGreaterThan(1000);
    expect(found).toBeGreaterThan(1000);
  });

  it("leave the prose rules' patterns out of prose that names a token with no value after it", () => {
    // The rules whose check finds a name (revision 21's check for the characters of parts' labels in Japanese,
    // Chinese and Korean finds none in this prose, nor in the prose with a value after it).
    const rules = secretRules().filter((rule) => rule.check && rule.check !== holdsCjkPartLabel);
    expect(rules.length).toBeGreaterThanOrEqual(5);
    const prose =
      "Bench write 3 9b126348-2c7b-40b2-9518-81283f4309bb: token refresh race lock retry the token cache and session key rotation.";
    const frontmatter = `---\ntitle: 'Token refresh race'\ntype: learning\ntags:\n  - bench\ncreated: 2026-12-07T11:11:45Z\n---`;
    for (const rule of rules) expect(rule.check!(prose), rule.pattern.source.slice(0, 60)).toBe(false);
    // The frontmatter's dates are lines after the title's name: only the sentence rule, whose verb may cross lines, reads them.
    expect(rules.filter((rule) => rule.check!(frontmatter)).length).toBeLessThanOrEqual(1);
    // The same prose with a value after the name passes each rule's check.
    const withValue = `${prose}\nthe token is "Zq8vR3kLm2Xw7Np4TzB1qQ" and its key Zq8vR3kLm2Xw7Np4TzB1qQ9f and the password is Qz7pLmvRtWbNcXkJ`;
    for (const rule of rules) expect(rule.check!(withValue), rule.pattern.source.slice(0, 60)).toBe(true);
  });
});
