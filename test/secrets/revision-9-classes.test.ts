// Revision 9: the classes the tenth set's misses taught, and near misses of the earlier sets' kinds fixed as classes
// (documentation examples, messages for people in other languages, placeholders, a database image's default login).
// Every example is written here, none is a set's line: the sets stay out of the repository as measurements.

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";

const caught = (text: string, secret: string) => {
  const { text: redacted } = redactSecrets(text);
  expect(redacted, text).not.toContain(secret);
  expect(redacted).toContain("[REDACTED:");
};
const kept = (text: string) => expect(redactSecrets(text).findings, text).toEqual([]);

const base64url = (value: string) => Buffer.from(value).toString("base64url");
/** An HS256 token with the given claims, signed with `key`. */
function jwt(claims: object, key: string): string {
  const head = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${createHmac("sha256", key).update(head).digest("base64url")}`;
}

describe("documentation examples: kept when published, redacted when they only look like them", () => {
  it("keeps a token signed with jwt.io's published key, whatever its claims", () => {
    kept(
      `the parser's fixture is jwt.io's sample: ${jwt({ sub: "1234567890", name: "John Doe", iat: 1516239022 }, "your-256-bit-secret")}`,
    );
    kept(`Bearer ${jwt({ sub: "42", role: "tester" }, "your-256-bit-secret")}`);
  });

  it("redacts the same claims signed with any other key", () => {
    const token = jwt({ sub: "1234567890", name: "John Doe", iat: 1516239022 }, "k7Qz-private-signing-key-2291");
    caught(`curl -H "Authorization: Bearer ${token}" https://api.example.com/me`, token);
  });

  it("keeps Stripe's documented test key, not another test key", () => {
    kept("Stripe's API reference uses sk_test_4eC39HqLyjWDarjtT1zdp7dc in every curl example.");
    caught("our staging key is sk_test_9xQm2LrT7vWp4Nc8Kd3Ys6Bh", "sk_test_9xQm2LrT7vWp4Nc8Kd3Ys6Bh");
  });

  it("keeps AWS's documented example redacted on purpose", () => {
    caught("aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE");
  });

  it("keeps a key id's shape filled with one character", () => {
    kept("aws configure set aws_access_key_id AKIAZZZZZZZZZZZZZZZZ (put yours)");
    kept("Access key: ASIA0000000000000000");
  });

  it("keeps a publishable key whichever rule reads it", () => {
    kept(
      `mapbox public token for the web map: pk.${base64url('{"u":"acme","a":"demo-style-02"}')}.Zx8yVb2mLq4TnR7wKp1sDg`,
    );
    kept("- En el frontend solo va la clave publicable: `pk_live_51NxQ2rAbCdEfGh0123456789ZyXwVuTsRq`");
  });

  it("keeps a publishable map token named as a token in prose", () => {
    kept(`web map token: pk.${base64url('{"u":"acme","a":"demo-style-01"}')}.Qm3Rt7Vx2Nc8Kd4Ws9Yb1F (URL-restricted)`);
  });
});

describe("messages for people under a password's name, in other languages", () => {
  it.each([
    '"password.tooShort": "Das Kennwort muss mindestens {min} Zeichen haben."',
    '"passwordRequired": "Le mot de passe est obligatoire."',
    "password_invalid: La contraseña no es válida, debe tener al menos 10 caracteres",
    "senha.obrigatoria=A senha deve ter pelo menos 10 caracteres",
    '"password_mismatch": "Le password non coincidono"',
    "wachtwoord.kort=Het wachtwoord moet minstens 10 tekens bevatten",
    "password_hint: パスワードは10文字以上にしてください",
    '"password_error": "密码至少需要10个字符"',
    '"password_label": "비밀번호를 입력해주세요"',
    '"reset_password": "Passwort vergessen?"',
  ])("stays: %s", kept);

  it.each([
    ['"password": "Sonnenblume#Wiese42"', "Sonnenblume#Wiese42"],
    ['password: "velvet harbor lantern orbit"', "velvet harbor lantern orbit"],
    ['"password": "パスワードは Sakura#2024 です"', "Sakura#2024"],
    ["db.password=Kq7pLm2vXz9 muss rotiert werden", "Kq7pLm2vXz9"],
  ])("still a password: %s", (text, secret) => caught(text, secret));
});

describe("placeholders that say 'change me' in other languages", () => {
  it.each([
    "clave = CAMBIAME",
    "password: changez-moi",
    "DB_PASSWORD=aendern",
    "senha: troque-me",
    "wachtwoord=wijzigmij",
  ])("stays: %s", kept);
});

