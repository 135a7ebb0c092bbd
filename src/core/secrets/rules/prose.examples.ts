// The prose family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`the staging password is ${fake.made()}`,
      secret`The client secret for the SSO app is ${fake.token(32)}.`,
      secret`set SMTP_PASS to ${fake.made()} on the mail relay`,
      secret`ssh in with password ${fake.made()} until the key is set up`,
      secret`use ${fake.made()} as the password for the sftp user`,
      secret`login: admin / ${fake.made()}`,
      secret`Das Kennwort für die Datenbank ist ${fake.made()}`,
      secret`the API token you asked for, valid until Friday: ${fake.token(32)}`,
      secret`Das Passwort für den BMC von host-07 lautet jetzt ${fake.made()} (Benutzer ADMIN)`,
      secret`Gäste-WLAN Büro: ${fake.made()}`,
      secret`paste from the vendor portal:\n${fake.token(48)}`,
    ],
    kept: [
      "the password is stored in 1Password under 'staging db'",
      "Password must be at least {min} characters",
      "the token expires after 24 hours",
      "rotate the password every 90 days",
      "Das Kennwort wird beim ersten Login geändert.",
      "the password for srv-hv03 is in the team vault",
      "root: /var/lib/app",
    ],
  };
}
