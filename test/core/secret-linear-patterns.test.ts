// The secret rules rewritten to run in linear time on hostile text find what they found before on ordinary text:
// the old expression is kept here as the reference and both run over many short random strings (where the old one
// is fast), the way the engine walks them (a match, accepted or not, is passed over).

import { describe, expect, it } from "vitest";
import { FLAG } from "../../src/core/secrets/assignment-shapes.js";
import { KEY_LITERALS, SECRET_KEY_BEFORE_SEPARATOR, keyWords } from "../../src/core/secrets/key-names.js";
import { assignmentRules } from "../../src/core/secrets/rules/assignments.js";
import { codeRules, endsWithAccessCodeLink } from "../../src/core/secrets/rules/codes.js";
import { commandLineRules } from "../../src/core/secrets/rules/command-lines.js";
import { URL_WITHOUT_PASSWORD } from "../../src/core/secrets/rules/exclusions.js";
import { positionalRules } from "../../src/core/secrets/rules/positional.js";
import { proseRules } from "../../src/core/secrets/rules/prose.js";
import { TABLE_SEPARATOR } from "../../src/core/secrets/rules/tables.js";
import { urlRules } from "../../src/core/secrets/rules/urls.js";
import { withoutTrailing } from "../../src/core/text/index.js";

/** Deterministic random strings of `alphabet`'s characters or pieces (a seeded LCG: a failure names its string and replays). */
function* randomStrings(alphabet: string | string[], count: number, maxLength: number): Generator<string> {
  let seed = 4242;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    let text = "";
    const length = 1 + Math.floor(next() * maxLength);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

/** The values a pattern offers the rule, in order: where each starts and what it holds (`run` matches are none). */
function offered(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))]
    .filter((match) => match.groups?.run === undefined)
    .map((match) => `${match.index}:${match[0]}:${match.groups?.secret}`);
}