describe("a database image's default login on the developer's machine", () => {
  it("keeps the user name as password on a local host", () => {
    kept("DATABASE_URL=postgres://postgres:postgres@localhost:5432/dev");
    kept("amqp://guest:guest@127.0.0.1:5672/");
  });

  it("redacts any other password, or the same login on a reachable host", () => {
    caught("DATABASE_URL=postgres://postgres:Wq8Lm2Rt7Vx4@localhost:5432/dev", "Wq8Lm2Rt7Vx4");
    caught("DATABASE_URL=postgres://deploy:deploy@db.internal.example:5432/app", "deploy@db");
  });
});

// The tenth set's classes. Values are made here (a seeded source), so nothing secret-shaped is written in this file.
const fake = fakeValues("revision-9");

/** A number of `length` digits starting with `prefix` whose Luhn check is right, as a card's. */
function cardNumber(prefix: string, length: number): string {
  const body = (prefix + fake.pin(length)).slice(0, length - 1);
  for (let check = 0; check <= 9; check++) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable");
}

describe("a password's name, what is said about it on its line, then a made value", () => {
  const made = () => fake.made();
  it.each([
    (v: string) => `Het wachtwoord van de gedeelde login (portaal, gebruiker boekhouding@example.nl) is ${v}.`,
    (v: string) =>
      `Le mot de passe du compte de service svc-sauvegarde sur le serveur de fichiers du siège est ${v} — ne pas changer.`,
    (v: string) => `Das Passwort für den BMC-Zugang von host-07 lautet jetzt ${v} (Benutzer ADMIN).`,
    (v: string) => `Hasło do bazy raportowej (użytkownik \`raport\`, host db-05): ${v}`,
    (v: string) => `The Jenkins admin password was reset after the outage, it's now ${v} until SSO is back.`,
    (v: string) => `shared mailbox: ops@example.org pw ${v}`,
    (v: string) => `Ana: ¿cuál es la clave del NAS?\nLuis: la de admin es ${v}`,
  ])("%#", (template) => {
    const value = made();
    caught(template(value), value);
  });

  it("takes a random SNMP community string right after its name", () => {
    const community = fake.token(14);
    caught(`Switches in rack C use SNMPv2c with community string ${community} (read-only).`, community);
  });

  it("takes words joined by dashes around a number as a passphrase", () => {
    caught("Passwort für das Labor-WLAN: amber-falcon-42-meadow", "amber-falcon-42-meadow");
    caught("공유기 관리자 비번 cobalt-harbor-58-willow", "cobalt-harbor-58-willow");
  });

  it.each([
    "the password for srv-hv03 is in the team vault",
    "password hashing: argon2id with 64 MiB, see PostgreSQL15 notes",
    "derive(password: TArg<KDFInput>, salt: TArg<KDFInput>, opts: Pbkdf2Opt): TRet<Uint8Array>",
    "root password hash: $2b$12$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
    "password rotation for project shop-analytics-318207 is monthly",
    "Passwort-Richtlinie: mindestens 12 Zeichen, eine Ziffer",
  ])("stays: %s", kept);
});

describe("a thing one logs into, a colon, a made value", () => {
  it.each([
    (v: string) => `Gäste-WLAN Praxis: ${v}`,
    (v: string) => `Lokaler root (nur Notfall, Konsole): ${v}`,
    (v: string) => `Router admin (192.168.1.1): ${v}`,
  ])("%#", (template) => {
    const value = fake.made();
    caught(template(value), value);
  });

  it.each([
    "root: /var/lib/app",
    "admin: https://admin.example.com/login",
    "Router: FritzBox 7590 AX",
    "WLAN: 5 GHz only",
  ])("stays: %s", kept);
});

describe("payment cards", () => {
  it("redacts a card's number where a card is named, and its security code", () => {
    const visa = cardNumber("4", 16);
    const grouped = visa.replace(/(\d{4})(?=\d)/g, "$1 ");
    caught(`Company Visa for subscriptions: ${grouped}, exp 09/29, CVC ${fake.pin(3)}`, grouped);
    const amex = cardNumber("37", 15);
    caught(`Amex (travel): ${amex}  exp 04/30`, amex);
    const code = fake.pin(3);
    caught(`Firmenkreditkarte: Prüfnummer ${code}`, `Prüfnummer ${code}`);
  });

  it("leaves the card numbers payment providers document for test mode", () => {
    kept("Use the card 4242 4242 4242 4242 with any future expiry in Stripe test mode.");
    kept("Declined-card test: 4000056655665556");
    const card = cardNumber("5", 16).replace(/(\d{4})(?=\d)/g, "$1 ");
    kept(`Testkarten für die Staging-Kasse:\n${card} (Mastercard, 03/30, CVC 737)`);
  });

  it("still redacts a card on the latest statement", () => {
    const card = cardNumber("4", 16);
    caught(`Visa from the latest statement: ${card}`, card);
  });

  it("leaves numbers that are no card's", () => {
    kept(`order 4${fake.pin(15)} shipped`.replace(/order (\d+)/, (_, n) => `order ${n.slice(0, 15)}0`));
    kept("card ending in 4242, expires 11/27");
    const card = cardNumber("5", 16);
    const broken = card.slice(0, 15) + ((Number(card[15]) + 1) % 10);
    kept(`Mastercard on file: ${broken}`);
  });
});

