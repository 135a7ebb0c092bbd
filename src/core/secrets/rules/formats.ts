// Rule family: secrets in the quoting and the exports of structured formats (revision 23). Its rules and the helpers
// only they use; their place among the others is in ../rule-table.ts. Its proof, true and false positives:
// ./formats.examples.ts (run by test/core/secret-rule-examples.test.ts).

import { keyRole } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { isCliSecret } from "../value-context.js";

/** XML's CDATA, a Wi-Fi profile's key, an IPsec side's key, a BitLocker recovery key, a `.properties` line continued. */
export function formatRules() {
  return {
    // An element named like a secret (or an `<entry key="…">` naming one) whose text is a CDATA section, as a config
    // quotes a password holding `<` or `&`: `<password><![CDATA[…]]></password>`.
    xmlCdata: {
      kind: "password-assignment",
      needs: ["<![cdata["],
      pattern:
        /<(?<tag>[A-Za-z_][\w.:-]{0,80})(?<attrs>[ \t][^<>\n]{0,200})?>[ \t]*<!\[CDATA\[(?<secret>[^\n]{1,300}?)\]\]>[ \t]*<\/\k<tag>>/dg,
      accept: (secret, match) => {
        const { tag, attrs } = groups(match);
        const named = /\b(?:key|name)=["']([^"']{1,80})["']/.exec(attrs ?? "")?.[1];
        // A CDATA section is there to hold `<` and `&`: only a reference or a mask is no value.
        return (
          isNamedForSecret(named ?? tag ?? "") &&
          !/^(?:\$\{?[\w.]+\}?|%[\w.]+%|\*+|#\{[^}]*\}|\u2026|\.\.\.|<[^<>]*>)$/.test(secret.trim())
        );
      },
    },
    // A Wi-Fi profile as `netsh wlan export profile key=clear` writes it: the key in `<keyMaterial>`. Not the blob a
    // profile exported without `key=clear` holds (`<protected>true</protected>`: encrypted for that machine).
    wifiKeyMaterial: {
      kind: "password-assignment",
      needs: ["<keymaterial>"],
      pattern: /<keyMaterial>(?<secret>[^<\n]{8,200})<\/keyMaterial>/dg,
      accept: (secret, match, text) =>
        isCliSecret(secret) &&
        !/^\*+$/.test(secret) &&
        !/<protected>[ \t]*true[ \t]*<\/protected>/i.test(text.slice(Math.max(0, match.index - 300), match.index)),
    },
    // strongSwan's and Libreswan's `leftpsk=` / `rightpsk=` of a connection, unquoted as well as quoted.
    ipsecSidePsk: {
      kind: "password-assignment",
      needs: ["leftpsk", "rightpsk"],
      pattern: /\b(?:left|right)psk[ \t]*=[ \t]*(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dgi,
      // `%prompt`: asked for when the connection comes up.
      accept: (secret) => isCliSecret(secret) && !secret.startsWith("%"),
    },
    // A BitLocker recovery key: eight groups of six digits, each a multiple of 11 below 720,896 (a 16-bit number times
    // 11, the key's own check), so no other number of that shape is taken for one.
    bitlockerRecoveryKey: {
      kind: "password-assignment",
      hint: /\d{6}-\d{6}-\d{6}-\d{6}/,
      pattern: /(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])/dg,
      accept: (secret) => secret.split("-").every((group) => Number(group) % 11 === 0 && Number(group) < 720896),
    },
    // A Java `.properties` value continued over lines with `\` (`db.password=first\` then `    rest`): the value is
    // every line's part, the first may be empty. Before the assignments, which would end it at the backslash.
    propertiesContinued: {
      kind: "password-assignment",
      needs: ["\\\n", "\\\r\n"],
      pattern:
        /^[ \t]*(?<key>[A-Za-z_][\w.-]{0,120})[ \t]*[=:][ \t]*(?<secret>[^\s\\]*(?:\\\r?\n[ \t]*[^\s\\]+)+)[ \t]*$/dgm,
      accept: (secret, match) =>
        isNamedForSecret(groups(match).key ?? "") && isCliSecret(secret.replace(/\\\r?\n[ \t]*/g, "")),
    },
  } satisfies Record<string, SecretRule>;
}

/** A key or an element whose words name a password or a token (`jdbc-password`, `smtp.password`, `secret`). */
function isNamedForSecret(name: string): boolean {
  const role = keyRole(name);
  return role === "password" || role === "token";
}
