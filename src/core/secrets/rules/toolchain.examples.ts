// The toolchain family's proof (run by test/core/secret-rule-examples.test.ts): revision 18.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

/** Base64 of `user:password`, as Docker's config.json and an .npmrc's `_auth` keep it. */
function base64Login(user: string, password: string): string {
  return Buffer.from(`${user}:${password}`, "latin1").toString("base64");
}

export function examples(fake: FakeValues): RuleExamples {
  const mirrorPassword = `${fake.token(9)}-${fake.token(5)}`;
  const decoded = fake.token(16);
  // Elastic's Cloud ID: a name, then base64 of a host, its port and two ids.
  const cloudId = Buffer.from(`eu-west-1.aws.found.io:443$${fake.hex(32)}$${fake.hex(32)}`).toString("base64");
  return {
    redacted: [
      // Revision 20: a Tasmota device's MQTT and web passwords set from its console.
      secret`Backlog MqttHost 192.168.50.10; MqttUser tasmota; MqttPassword ${fake.made()}; Topic plug_%06X`,
      secret`WebPassword ${fake.token(12)}`,
      // A package manager's login, by position.
      secret`poetry config http-basic.nexus ci-bot ${fake.token(20)}`,
      secret`composer config --auth bearer.packages.example.com ${fake.lower(30)}${fake.pin(6)}`,
      secret`composer config http-basic.repo.example.org deploy ${fake.made()}`,
      secret`cargo login --registry internal ${fake.token(32)}`,
      // A token as a URL's user; a conda channel's token.
      secret`uv pip install --index-url https://${fake.token(24)}@pkgs.example.dev/simple/ tool==2.0`,
      secret`environment.yml for conda:\nchannels:\n  - https://conda.anaconda.org/t/${fake.token(8)}-${fake.uuid()}/team-channel`,
      // A Basic login in base64, alone or beside its decoding.
      secret`Pull secret for the ghcr mirror, as config.json keeps it: ${base64Login("mirror-bot", mirrorPassword)}`,
      {
        text: `Authorization value ${base64Login("ci", decoded)} decodes to ci:${decoded} (Basic, no scheme)`,
        secrets: [decoded],
      },
      // A keychain's printed password; a password of letters in an INI section; Django's generated key; borg's key.
      secret`% security find-internet-password -s git.example.com -a builder -w\n${fake.token(14)}\n`,
      secret`[smtp]\nhost = mail.example.com\nuser = alerts\npass = ${fake.lower(14)}`,
      secret`settings.py still holds django-insecure-${fake.lower(18)}(=${fake.hex(14)}+^x!${fake.lower(16)}`,
      secret`borg key export /mnt/usb/repo prints:\nBORG_KEY ${fake.hex(64)}\n${fake.base64(76)}\n${fake.base64(76)}\n${fake.base64(30)}=`,
    ],
    kept: [
      // Revision 20: Tasmota's resets of a password to the firmware's default, a placeholder, the user's command.
      "Backlog MqttUser tasmota; MqttPassword 1; Topic plug_%06X\nWebPassword 0",
      "MqttPassword <your-password>; MqttUser tasmota",
      "poetry config http-basic.nexus ci-bot",
      "composer config --auth bearer.packages.example.com $PACKAGES_TOKEN",
      "pip install --extra-index-url https://pypi.example.org/simple/ tool==2.0",
      "git clone https://deploy-user@gitlab.example.com/acme/app.git",
      `Sentry.init({ dsn: 'https://${fake.hex(32)}@o552211.ingest.sentry.io/4411223' })`,
      "channels:\n  - https://conda.anaconda.org/conda-forge\n  - defaults",
      // Base64 that is no login: text, an address and its port (Elastic's Cloud ID), GitHub's legacy node id.
      `cloud.id: search-prod:${cloudId}`,
      `echo ${Buffer.from("hello world, this is text").toString("base64")} | base64 -d`,
      `node_id: ${Buffer.from(`04:User${fake.pin(7)}`).toString("base64")} (GitHub's legacy node id of a user)`,
      "[core]\n    editor = vim\n[sendemail]\n    smtpServer = smtp.example.com\n    smtpPass = prompt",
      "password = getpass()\nsmtp_pass = password",
      "[database]\n    user = dbuser\n    password = dbpassword\n    database = use_this",
      "SECRET_KEY = env('DJANGO_SECRET_KEY')  # django-insecure- keys are for local runs only",
      "borg key export writes BORG_KEY and the repository's id on its first line",
    ],
  };
}