describe("secret rules rewritten to run in linear time", () => {
  it("a password by position: the same values as the expression that split at any symbol", () => {
    const OLD =
      /(?<![^\s"'`=[,(])(?<q>["']?)(?<secret>[A-Za-z0-9][^\s"'`,\]]*[!#$%^&*@][^\s"'`,\]]*[A-Za-z0-9])\k<q>(?![^\s"'`,\])])/dg;
    const rule = positionalRules().madePasswordByPosition;
    let found = 0;
    for (const text of randomStrings("aZ0!@#( )=[],\"'`.", 40_000, 18)) {
      const before = offered(OLD, text);
      found += before.length;
      expect(offered(rule.pattern, text), JSON.stringify(text)).toEqual(before);
    }
    expect(found).toBeGreaterThan(1000);
  });

  it("Wi-Fi in a QR payload: the same passwords as the unbounded expression", () => {
    const OLD = /\bWIFI:(?:[^\n;]*;)*?P:(?<secret>(?:[^;\\\n]|\\.)+);/dg;
    const rule = codeRules().wifiQr;
    let found = 0;
    for (const text of randomStrings(["WIFI:", "P:", ";", "\\", "\n", "S", "x", "\\;", ";;"], 40_000, 12)) {
      const payload = `WIFI:${text}`;
      const before = offered(OLD, payload);
      found += before.length;
      expect(offered(rule.pattern, payload), JSON.stringify(payload)).toEqual(before);
    }
    expect(found).toBeGreaterThan(1000);
  });

  it("blanks around a name's sign, and the end of a clause: the same values as before", () => {
    const prose = proseRules();
    const cases: [RegExp, RegExp, string[]][] = [
      [
        /\b(?:password|passwd|passphrase)[ \t]+(?:(?<q>["'`])(?<quoted>[^"'`\n]{6,64})\k<q>|(?<secret>[^\s"'`]{6,}?)(?=[ \t]*(?:[,;)]|[.!?]?(?:[ \t]*$|[ \t]+\()|\.[ \t])))/dgim,
        prose.ssidThenPassword.pattern,
        ["password ", "passwd\t", "abcdef", "x", " ", "\t", ",", ";", ")", ".", "!", "(", "\n", '"'],
      ],
      [
        /\b(?:vnc\b[^\n]{0,40}?\b(?:password|mdp)|(?:password|mdp)[ \t]+vnc|x11vnc\b[^\n]*?[ \t]-passwd)[ \t]*[:=]?[ \t]*(?<q>["'`]?)(?<secret>[^\s"'`]{6,8})\k<q>(?=[.,;!?)]*(?:\s|$))/dgi,
        new RegExp(
          prose.vncPassword.pattern.source
            .replace(/\|passwort\|kennwort\|wachtwoord\|mot de passe/g, "")
            .replace(/\|contrase\\u00f1a\|senha/g, ""),
          "dgi",
        ),
        ["mdp ", "vnc", " ", "\t", ":", "=", "abcdef", "x", '"', ".", "\n"],
      ],
      [
        /(?<![\p{L}\d])(?:key|mdp)[ \t]+(?:wpa[23]?(?:-psk)?|wi-?fi|wlan|psk)[ \t]*[:=]?[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]{7,62}[^\s"'`.,;:])\k<q>(?=[.,;:)]?(?:\s|$))/dgiu,
        /(?<![\p{L}\d])(?:key|mdp)[ \t]+(?:wpa[23]?(?:-psk)?|wi-?fi|wlan|psk)(?:[ \t]*[:=])?[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]{7,62}[^\s"'`.,;:])\k<q>(?=[.,;:)]?(?:\s|$))/dgiu,
        ["mdp psk", " ", "\t", ":", "=", "abcdefghij", "x", '"', "\n"],
      ],
    ];
    cases.push([
      /\bhtpasswd(?:[ \t]+-[A-Za-z]+)*?[ \t]+-[A-Za-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:[^\s-]\S*[ \t]+)?[^\s-]\S*[ \t]+(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dg,
      commandLineRules().htpasswd.pattern,
      ["htpasswd", " -b", " -a", " -ab", " -", " u", " f", " pw", "b", '"', " ", "\n"],
    ]);
    for (const [old, now, pieces] of cases) {
      let found = 0;
      for (const text of randomStrings(pieces, 20_000, 10)) {
        const before = offered(old, text);
        found += before.length;
        expect(offered(now, text), `${now.source.slice(0, 40)} ${JSON.stringify(text)}`).toEqual(before);
      }
      expect(found, now.source.slice(0, 40)).toBeGreaterThan(100);
    }
  });

  it("a password by position's hint and a cookie line's pair: true where they were", () => {
    const OLD_HINT = /[A-Za-z0-9][!#$%^&*@][^\s]*\d|\d[^\s]*[!#$%^&*@][A-Za-z0-9]/;
    const hint = positionalRules().madePasswordByPosition.hint;
    const OLD_PAIR = /[\w.%-]+=[^\s;]*;/;
    const PAIR = /(?<![^\s;])(?:[^\s;=]|(?<![\w.%-])=)*(?<=[\w.%-])=[^\s;]*;/;
    let hinted = 0;
    let paired = 0;
    for (const text of randomStrings("a0!@ (=;.-", 40_000, 12)) {
      hinted += Number(OLD_HINT.test(text));
      paired += Number(OLD_PAIR.test(text));
      expect(hint.test(text), JSON.stringify(text)).toBe(OLD_HINT.test(text));
      expect(PAIR.test(text), JSON.stringify(text)).toBe(OLD_PAIR.test(text));
    }
    expect(hinted).toBeGreaterThan(1000);
    expect(paired).toBeGreaterThan(1000);
  });

  it("a key's word looked for once per run: the same values as the expressions that tried each occurrence", () => {
    const cases: [RegExp, RegExp, string[]][] = [
      [
        /(?<=^|[\s"'=])--?(?<key>[A-Za-z0-9-]*(?:pass|pwd|secret|token|key|auth|cred)[A-Za-z0-9-]*)(?:[ \t]+|=)(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"'-][^\s"']*)/dgi,
        FLAG,
        [" --", "-", "pwd", "KEY", "a", "=", " ", "\t", '"', "x"],
      ],
      [
        /(?<![A-Za-z0-9])[\w.-]*(?:auth|credentials?|creds)[\w.-]*["']?[ \t]*[:=][ \t]*["']?(?<user>[\w.@+-]{1,64})[/:](?<secret>[^\s"'/,;`]{6,64})(?=["'`]|[ \t]*(?:[,;#]|$))/dgim,
        urlRules().authPairValue.pattern,
        ["auth=", "creds:", "credential", "cred", "u:", "u/", "abcdef", "\n", "_", "-", ".", "a", " ", '"'],
      ],
      [
        /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN|PASS|PWD|KEY)[A-Z0-9_]*\b[^\n]{0,160}?\b(?:set|changed|reset) (?:it|that) to[ \t]+(?<q>["'`]?)(?<secret>[^\s"'`]+)\k<q>/dg,
        proseRules().setItTo.pattern,
        ["W_", "A", "_", "KEY", "PASS", "0", "e", " ", " set it to ", "x1", "\n", '"'],
      ],
      [
        /\bhtpasswd(?:[ \t]+-[A-Za-ac-z]+)*[ \t]+-[A-Za-ac-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:[^\s-]\S*[ \t]+)?[^\s-]\S*[ \t]+(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dg,
        commandLineRules().htpasswd.pattern,
        ["htpasswd", " -", " -b", "\t-htpasswd", " -htpasswd", "a", " u", " pw", " f", "\n", '"'],
      ],
      [
        /^[ \t]*(?<key>[A-Za-z_][\w.]*)[ \t]+(?<value>"[^"\n]*"|'[^'\n]*')[ \t]*;?[ \t]*$/dgm,
        assignmentRules().nameThenQuotedValue.pattern,
        ["pw", " ", "\t", '"v"', "'v'", ";", "\n", "x", '"'],
      ],
      [
        /\b(?<key>[A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASS|KEY)[A-Z0-9_]*)\b[^\n]{0,80}?<<<[ \t]*(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
        commandLineRules().hereString.pattern,
        ["W", "_", "KEY", "SECRET", "0", "e", " ", "<<< ", "x1", "\n", '"'],
      ],
    ];
    for (const [old, now, pieces] of cases) {
      let found = 0;
      for (const text of randomStrings(pieces, 20_000, 12)) {
        const before = offered(old, text);
        found += before.length;
        expect(offered(now, text), `${now.source.slice(0, 40)} ${JSON.stringify(text)}`).toEqual(before);
      }
      expect(found, now.source.slice(0, 40)).toBeGreaterThan(100);
    }
  });

  it("hints tried once per run or line: true where the expressions that tried each occurrence were", () => {
    const hint = (rule: { hint?: RegExp | readonly RegExp[] }) => rule.hint as RegExp;
    const cases: [RegExp, RegExp, string[]][] = [
      [
        new RegExp(`(?:${KEY_LITERALS.join("|")})[A-Za-z0-9_.-]*["']?[ \\t]*[:=]`, "i"),
        SECRET_KEY_BEFORE_SEPARATOR,
        ["pw", "PASS", "key", "A", "0", "_", ".", "-", '"', "'", " ", "\t", ":", "=", "\n"],
      ],
      [
        /-[A-Za-z0-9-]*(?:pass|pwd|secret|token|key|auth|cred)/i,
        hint(assignmentRules().flagAssignment),
        ["-", "ED", "pwd", "KEY", "a", "0", " ", "_", "\0"],
      ],
      [
        /^[ \t]*[A-Za-z][\w.-]*(?:pass|secret|token|pwd|psk|pw|authtok)\w*[ \t]+\S+[ \t]*$/im,
        hint(assignmentRules().spacedConfigLine),
        ["pwd", "PASS", "pw", "authTok", "a", "_", ".", "-", " ", "\t", "x", "\n"],
      ],
      [/:\/\/\S*@/, hint(urlRules().userinfoPassword), ["://", ":", "/", "@", " ", "a", "\n"]],
      [
        /(?:auth|cred)[\w.-]*["']?[ \t]*[:=]/i,
        hint(urlRules().authPairValue),
        ["auth", "CRED", "A", "_", "-", ".", '"', "'", " ", ":", "=", "\n"],
      ],
    ];
    for (const [old, now, pieces] of cases) {
      let held = 0;
      for (const text of randomStrings(pieces, 20_000, 10)) {
        held += Number(old.test(text));
        expect(now.test(text), `${now.source.slice(0, 40)} ${JSON.stringify(text)}`).toBe(old.test(text));
      }
      expect(held, now.source.slice(0, 40)).toBeGreaterThan(500);
      expect(held, now.source.slice(0, 40)).toBeLessThan(19_000);
    }
  });

  it("a type before `=`: the same values as the expression that split its blanks every way", () => {
    const OLD =
      /\b(?<key>[A-Za-z_][\w]*)[ \t]*\??:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w<>[\], ]*?[ \t]*=[ \t]*(?<value>"[^"\n]*"|'[^'\n]*')/dg;
    const OLD_HINT = /:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w<>[\], ]*[ \t]*=/;
    const rule = assignmentRules().typedConstant;
    const pieces = [
      "pw: c",
      "pw",
      ": ",
      "c",
      " ",
      "\t",
      '= "v"',
      "=",
      "'v'",
      "<",
      ",",
      "]",
      "&",
      "'static ",
      "?",
      "\n",
    ];
    let found = 0;
    let held = 0;
    for (const text of randomStrings(pieces, 20_000, 10)) {
      const before = offered(OLD, text);
      found += before.length;
      held += Number(OLD_HINT.test(text));
      expect(offered(rule.pattern, text), JSON.stringify(text)).toEqual(before);
      expect((rule.hint as RegExp).test(text), JSON.stringify(text)).toBe(OLD_HINT.test(text));
    }
    expect(found).toBeGreaterThan(300);
    expect(held).toBeGreaterThan(1_000);
  });

  it("a key's words, a URL without a password, a table's separator, trailing runs: as the expressions before", () => {
    const oldKeyWords = (key: string) =>
      key
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
    const OLD_URL = /^[a-z][a-z0-9+.-]*:\/\/(?:[^\s:/@]+@)?[^\s:/@]+(?::\d+)?(?:[/?#][^\s@]*)?$/i;
    const OLD_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
    let urls = 0;
    let separators = 0;
    for (const text of randomStrings(["A", "B", "a", "0", "_", "-", "PWD", "Key"], 20_000, 8))
      expect(keyWords(text), text).toEqual(oldKeyWords(text));
    for (const rest of randomStrings(["h", "u@", "@", ":", "80", "/", "?", "#", " ", ":x"], 20_000, 8)) {
      const url = `db://${rest}`;
      urls += Number(OLD_URL.test(url));
      expect(URL_WITHOUT_PASSWORD.test(url), JSON.stringify(url)).toBe(OLD_URL.test(url));
    }
    for (const line of randomStrings(["|", "-", "---", ":", " ", "\t", "x"], 20_000, 10)) {
      separators += Number(OLD_SEPARATOR.test(line));
      expect(TABLE_SEPARATOR.test(line), JSON.stringify(line)).toBe(OLD_SEPARATOR.test(line));
    }
    expect(urls).toBeGreaterThan(1_000);
    expect(separators).toBeGreaterThan(1_000);
    const trims = [".,;:!?)", ".,;!?)", ".,;:", "="].map(
      (characters) => [characters, new RegExp(`[${characters}]+$`)] as const,
    );
    // The trims that were `[…]+$` expressions, and the ones left expressions (a code's cell, a word and a number,
    // the percent-encoding of pieces.ts) in their new form.
    for (const text of randomStrings(
      ["a", "=", ".", ",", ";", ":", "!", "?", ")", " ", "\t", "#", "*", "1"],
      20_000,
      10,
    )) {
      for (const [characters, run] of trims)
        expect(withoutTrailing(text, characters), JSON.stringify(text)).toBe(text.replace(run, ""));
      expect(text.replace(/(?<![ \t])[ \t]*[#*]$/, "")).toBe(text.replace(/[ \t]*[#*]$/, ""));
    }
    for (const text of randomStrings(["a", "\u00e9", "_", "-", "1", "2"], 20_000, 12))
      expect(/^\p{L}{3}[\p{L}_-]*\d{2,}$/u.test(text), text).toBe(/^\p{L}{3,}[\p{L}_-]*\d{2,}$/u.test(text));
    for (const text of randomStrings(["%", "25", "2", "3", "4", "b", "B", "f", "A", "d", "0", "5", "x"], 20_000, 10))
      expect([...text.matchAll(/%(?:25)?(?:2[356BF]|3[ADF]|40)/gi)].map((m) => `${m.index}${m[0]}`)).toEqual(
        [...text.matchAll(/%(?:25)?(?:2[356BF]|3[ADF]|40|2[bf]|3[adf])/g)].map((m) => `${m.index}${m[0]}`),
      );
  });

  it("a call's quoted argument and a block scalar's indicator: what is behind looked for from the quote mark", () => {
    const positional = positionalRules();
    const cases: [RegExp, RegExp, string[]][] = [
      [
        /(?<=[(,][ \t]*)(?<q>["'])(?<secret>[A-Za-z0-9_+/=.~-]{20,})\k<q>/dg,
        positional.clientLiteral.pattern,
        ["f(", ",", " ", "\t", '"', "'", `"${"A".repeat(20)}"`, `'${"b".repeat(20)}`, "\n"],
      ],
      [
        /(?<=[(,][ \t]*(?:\n[ \t]*)?|Some\()(?<q>["'])(?<secret>[^"'\s]{8,64})\k<q>(?=[ \t]*[),])/dg,
        positional.callOnConnectionLine.pattern,
        ["f(", "Some(", ",", " ", "\t", "\n", '"', "'", '"abcdefgh"', "'abcdefgh", ")", "x"],
      ],
      [
        /(?<=:[ \t]+)[|>][-+]?[1-9]?[ \t]*\r?\n[ \t]+(?=[^\s#])/g,
        /[|>](?<=:[ \t]+[|>])[-+]?[1-9]?[ \t]*\r?\n[ \t]+(?=[^\s#])/g,
        ["a: |", ": >-", ":", " ", "\t", "|", ">", "2", "\n  ", "\n", "\r", "x", "#"],
      ],
    ];
    for (const [old, now, pieces] of cases) {
      let found = 0;
      for (const text of randomStrings(pieces, 20_000, 10)) {
        const before = offered(old, text);
        found += before.length;
        expect(offered(now, text), `${now.source.slice(0, 40)} ${JSON.stringify(text)}`).toEqual(before);
      }
      expect(found, now.source.slice(0, 40)).toBeGreaterThan(300);
    }
  });

  it("a code's gap ending with its link: true where the expression tried from each blank was", () => {
    const OLD = new RegExp(
      "(?:[:\uff1a][ \t]*(?:(?:code|kod|c\u00f3digo|codice)[ \t]+)?|[ \t]+(?:is|es|ist|est|\u00e9|era|\u00e8|to|with|avec|con|com|mit|now|jetzt|maintenant|ahora|agora|\u00e4r|er|jest|on)[ \t]+|[ \t]*[\u306f\u306f][ \t]*|[ \t]*[\uc740\ub294][ \t]*)$",
      "i",
    );
    const pieces = [
      " ",
      "\t",
      ":",
      "\uff1a",
      "code",
      "K\u00f3d",
      "is",
      "IST",
      "\u00c9",
      "this",
      "\u306f",
      "\ub294",
      "x",
      "1",
    ];
    let held = 0;
    for (const gap of randomStrings(pieces, 40_000, 8)) {
      held += Number(OLD.test(gap));
      expect(endsWithAccessCodeLink(gap), JSON.stringify(gap)).toBe(OLD.test(gap));
    }
    expect(held).toBeGreaterThan(5_000);
  });
});
