// Hostile text for each secret rule rewritten to run in linear time (the attack recheck found, with the literal the
// rule's `needs` asks for), timed through the real redactSecrets of a built bundle at 5k, 20k and 100k characters
// (CPU time, in a child process stopped after 60 s). Run it on a bundle built before a change and after.
//
//   node scripts/run-ts.mjs bench/regex-audit/secret-hostile.ts [plugin/dist/hook-secrets.cjs] [name…]

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Rule (and the part of it that was slow) → the hostile text of about `n` characters. */
const SECRET_HOSTILE_TEXTS: Record<string, (n: number) => string> = {
  // A key named like a secret before its separator (keyAssignment's hint): from each word of `APW-APW-…`.
  "key-before-separator": (n) => `${repeatTo("APW-", n)}\0`,
  // A flag named like a secret (flagAssignment's hint, FLAG): from each dash, from each word of the key.
  "flag-hint-dashes": (n) => `${repeatTo("ED-", n)}ED\0-KEY`,
  "flag-key-words": (n) => ` --${repeatTo("PWD", n)}!`,
  // A configuration line's key (spacedConfigLine's hint): from each word of the key.
  "config-line-key": (n) => `A${repeatTo("PWD", n)}-`,
  // A URL's userinfo (userinfoPassword's hint): from each `://` of a run.
  "userinfo-schemes": (n) => repeatTo("://", n),
  // A login and password under a key named for authentication (authPairValue): from each word, from each start.
  "auth-key-words": (n) => `${repeatTo("AUTH", n)}"AUTH:`,
  "auth-key-starts": (n) => `A${repeatTo("EAUTHI", n)}\0`,
  // A variable named like a secret, then "set it to" (setItTo) or a here-string (hereString): from each word.
  "set-it-to-name": (n) => `W_${repeatTo("TKEYN", n)}e set it to x`,
  "here-string-name": (n) => `W${repeatTo("TKEYN", n)}e <<< x`,
  // A type before `=` (typedConstant): its blanks split every way.
  "typed-constant-blanks": (n) => `pw: c${" ".repeat(n)}!`,
  // A setting's name then a quoted value (nameThenQuotedValue): the blanks after the value split every way.
  "quoted-value-blanks": (n) => `pw "x"${"\t".repeat(n)}x`,
  // `htpasswd` as a flag of an earlier `htpasswd` (htpasswd): each read the flags to the end.
  "htpasswd-as-flags": (n) => `${repeatTo("htpasswd\t-", n)}\0`,
  // A key's capitals before a digit (keyWords): from each capital.
  "key-capitals": (n) => `${"A".repeat(n)}1pass=x`,
  // A table's separator line of tabs (cubic), a code cell's blanks before its end.
  "table-separator-tabs": (n) => `| pin | note |\n---${"\t".repeat(n)}x\n| 1234 | a |`,
  "code-cell-blanks": (n) => `| door code | note |\n|---|---|\n| 1234${"\t".repeat(n)}x | a |`,
  // What is behind a call's quoted argument (clientLiteral, callOnConnectionLine), a block scalar's indicator
  // (pieces.ts): looked for behind each blank.
  "call-argument-blanks": (n) => `f(${" ".repeat(n)}x "${"A".repeat(24)}"`,
  "call-line-blanks": (n) => `f(${" ".repeat(n)}x, "abcdefgh")`,
  "block-scalar-blanks": (n) => `a:${" ".repeat(n)}x\nb: |\n  y`,
  // Revision 17's rules and passes: a plural key's name again and again (keyList), a Secret's data entries with no
  // `data:` above them (each walks up to 200 lines), sed's commands, box-drawn cells, ids before a `|`, key files'
  // headers, found secrets each repeated (the repeats pass), a long list under a line that calls it public, a note
  // after a value.
  "plural-key-names": (n) => repeatTo("APP_KEYS=", n),
  "secret-data-entries": (n) => `kind: Secret\ndata:\nlabels:\n${repeatTo("  k: QUJD\n", n)}`,
  "sed-words": (n) => `s${repeatTo("s/sed\u00000", n)}s/\nsed\ts/`,
  "sed-substitutions": (n) => `sed -i ${repeatTo(" s/xxx/AAAAAAAAAAAAAAAAAAAA", n)}`,
  "box-drawn-cells": (n) => repeatTo("\u2502 API_KEY \u2502 x", n),
  "ids-before-a-pipe": (n) => repeatTo("12|", n),
  "key-file-headers": (n) => repeatTo("ed25519 a_Kp2Q ", n),
  "repeated-secrets": (n) => {
    const lines = Array.from(
      { length: Math.ceil(n / 60) },
      (_, i) => `DB_PASSWORD=Xy7!Qz${String(i).padStart(6, "0")}kLm\n`,
    );
    return (lines.join("") + lines.map((line) => line.slice(12)).join("")).slice(0, 2 * n);
  },
  "public-list": (n) => `Client-side keys (all public):\n${repeatTo(`- key: ${"a1b2c3d4".repeat(4)}\n`, n)}`,
  "note-after-value": (n) => `API_KEY=${"a1B2c3D4".repeat(4)} # ${repeatTo("public ", n)}`,
  // Revision 18's rules: a keychain command's flags, base64 runs, a password's name before letters that switch case,
  // an INI section of settings, a token as a URL's user, a package manager's options, a decoded login.
  "keychain-w-flags": (n) => `security find-generic-password${repeatTo(" -w", n)}`,
  "base64-run": (n) => `auth: ${repeatTo("QUJDRGVm", n)}!`,
  "base64-runs-cut": (n) => repeatTo("QUJDRGVmZ2hp.", n),
  "letters-after-name": (n) => `password: ${repeatTo("aBcD", n)}1`,
  "named-line-links": (n) => `Passwort${repeatTo(" geändert auf", n)}`,
  "ini-section-lines": (n) => `[sendemail]\n${repeatTo("a = b\n", n)}smtpPass = x`,
  "url-token-user": (n) => `https://${repeatTo("a1B2", n)}`,
  "package-login-options": (n) => `poetry config ${repeatTo("--x ", n)}`,
  "decoded-login-pair": (n) => `base64 of ${repeatTo("a", n)}`,
  // Revision 19's rules: headers as pairs (objects, lists, Go's maps), redis MONITOR's words, a mail session's lines,
  // an account's reset, psql's rows under a password's column, a Chinese password's change, quoted password words.
  "header-pair-objects": (n) => `${repeatTo('"key":"x-api-key",', n)}"value":"`,
  "header-pair-lists": (n) => repeatTo('("x-api-key", "AAAAAAAAAAAAAAAAAAAA', n),
  "go-map-values": (n) => `map[${repeatTo("a:[", n)}`,
  "monitor-words": (n) => repeatTo('"AUTH" "', n),
  "user-pass-lines": (n) => repeatTo("USER a\nPASS\n", n),
  "reset-account-words": (n) => `${repeatTo("reset account ", n)}now uses`,
  "psql-record-rows": (n) => `x\n${repeatTo("api_key | x\n", n)}`,
  "psql-rows": (n) => ` id | password\n----+---------\n${repeatTo(" 1 | x\n", n)}`,
  "chinese-changed": (n) => `\u5bc6\u7801${repeatTo("\u6539", n)}`,
  "quoted-password-words": (n) => `password word "${repeatTo("abc ", n)}`,
  // Revision 21: a share link's start, KeePass's keys, a CSV export's rows and headers, an INSERT's rows and heads, a
  // described password's names and links, the spelling alphabet with dashes, a spaced-out name, parts' labels and
  // messages, basic auth's words, AWS ids one a line, a printed grid of codes, a keypad's letter codes.
  "share-link-run": (n) => `https://send.bitwarden.com/#${repeatTo("a-", n)}`,
  "keepass-keys": (n) => `${repeatTo("<Key>Password</Key> ", n)}<Value>x`,
  "csv-export-rows": (n) => `title,username,password\n${repeatTo("a,b,x\n", n)}`,
  "csv-header-lines": (n) => repeatTo("name,user,password\n", n),
  "insert-rows": (n) => `INSERT INTO t (id, password) VALUES ${repeatTo("(1, 'x'), ", n)}`,
  "insert-heads": (n) => repeatTo("insert into t (", n),
  "described-names": (n) => `a capital ${repeatTo("password is ", n)}`,
  "described-its": (n) => `password, a capital ${repeatTo("it's ", n)}`,
  "spelled-dashes": (n) => `password capital ${repeatTo("kilo - ", n)}`,
  "spaced-name": (n) => repeatTo("p a s s w o r d ", n),
  "part-labels": (n) => `password ${repeatTo("part 1 ", n)}:`,
  "announced-parts": (n) => `password in two parts\n${repeatTo("a: b: c: ", n)}`,
  "basic-auth-words": (n) => `${repeatTo("basic auth ", n)}:`,
  "aws-ids-lines": (n) => repeatTo("AKIAAAAAAAAAAAAAAAAA\n", n),
  "backup-code-grid": (n) => `Backup codes:\n${repeatTo("1. 4829 1037    ", n)}`,
  "digicode-letters": (n) => `digicode ${repeatTo("1B", n)}`,
  "csv-tabs": (n) => `user,password,x\na,${"\t".repeat(n)}"`,
  "insert-quotes": (n) => `INSERT INTO t (id, password) VALUES (1, ${"'".repeat(n)}x`,
};

