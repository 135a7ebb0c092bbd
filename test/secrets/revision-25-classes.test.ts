// Revision 25: general rules rather than providers' — a made password wherever punctuation, markup or another script
// wraps it, a key named in any language with words before its value — and the near misses blind sets changed: code that
// reads the environment, test keys providers publish for everyone. Through the real write path (the gate, the memory
// writer, the indexes, the event log), every file of the store read back. Every example is written here, none is a
// set's line: the sets stay out of the repository as measurements.

import { describe, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-25-write");
const capital = (text: string): string => text[0]!.toUpperCase() + text.slice(1);
/** A password as a person makes one: two words, a symbol, digits (`Word!Word-1234`). */
const made = (): string => `${capital(fake.lower(6))}!${capital(fake.lower(5))}-${fake.pin(4)}`;

const writesWithout = writePathCheck("Notes from the setup call", ["setup"]);

describe("revision 25: a made password, whatever wraps it", () => {
  it("in bold, in other languages' quotes, run into Chinese, before a full stop, 64 characters long", async () => {
    const values = [made(), made(), made(), made(), made(), `${capital(fake.lower(9))}#${fake.token(50)}`, made()];
    await writesWithout(
      [
        `- Router admin: **${values[0]}**`,
        `- Wi-Fi im Lager «${values[1]}»`,
        `- 登录密码「${values[2]}」，或者用${values[3]}登录`,
        `- Kassa: ok so it's ${values[4]}. Ask Ana if it fails.`,
        `- Backup: ${values[5]}`,
        `- كلمة السر:${values[6]}`,
      ].join("\n"),
      values,
      ["Router admin:", "Wi-Fi im Lager", "Ask Ana if it fails."],
    );
  });

  it("leaves code and markup of the same characters", async () => {
    const kept = [
      "Reset it to P@ssw0rd123! like the docs say",
      "see Foo!Bar12.txt and **Step1**",
      "npm i @Scope1/pkg@1.2.3",
      "C#Sharp10 and F#Script2",
      "if (a!=b1Ab) return",
      "masked: Ab1*****9z",
    ];
    await writesWithout(kept.join("\n"), [], kept);
  });
});

describe("revision 25: a key named in any language, words before its value", () => {
  it("Korean, Vietnamese, French, German, Hungarian, Czech, Arabic; Pix's prefix; a 1Password Secret Key", async () => {
    const keys = [
      fake.hex(32),
      fake.token(32),
      fake.hex(40),
      fake.token(41),
      fake.token(41),
      `${fake.hex(12)}-${fake.hex(24)}`,
      fake.token(32),
      fake.hex(40),
      `A3-${fake.upper(6)}-${fake.upper(6)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}`,
    ];
    await writesWithout(
      [
        `카카오페이 어드민 키 이거 쓰세요 ${keys[0]}`,
        `secretKey MoMo production nè ${keys[1]}`,
        `clé API Odoo (utilisateur admin) : ${keys[2]}`,
        `lexoffice API für das Rechnungs-Skript: ${keys[3]}`,
        `a számlázz.hu agent kulcs: ${keys[4]}`,
        `API token pro napojení na sklad je ${keys[5]}`,
        `مفتاح الخدمة الجديد ${keys[6]}`,
        `Pix Client_Secret_${keys[7]}`,
        `1Password Secret Key ${keys[8]}`,
      ].join("\n"),
      keys,
      ["카카오페이 어드민", "lexoffice API", "Pix"],
    );
  });

  it("WordPress application passwords, in English and French", async () => {
    const groups = () => [1, 2, 3, 4, 5, 6].map(() => fake.token(4)).join(" ");
    const [en, fr] = [groups(), groups()];
    await writesWithout(
      `WordPress application password: ${en}\nmot de passe d'application : ${fr}`,
      // Every group goes, not the first alone (a password's rule took "xxxx" after a colon).
      [en, fr, en.slice(5), fr.slice(5)],
      ["WordPress application password:"],
    );
  });

  it("keeps a commit and a request's id after a key's name", async () => {
    const kept = [`token refresh fixed in commit ${fake.hex(40)}`, `API docs: see request ${fake.uuid()}`];
    await writesWithout(kept.join("\n"), [], kept);
  });
});

describe("revision 25: near misses kept", () => {
  it("code that reads a secret from the environment", async () => {
    const kept = [
      'config :app, App.Repo, password: System.fetch_env!("DATABASE_PASSWORD")',
      "$password = $env:SQL_SA_PASSWORD",
      'password = os.getenv("DB_PASSWORD")',
      'password = ENV.fetch("DB_PASSWORD")',
      'var password = Environment.GetEnvironmentVariable("SQL_PASSWORD");',
      'let password = std::env::var("DB_PASSWORD")?;',
      "password: ${{ secrets.DB_PASSWORD }}",
      "const password = process.env.DB_PASSWORD;",
    ];
    await writesWithout(kept.join("\n"), [], kept);
  });

  it("test keys providers publish for everyone; AWS's example key stays hidden on purpose", async () => {
    const kept = [
      "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
      "RECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
      "AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;",
      "TOTP secret for the demo: JBSWY3DPEHPK3PXP",
      "PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
      "private key: 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    ];
    const aws = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    await writesWithout([...kept, `AWS_SECRET_ACCESS_KEY=${aws}`].join("\n"), [aws], kept);
  });
});
