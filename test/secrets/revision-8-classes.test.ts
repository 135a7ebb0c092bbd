// The classes the eighth set's remaining misses taught (revision 8), each with examples of its own (not the set's
// lines, which stay out of the repository as a measurement) and the near misses beside them that must stay.

import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/core/secrets/index.js";

const caught = (text: string, secret: string) => {
  const { text: redacted } = redactSecrets(text);
  expect(redacted, text).not.toContain(secret);
  expect(redacted).toContain("[REDACTED:");
};
const kept = (text: string) => expect(redactSecrets(text).findings, text).toEqual([]);

describe("a password's name in another language, then its value with no verb", () => {
  it.each([
    ["Zugang zum Router: Benutzer admin, Kennwort Lindenblatt_77.", "Lindenblatt_77"],
    ["Webmail: utilisateur compta, mdp:Crepes-Sucre42", "Crepes-Sucre42"],
    ["ステージングのDB パスワード Umeboshi-Kari-22 で入れる", "Umeboshi-Kari-22"],
    ["打印机后台 管理密码 laser-Jet-8812 不要外传", "laser-Jet-8812"],
    ["डेटाबेस पासवर्ड: Masala#Dosa77", "Masala#Dosa77"],
    ["Pannello della stampante: utente admin, chiave Ravioli.Burro.4", "Ravioli.Burro.4"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "Kennwort zurücksetzen über das Portal, nicht per Mail.",
    "mdp oublié : cliquer sur le lien de la page de connexion",
    "パスワード 変更は月に一度",
    "Passwort ändern: siehe docs/passwort-richtlinie.md",
    "chiave API in Vault, mai nel codice",
    "Kennwort v2.4.1 der Richtlinie gilt ab Mai",
  ])("stays: %s", kept);
});

describe("what a password is for, in up to eight words before the verb", () => {
  it.each([
    ["La contraseña del usuario de copias en el NAS es Olivo#Verde19", "Olivo#Verde19"],
    ["Mật khẩu máy chủ kế toán của công ty mới: BanhMi#Saigon5", "BanhMi#Saigon5"],
  ])("%s", (text, secret) => caught(text, secret));
});

describe("config keys named for a password in other languages", () => {
  it.each([
    ["APP_KENNWORT=Bretzel!Salz44", "Bretzel!Salz44"],
    ["mail_wachtwoord: Stroopwafel_2021", "Stroopwafel_2021"],
    ["db_haslo = Pierogi#Ruskie8", "Pierogi#Ruskie8"],
    ["REDIS_SIFRE=Baklava_Fistik_3", "Baklava_Fistik_3"],
    ["smtp_senha: Feijoada@Sabado9", "Feijoada@Sabado9"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each(["KENNWORT_MIN_LENGTH=12", "wachtwoord_vergeten_url: /account/reset"])("stays: %s", kept);
});

describe("a key's or a token's name on a line, in any language, then a random value", () => {
  it.each([
    [
      "Signing key for the release bot (keep offline!):\n4f9a1c7e2b8d3f60a5e9c1b7d2f8a3e6",
      "4f9a1c7e2b8d3f60a5e9c1b7d2f8a3e6",
    ],
    [
      "access_token for the CRM sync (expires never): eu1-7fd2-a91c-33be-8c0d-92ab4e17fc05",
      "eu1-7fd2-a91c-33be-8c0d-92ab4e17fc05",
    ],
    ["Clé d'API du service météo : Vq8sLk2Zr4Xn9Tb6Wm1Hc3Jd5Fp7Gy0Q", "Vq8sLk2Zr4Xn9Tb6Wm1Hc3Jd5Fp7Gy0Q"],
    ["Токен бота уведомлений: Hs7Kd9Lq2Zp4Xv6Nb8Mc1Rt3Wy5Fj0Ga", "Hs7Kd9Lq2Zp4Xv6Nb8Mc1Rt3Wy5Fj0Ga"],
    ["Der private Schlüssel Mz4nQ8rT2vX6bK9pL3wS7yD1fH5jG0cA liegt nur hier.", "Mz4nQ8rT2vX6bK9pL3wS7yD1fH5jG0cA"],
    [
      "verify callbacks with key `9c2e7a4f1b8d6e3a0f5c9b2d7e4a1f8c6b3e0d9a2f7c4e1b8a5d2f9c6e3b0a7d`",
      "9c2e7a4f1b8d6e3a0f5c9b2d7e4a1f8c6b3e0d9a2f7c4e1b8a5d2f9c6e3b0a7d",
    ],
    ["Lab host product key: Q7RT2-KX9PB-M4WZN-3HJYC-8VLDF", "Q7RT2-KX9PB-M4WZN-3HJYC-8VLDF"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "Primary key: 3f1c2a9e-8d47-4b61-9c0a-52e7d8f4b1a3",
    "cache key: build-cache-2024-06-linux-x64",
    "the fix landed in commit 7d2f8a3e64f9a1c7e2b8d3f60a5e9c1b7d2f8a3e (key rotation logic)",
    "WireGuard public key for the gateway: kT3mZ8qL2vX9bN4pR7wS1yD6fH0jG5cA2eI9uO3xY0=",
    "Frontend publishable key: pk_live_51Qx7kLAbCdEfGhIjKlMnOpQrStUvWx9876543210",
    "token: process.env.SLACK_BOT_TOKEN",
    "key: src/config/production-settings.yaml",
  ])("stays: %s", kept);
});

describe("passwords passed by position", () => {
  it.each([
    ["`./scripts/create-user admin@shop.example 'Tq5!mWz8Lr3k' --role owner`", "Tq5!mWz8Lr3k"],
    ["printf 'Mv8#kRt2Qz' | podman login quay.example.io -u bot --password-stdin", "Mv8#kRt2Qz"],
    ['let db = Pool::connect("reporting", "Jx4@nHp7Ws2d", "db.internal:5432");', "Jx4@nHp7Ws2d"],
    ['`bin/rake "users:add[kasse@laden.example,Brezel-Butter-8]"`', "Brezel-Butter-8"],
    ['wpa_passphrase "Office-5G" "paper-clip-7731" > /etc/wpa.conf', "paper-clip-7731"],
    ["az login --service-principal \\\n  -u app-id \\\n  -p 'Xy7Kp2Lq9Zr4Wm8Nv3Bt6'", "Xy7Kp2Lq9Zr4Wm8Nv3Bt6"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "see index.js#L29 and x5t#S256 in the JWK",
    "nDCG@10 rose to 0.41; Recall@100 stayed",
    "type T = UserConfig$1 | ServerOptions$3",
    "qs.parse('a%5Bb%5D=c')",
    "**Step1** then **Step2**",
    "mail ops@acme.example about v2.4.1-rc1",
  ])("stays: %s", kept);
});

describe("pairs, cookies, wallets and more names", () => {
  it.each([
    [
      "ci-uploader AKIAQ3EXMPL7TESTKEY2 : uR8tK2pX9vL4mN7qB1wZ6yC3dF5gH0jS8aE2iO4x",
      "uR8tK2pX9vL4mN7qB1wZ6yC3dF5gH0jS8aE2iO4x",
    ],
    [
      "Cookie: MyApp_SessionId=q8vz3mk2lw9pr0tx5ybn4dh7; .ASPXAUTH=3E9F0A1B7C2D8E4F6A5B9C0D1E2F3A4B5C6D7E8F",
      "q8vz3mk2lw9pr0tx5ybn4dh7",
    ],
    [
      "wordpress_logged_in_9a8b7c6d=editor%7C1720000000%7CkQ2mZ8pL4vX7nB1wR5tY9cD3fH6jG0sA%7Cd41d8cd98f00b204e9800998ecf8427e",
      "kQ2mZ8pL4vX7nB1wR5tY9cD3fH6jG0sA",
    ],
    [
      'deployer: { privateKey: "0x8f2a4c6e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a" }',
      "0x8f2a4c6e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a",
    ],
    ["The kiosk's unlock phrase is `amber-otter-ninety-one`.", "amber-otter-ninety-one"],
    [
      "La phrase de passe du coffre de l'atelier : « trois lapins verts dansent 2019 »",
      "trois lapins verts dansent 2019",
    ],
    ["SNMP community string is `rack-Mon-44` on the core switch", "rack-Mon-44"],
    ["Ho aggiornato la password del router: ora è «Pesto_Genovese_12».", "Pesto_Genovese_12"],
  ])("%s", (text, secret) => caught(text, secret));

  it.each([
    "tx 0x8f2a4c6e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a confirmed in block 1902",
    "the SNMP community string is set in snmpd.conf",
  ])("stays: %s", kept);

  it("leaves the documented example secret beside its key id (the key id is redacted on purpose)", () => {
    const text = "AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    expect(redactSecrets(text).text).toContain("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY");
  });
});