describe("access codes: letters after digits, Japanese without a space, combination locks", () => {
  it.each([
    [`Code du portail de la résidence : ${fake.pin(4)}B. Le digicode change en janvier.`, "B."],
    [`会社の金庫の暗証番号：${fake.pin(4)}（総務と共有）`, "（"],
    [`Combination for the server room lock box: 14-6-31. Keys inside.`, "14-6-31"],
  ])("%s", (text, _tail) => {
    const out = redactSecrets(text).text;
    expect(out).toContain("[REDACTED:");
  });

  it.each(["room 4012B is on the second floor", "version 2.14.3 of the lock firmware", "Model 7420X keypad"])(
    "stays: %s",
    kept,
  );
});

describe("seeds, one-time-password keys and app passwords in other words and shapes", () => {
  it("redacts a seed phrase named in German", () => {
    const words = fake.words(12);
    caught(`Wiederherstellungsphrase (12 Wörter) der Test-Wallet:\n${words}`, words);
  });

  it("redacts a one-time-password key in lower-case groups, named in German", () => {
    const key = fake
      .base32(32)
      .toLowerCase()
      .replace(/(.{4})(?=.)/g, "$1 ");
    caught(`2FA-Schlüssel für das Steuerportal (falls Handy weg): ${key}`, key);
  });

  it("redacts Apple's and Gmail's app passwords in other words", () => {
    caught("App-specific password for the mail client (Apple ID): qmzr-pxwt-khvb-ywln", "qmzr-pxwt-khvb-ywln");
    caught("Password per le app di Gmail (stampante): vrom ixls eluq dkyc", "vrom ixls eluq dkyc");
  });
});

describe("values a colon introduces, secret stores, node providers' keys", () => {
  it("redacts a random token alone after a line that ends with a colon", () => {
    const token = fake.token(64);
    caught(`paste from the vendor portal, expires Jan 31:\n${token}`, token);
  });

  it("leaves a digest or base64 after such a line", () => {
    kept(`commit to cherry-pick:\n${fake.hex(40)}`);
    kept("caBundle:\nLS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lVQ2t2+/==");
  });

  it("redacts a secret whose own characters include an ellipsis, not a mask", () => {
    const secret = `${fake.token(26)}...${fake.token(13).replace(/^(.)/, "_$1")}`;
    caught(`secret value: ${secret}`, secret);
    kept("token: ghp_****…a1B2 (shown once in the dashboard)");
  });

  it("redacts the literal value of a secret-store resource", () => {
    const value = fake.base64(44);
    caught(
      `resource "azurerm_key_vault_secret" "db" {\n  name         = "db-admin-password"\n  value        = "${value}"\n}`,
      value,
    );
    kept('resource "azurerm_key_vault_secret" "db" {\n  value = random_password.db.result\n}');
  });

  it("redacts a node provider's key in its URL", () => {
    const key = fake.hex(32);
    caught(`url: "https://sepolia.infura.io/v3/${key}",`, key);
    kept('url: "https://mainnet.infura.io/v3/YOUR-PROJECT-ID"');
  });
});

describe("the tenth set's kinds of near miss", () => {
  it.each([
    `Host key fingerprint: SHA256:${fake.base64(43).replace(/[+/]/g, "x")}`,
    `SPKI pin (base64): ${fake.base64(43)}=`,
    "- Private key header only: `-----BEGIN OPENSSH PRIVATE KEY-----`",
    "-----BEGIN RSA PRIVATE KEY-----\n...snip (see tests/fixtures/README)...\n-----END RSA PRIVATE KEY-----",
    `kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag${fake.base64(120)}==`,
    "  const token = 'test-token-expired';",
    "Postgres runs with POSTGRES_PASSWORD=postgres in the local compose file",
  ])("stays: %s", kept);

  it("still redacts a real key block and a password unlike its key", () => {
    const body = fake.base64(64);
    caught(`-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`, body);
    caught("POSTGRES_PASSWORD=postgres-Prod-2291", "postgres-Prod-2291");
  });
});
