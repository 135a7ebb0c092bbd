// The classes the eighth set taught (revision 7), each with examples of its own (not the set's lines, which stay
// out of the repository as a measurement) and the near misses beside them that must stay.

import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";

const caught = (text: string, secret: string) => {
  const { text: redacted } = redactSecrets(text);
  expect(redacted, text).not.toContain(secret);
  expect(redacted).toContain("[REDACTED:");
};
const kept = (text: string) => expect(redactSecrets(text).findings, text).toEqual([]);

describe("access codes and PINs, in several languages", () => {
  it.each([
    ["Lagerhalle: Torcode 582913#, dann rechts.", "582913"],
    ["Local vélos : digicode A7731, puis la porte bleue.", "A7731"],
    ["El PIN de la SIM del router 4G es 6620.", "6620"],
    ["SIM の PIN は 730185 です。", "730185"],
    ["Alarm panel: code is 4-7-1-3 then AWAY.", "4-7-1-3"],
    ["The key safe at the back door opens with 9057.", "9057"],
    ["Código do portão do estacionamento: 8164*.", "8164"],
    ["Hardware wallet PIN 51 73 90, do not lose it.", "51 73 90"],
    ["Serverraum Tastenfeld, neu seit Montag: keypad changed to 3318#", "3318"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "PIN changed in 2024 after the audit.",
    "The alarm fires after 1500 ms of silence.",
    "pin `~`, `*`, and parens encoding in RFC3986",
    "keypad for room 4012 is broken",
    "PIN 1234 is the factory default",
  ])("stays: %s", kept);
});

describe("one-time-password seeds where the text says what they are", () => {
  it.each([
    ['const otp = authenticator.generate("KZXW6YTBOI3DEMZQ");', "KZXW6YTBOI3DEMZQ"],
    ['totp = pyotp.TOTP("NB2W45DFOIZA3VMR2Q4Z")', "NB2W45DFOIZA3VMR2Q4Z"],
    ["oathtool --totp -b JZ4XE5LNMFVG2Y3K", "JZ4XE5LNMFVG2Y3K"],
    ["ykman oath accounts add -t 'AWS:root' MFRGGZDFMZTWQ2LK5NXW6", "MFRGGZDFMZTWQ2LK5NXW6"],
    ['root_mfa_seed = "ONSWG4TFORZWK4TSMV2GS3DFOJQW4Z3B"', "ONSWG4TFORZWK4TSMV2GS3DFOJQW4Z3B"],
    ["Clé 2FA du compte partagé : PJ2X G4ZT MFQW 2Y3B NZSG", "PJ2X G4ZT MFQW 2Y3B NZSG"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "AWS account ARNs: ARNAWSIAMROLEADMIN2 has no digits of base32 that matter",
    "CloudFront distribution E2QWRUHAPOMQZL, invalidate after deploy",
    "database seed version SEEDVERSIONTWENTYTWO",
  ])("stays: %s", kept);
});

describe("recovery and backup codes after the words that name them", () => {
  it.each([
    ["Códigos de recuperación de GitLab: 4821-0937, 5520-1184, 7392-6601", "5520-1184"],
    ["Codes de secours Slack :\n- 7h2k-9q4m\n- p3x8-2n6v\n- 5t9w-r1c4", "p3x8-2n6v"],
    ["Wiederherstellungscodes (Firmenkonto):\n  1834 2290\n  5561 0473\n  9027 3318", "5561 0473"],
    ["backup codes for the shared Google account: 83920174 and 55102938", "55102938"],
    ["Proton 復旧キー: QWER-7TYU-IO2P-ASDF-3GHJ", "QWER-7TYU-IO2P-ASDF-3GHJ"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each(["Recovery codes: see the vault entry 'ops-break-glass'.", "backup codes are printed once; store them"])(
    "stays: %s",
    kept,
  );
});

describe("a login and its password given as a pair", () => {
  it.each([
    ["Zugang Testserver: admin / Wq3#nLp8Rt", "Wq3#nLp8Rt"],
    ["Accès provisoire : marie.dupont / Cassoulet_du_Jeudi_4", "Cassoulet_du_Jeudi_4"],
    ["log in as 'kiosk' with Lantern-Pebble-2031, then open Settings", "Lantern-Pebble-2031"],
    ["the staging shop: tester@shop.example met Stroopwafel!88", "Stroopwafel!88"],
    ["Le mot de passe du Wi-Fi invités c'est Framboise#Rose42.", "Framboise#Rose42"],
    ["Staging Redis password rotated to Zp4!kRm8Qw after the incident", "Zp4!kRm8Qw"],
    ["测试库 root 密码改成了 Mapo#Doufu88", "Mapo#Doufu88"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "use TCP / 443 for the tunnel",
    "x86_64 / arm64 builds for root users",
    "user / src/app.ts is the entry point",
    "admin / 2024-01-01 report",
    "mail alice@example.com with v1.2.3 details",
    "the password is changed to bcrypt hashing",
  ])("stays: %s", kept);
});

describe("near misses the eighth set showed", () => {
  it.each([
    "Prod uses IAM auth: `postgresql://app_iam@db-prod.internal:5432/app?sslmode=verify-full`.",
    "-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----\nthe shape TLS_KEY expects",
    "Webhook format: `https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`",
    "No exemplo do README: `senha: SUA_SENHA_AQUI`.",
  ])("stays: %s", kept);
});
