// Revision 17: the new rules and the repeats pass on text made to make them backtrack or walk again and again (the
// shapes bench/regex-audit/secret-hostile.ts times at 5k, 20k and 100k characters), and a redacted text staying as it
// is. 50,000 characters each (20,000 for the two whose every line holds a key the other rules read too, ~1 s of them
// before this revision): a quadratic expression or walk takes tens of seconds on them, a linear one well under one.

import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";

const fake = fakeValues("revision-17");
const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe("revision 17 on hostile text", () => {
  const n = 50_000;
  const hostile: Record<string, string> = {
    "a plural key's name again and again": repeatTo("APP_KEYS=", n),
    "a Secret's entries under another key than data": `kind: Secret\ndata:\nlabels:\n${repeatTo("  k: QUJD\n", n)}`,
    "sed's name and a substitution's start, again and again": `s${repeatTo("s/sed\u00000", n)}s/\nsed\ts/`,
    "sed's substitutions on one line": `sed -i ${repeatTo(" s/xxx/AAAAAAAAAAAAAAAAAAAA", n)}`,
    "cells drawn with box characters": repeatTo("\u2502 API_KEY \u2502 x", n),
    "ids before a pipe": repeatTo("12|", n),
    "key files' headers": repeatTo("ed25519 a_Kp2Q ", n),
    "a long list under a line calling it public": `Client-side keys (all public):\n${repeatTo(`- key: ${"a1b2c3d4".repeat(4)}\n`, 20_000)}`,
    "found secrets, each named again": (() => {
      const lines = Array.from({ length: 350 }, (_, i) => `DB_PASSWORD=Xy7!Qz${String(i).padStart(6, "0")}kLm\n`);
      return lines.join("") + lines.map((line) => line.slice(12)).join("");
    })(),
  };
  for (const [name, text] of Object.entries(hostile)) {
    it(`finishes ${name} in linear time`, () => {
      const before = process.cpuUsage();
      redactSecrets(text);
      const used = process.cpuUsage(before);
      expect((used.user + used.system) / 1000, name).toBeLessThan(3_000);
    });
  }
});

describe("a process's environment, its variables joined by NULs", () => {
  it("hides each secret and keeps the variables after it", () => {
    const token = fake.token(24);
    const password = fake.made();
    const out = redactSecrets(
      `HOSTNAME=web-1\u0000API_TOKEN=${token}\u0000HOME=/root\u0000DB_PASSWORD=${password}\u0000LANG=C`,
    ).text;
    expect(out).toBe(
      "HOSTNAME=web-1\u0000API_TOKEN=[REDACTED:generic-secret]\u0000HOME=/root\u0000DB_PASSWORD=[REDACTED:password-assignment]\u0000LANG=C",
    );
  });
});

describe("the repeats pass", () => {
  it("hides every place a found secret is named again, as a whole value only", () => {
    const key = fake.hex(48);
    const out = redactSecrets(`$ vpnctl preauthkeys create\n${key}\nvpn up --authkey ${key}\nlog: x${key}y`).text;
    expect(out).toBe(
      `$ vpnctl preauthkeys create\n[REDACTED:generic-secret]\nvpn up --authkey [REDACTED:generic-secret]\nlog: x${key}y`,
    );
    expect(redactSecrets(out).text).toBe(out);
  });

  it("does not look again for a name taken for a password (letters only, as in a type's declaration)", () => {
    const text =
      "const jwt: (options: {\n  secret: SignatureKey;\n}) => void;\nverify(token: string, publicKey: SignatureKey)";
    expect(redactSecrets(text).text).toContain("publicKey: SignatureKey");
  });
});
