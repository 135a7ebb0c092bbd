// Revision 9: the classes the tenth set's misses taught, and near misses of the earlier sets' kinds fixed as classes
// (documentation examples, messages for people in other languages, placeholders, a database image's default login).
// Every example is written here, none is a set's line: the sets stay out of the repository as measurements.

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";

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
    ['password: "correct horse battery staple"', "correct horse battery staple"],
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
