// The passphrases family's proof (run by test/core/secret-rule-examples.test.ts): revision 27.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  // Words run together, as people choose a password to remember, and the same with a capital first.
  const joined = (count: number) => fake.words(count).replace(/ /g, "");
  const capital = (count: number) => joined(count).replace(/^./, (c) => c.toUpperCase());
  const pascal = (count: number) => fake.words(count).replace(/(?:^| )(.)/g, (_m, c: string) => c.toUpperCase());
  return {
    redacted: [
      // A handover's lines: the name right after a comma, a dash, a login; a login and a slash.
      secret`Übergabe:\n- Testserver: ssh betrieb@test.example.de, Passwort ${joined(3)}\n- Router: http://192.168.0.1 admin / ${joined(3)}`,
      secret`Overlevering:\n- WordPress: https://firma.example/wp-admin – bruker redaktor, passord ${joined(3)}`,
      secret`Předání: správa webu, uživatel spravce, heslo ${joined(3)}`,
      secret`Átadás: tesztszerver, jelszó: ${joined(3)}`,
      secret`Predare: panoul de administrare, cont admin, parolă ${joined(3)}`,
      secret`Serah terima: cPanel user: perusahaan pass: ${joined(3)}`,
      secret`Login Shopify: admin@toko.example / ${joined(3)}`,
      secret`Saludos,\nMarta\nVPN de respaldo: mruiz / ${joined(3)}`,
      // A sentence: a verb, "now", a change's preposition; other scripts around a Latin value.
      secret`Le nouveau mot de passe du compte partagé est maintenant ${joined(3)}, choisi par Paul.`,
      secret`Het wachtwoord van de gedeelde inbox is nu ${joined(3)}, zonder hoofdletters.`,
      secret`Пароль от вайфая поменяли на ${joined(3)}, ok?`,
      secret`वाईफाई का नया पासवर्ड ${joined(3)} है।`,
      secret`كلمة مرور الحساب الجديدة هي ${joined(3)} بدون مسافات.`,
      secret`회의실 와이파이 비번 ${joined(3)}`,
      secret`shared PSK for the lab router is \`${joined(3)}\``,
      // Titles: a network and its password, capitalised words run together, a passphrase with blanks.
      secret`WLAN Lager – Passwort ${capital(3)}`,
      secret`Hasło do drukarki w biurze: ${joined(3)}`,
      secret`Passaggio di consegne: ssh root@test.example.it, password ${pascal(4)}`,
      secret`Das Passwort für das Gäste-WLAN ist jetzt einfach ${fake.words(3)} (mit Leerzeichen).`,
      secret`TOP 2: Zugang für den Support: Benutzer support-extern, Kennwort ${pascal(3).replace(/(?<=.)(?=[A-Z])/g, " ")} (bis Freitag)`,
      // Revision 28: lower-case words with blanks after a password's name (or a key's, where the line names a network),
      // a colon, a verb or nothing, the clause ending after them; in several scripts.
      secret`Nytt gästnät i butiken: \`Butik-Gast\`, lösenord ${fake.words(4)}. Personalnätet har ett annat.`,
      secret`Hotspot do estande: senha ${fake.words(4)}, rede \`Feira-2025\`.`,
      secret`Heslo k Wi-Fi v zasedačce: ${fake.words(4)} (síť \`Porada-5G\`).`,
      secret`Schlüssel fürs Gäste-WLAN ist ${fake.words(4)}, gilt bis Freitag.`,
      secret`新しい来客用Wi-Fiのパスワード：${fake.words(4)}。`,
      secret`访客无线密码 ${fake.words(4)}。每月更换。`,
      secret`סיסמת הרשת האלחוטית של המחסן: ${fake.words(4)}. לא לשתף.`,
      secret`Am schimbat parola de Wi-Fi în ${fake.words(3)}, rețeaua rămâne aceeași.`,
      // Tags that say what the passphrase among them opens.
      secret`wifi, office, ${joined(4)}`,
      secret`vpn, ${joined(4)}, escritorio`,
    ],
    kept: [
      // A password's name before a word of the language, a message, a policy, a flow's name.
      "Password authentication failed for user postgres",
      "Passwort zurücksetzen",
      "Login – Passwort: erforderlich",
      "mot de passe : obligatoire",
      "Passwort: zurückgesetzt",
      "Passwort: unverändert, Benutzer: gleich",
      "The password is stored in the keychain.",
      "Set a password: administrator access needed.",
      "Password reset flow (with spaces removed) is documented",
      "The password is case sensitive (no spaces)",
      "Passwort vergessen? Dann Support kontaktieren (mit Leerzeichen im Betreff)",
      // Paths and repositories with slashes, tags of a topic's words.
      "see docs/configuration and src/authentication",
      "github.com/acme/backendservices / frontendservices",
      "vpn, troubleshooting, documentation",
      "wifi, networking, infrastructure, homeautomation",
      // Revision 28: a sentence after a password's name, words of a sentence, a key's name where no network is named.
      "Wi-Fi password: ask the front desk.",
      "WLAN-Passwort: steht auf dem Router.",
      "The guest password changes every month, same as before.",
      "Wi-Fi password: printed on the sticker below the router.",
      "Passwort: wird morgen neu vergeben, siehe Aushang.",
      "Schlüssel liegen beim Hausmeister im Büro.",
      "The API key rotation happens every quarter for billing reports.",
    ],
  };
}
