// The memorable family's proof (run by test/core/secret-rule-examples.test.ts): revision 26.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  const cap = (text: string): string => text[0]!.toUpperCase() + text.slice(1);
  const joined = (): string => `${fake.lower(5)}-${fake.lower(4)}-${fake.pin(4)}`;
  return {
    redacted: [
      // A name, the words saying what it opens, the value, no colon: Portuguese, Polish, German, English, Japanese.
      secret`Senha do cofre da loja ${`${cap(fake.lower(6))}_${fake.pin(4)}${cap(fake.lower(3))}`} trocada ontem`,
      secret`Hasło Postgres ${fake.token(20)} w pliku .env`,
      secret`Passwort NAS ${`${cap(fake.lower(5))}-Nord-${fake.pin(2)}Xy`}`,
      secret`The pre-shared key ${`Odense-VPN-psk-${fake.pin(1)}Kq${fake.pin(1)}`} is in the profile`,
      secret`設定ファイルの秘密鍵 ${`sk_${fake.token(32)}`} を無効化`,
      // Words joined by dashes with a number, after a password's name further along its line.
      secret`Czech: heslo se mění v pondělí, nové bude ${joined()}`,
      secret`das WLAN-Passwort ändert sich, ab Montag gilt ${joined()}.`,
      // After a thing one logs into and a colon.
      secret`Gäste-WLAN: ${joined()}`,
      secret`SFTP (backup host): ${fake.made()}`,
      secret`rcon: ${fake.made()}`,
      // A test typing the secret into its field.
      secret`await page.fill('#card-pin', '${fake.pin(4)}')`,
      secret`cy.get('input[name=password]').type('${fake.made()}')`,
      secret`driver.find_element(By.ID, "passwd").send_keys("${fake.made()}")`,
      secret`fill_in 'Passwort', with: '${fake.made()}'`,
    ],
    kept: [
      "Password policy PasswordMin12 applies to every account",
      "Senha do usuário admin2024 expira amanhã",
      "the password for PostgreSQL15 is in the vault",
      "Passwort-Reset für release-2024-q3 geplant",
      "password: see ticket pay-1184",
      "the password field refresh-token-456 in the fixture",
      "Wi-Fi: office-guest",
      "await page.fill('#password', process.env.E2E_PASSWORD)",
      "await page.fill('#username', 'anna.berg')",
      "await page.fill('#password', 'wrong')",
    ],
  };
}