const CHILD = `
const { redactSecrets } = require(process.argv[1]);
let text = ""; process.stdin.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () => {
  redactSecrets("warm up: password=Xy7!ab9Qz");
  const before = process.cpuUsage(); redactSecrets(text); const used = process.cpuUsage(before);
  process.stdout.write(String((used.user + used.system) / 1000));
});`;

function redactMs(bundle: string, text: string): number | undefined {
  const run = spawnSync(process.execPath, ["-e", CHILD, bundle], { input: text, timeout: 60_000, encoding: "utf8" });
  return run.error || run.status !== 0 ? undefined : Number(run.stdout);
}

const args = process.argv.slice(2);
const bundle = resolve(args.find((arg) => arg.endsWith(".cjs")) ?? "plugin/dist/hook-secrets.cjs");
const names = args.filter((arg) => !arg.endsWith(".cjs"));
for (const [name, make] of Object.entries(SECRET_HOSTILE_TEXTS)) {
  if (names.length > 0 && !names.includes(name)) continue;
  const cells: string[] = [];
  for (const n of [5_000, 20_000, 100_000]) {
    const ms = redactMs(bundle, make(n));
    cells.push(ms === undefined ? `> 60 s at ${n / 1000}k` : `${ms.toFixed(0)} ms at ${n / 1000}k`);
    if (ms === undefined || ms > 20_000) break;
  }
  console.log(`${name}: ${cells.join(", ")}`);
}
