// Revision 26: the classes the twenty-fifth and twenty-sixth sets still leaked, taught as classes — memorable passwords
// of words joined by dashes, a password or a key named with words between it and its value, a test typing a secret
// into its field, a private key's base64 without its armour, keys' labels in more languages, passwords given as tags —
// and the near misses they changed where a rule can tell: password hashes, fixtures said to be a test's in other
// languages, public client keys. Through the real write path; every example is written here, none is a set's line.

import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { parseTags } from "../../src/core/validation/index.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-26-write");
const capital = (text: string): string => text[0]!.toUpperCase() + text.slice(1);
/** Words joined by dashes with a year among them, as a guest network's password is made to be said aloud. */
const sayable = (): string => `${fake.lower(5)}-${fake.lower(3)}-${fake.lower(6)}-20${fake.pin(2)}`;

const writesWithout = writePathCheck("Handover from the night shift", ["handover"]);

describe("revision 26: passwords made to be said aloud, and values named with words between", () => {
  it("after a guest network's label, further along a password's line, after a server's console", async () => {
    const values = [sayable(), sayable(), sayable(), fake.made()];
    await writesWithout(
      [
        `- Gast-WLAN: ${values[0]}`,
        `- Le mot de passe du wifi invité change lundi ; d'ici là c'est ${values[1]}`,
        `- 访客网络密码下周换，目前是 ${values[2]}`,
        `- rcon: ${values[3]}`,
      ].join("\n"),
      values,
      ["Gast-WLAN:", "change lundi"],
    );
  });

  it("a password's or a key's name, words saying what it opens, then the value", async () => {
    const values = [
      `${capital(fake.lower(7))}_${fake.pin(4)}${capital(fake.lower(3))}`,
      fake.token(22),
      `Kolding-VPN-${fake.lower(3)}-${fake.pin(1)}Tq${fake.pin(1)}`,
    ];
    await writesWithout(
      [
        `Contraseña del almacén de claves ${values[0]} en gradle.properties`,
        `Heslo Redis ${values[1]} v config/cache.py`,
        `Den delte pre-shared key ${values[2]} ligger i profilen`,
      ].join("\n"),
      values,
      ["gradle.properties", "config/cache.py"],
    );
  });

  it("a test typing a PIN or a password into its field; an account's id then its secret", async () => {
    const pin = fake.pin(4);
    const password = fake.made();
    const token = fake.hex(32);
    const account = `AC${fake.hex(32)}`;
    await writesWithout(
      [
        `await page.locator('#account-pin').fill('${pin}');`,
        `cy.get('[data-test=password]').type('${password}')`,
        `Twilio.init("${account}", "${token}");`,
      ].join("\n"),
      [pin, password, token],
      [account],
    );
  });

  it("a private key's base64 without its BEGIN and END lines, keys' labels in other languages", async () => {
    const der = `MIIEvAIBADANBgkqhkiG9w0BAQEFAASC${fake.base64(300)}`;
    const tokens = [fake.token(30), fake.token(28), fake.token(26)];
    await writesWithout(
      [`商户应用私钥:\n${der}`, `رمز الواجهة: ${tokens[0]}`, `אסימון הגישה: ${tokens[1]}`, `टोकन: ${tokens[2]}`].join(
        "\n",
      ),
      [der, ...tokens],
      ["商户应用私钥"],
    );
  });
});

describe("revision 26: passwords given as tags", () => {
  it("refuses a password spelled with digits for letters, or beside a tag naming what it opens", () => {
    for (const tags of [
      "ops, b1u3b3rry-cellar",
      `wifi, ${fake.lower(11)}-${fake.pin(2)}`,
      `keystore, ${fake.lower(10)}${fake.pin(4)}`,
      `rcon-${fake.lower(6)}-${fake.lower(4)}-${fake.pin(4)}`,
    ])
      expect(() => parseTags(tags), tags).toThrow();
  });

  it("keeps tags of ids, versions, names with a digit or two, and an IBAN whose check holds", () => {
    for (const tags of [
      "vpn, migration-2024",
      "wlan, ubuntu-22-04",
      "keystore, release-7",
      "incident-2717, secret-rotation",
      "blue-falcon-24, tundra-sprint-7",
      "sha1sum, log4j2, x509cert, i18n, s3bucket",
      "sepa, gb82west12345698765432",
    ])
      expect(parseTags(tags), tags).toHaveLength(tags.split(",").length);
  });
});

describe("revision 26: near misses kept", () => {
  it("password hashes, fixtures said to be a test's in other languages, public client keys", async () => {
    const kept = [
      `"password": "$2b$12$${fake.base64(53).replace(/\+/g, ".")}"`,
      `hashed_passwd: $6$${fake.token(16)}$${fake.token(86)}`,
      "Dane testowe do logowania:",
      'login(user, password: "password123")',
      `apiKey: "AIza${fake.token(35)}",\nauthDomain: "shop-9.firebaseapp.com",`,
      `RevenueCat iOS key appl_${fake.token(27)}`,
    ];
    await writesWithout(kept.join("\n"), [], kept);
  });

  it("a network's name printed before its password", async () => {
    const password = fake.made();
    await writesWithout(
      `$ nmcli dev wifi show-password\nSSID: Lager-Nord-5G\nSecurity: WPA\nPassword: ${password}`,
      [password],
      ["SSID: Lager-Nord-5G"],
    );
  });
});
