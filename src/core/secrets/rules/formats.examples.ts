// The formats family's proof (run by test/core/secret-rule-examples.test.ts): revision 23.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

/** A BitLocker recovery key: eight groups of six digits, each 11 times a 16-bit number. */
export function bitlockerKey(fake: FakeValues): string {
  return Array.from({ length: 8 }, () => String((Number(fake.pin(5)) % 65536) * 11).padStart(6, "0")).join("-");
}

export function examples(fake: FakeValues): RuleExamples {
  const lost = bitlockerKey(fake);
  return {
    redacted: [
      // XML's CDATA under an element or an entry named for a password.
      secret`<datasource>\n  <user>billing</user>\n  <password><![CDATA[${`${fake.token(10)}<&`}]]></password>\n</datasource>`,
      secret`<entry key="smtp.password"><![CDATA[${fake.made()}]]></entry>`,
      secret`<jdbc-password><![CDATA[${fake.made()}]]></jdbc-password>`,
      // A Wi-Fi profile exported with key=clear.
      secret`<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>${`${fake.words(2).replace(" ", "")}${fake.pin(3)}`}</keyMaterial></sharedKey>`,
      // An IPsec side's key, unquoted.
      secret`conn branch-office\n  authby=secret\n  rightpsk=${fake.token(20)}\n  right=203.0.113.40`,
      // BitLocker recovery keys, named in French and alone under a key id.
      secret`Clé de récupération BitLocker :\n${bitlockerKey(fake)}`,
      { text: `BitLocker (LAPTOP-22)\n  ID: ${fake.hex(8).toUpperCase()}\n  ${lost}`, secrets: [lost] },
      // A .properties value continued over lines.
      secret`spring.datasource.password=${fake.lower(6)}\\\n    ${fake.token(8)}`,
      secret`app.api.token=\\\n    ${fake.token(30)}`,
    ],
    kept: [
      "<password><![CDATA[${DB_PASSWORD}]]></password>",
      "<description><![CDATA[Use a password of 12 characters & more]]></description>",
      "<keyMaterial>********</keyMaterial>",
      "<protected>true</protected>\n<keyMaterial>01000000D08C9DDF0115D1118C7A00C04FC297EB01000000</keyMaterial>",
      "leftpsk=%prompt",
      "rightpsk=${IPSEC_PSK}",
      "Ticket 123456-234567-345678-456789-567890-678901-789012-890123 from the vendor.",
      "db.url=jdbc:postgresql://db:5432/app\\\n  ?sslmode=require",
      "greeting=Hello \\\n  world",
    ],
  };
}
