// Revision 22: the near misses the twenty-third set found changed at revision 21, each as a class, through the real
// write path (writeMemory: the gate, the memory writer, the indexes, the event log): a pointer to a secret, a
// secret's name, an already masked value are stored as written, and the secrets beside them stay hidden. Every
// example is written here, none is a set's line: the sets stay out of the repository as measurements.

import { describe, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-22-write");

const writesWithout = writePathCheck("Deployment notes", ["deploy"]);

describe("revision 22: pointers, names and masks kept, through a write", () => {
  it("Azure Key Vault references, in both forms, beside a password that is hidden", async () => {
    const password = fake.made();
    const byUri = "@Microsoft.KeyVault(SecretUri=https://billing-kv.vault.azure.net/secrets/smtp-password/)";
    const byName = "@Microsoft.KeyVault(VaultName=billing-kv;SecretName=smtp-password)";
    await writesWithout(
      [
        `\`\`\`json\n{\n  "Smtp": {\n    "Password": "${byUri}"\n  },\n  "Stripe": { "SecretKey": "${byName}" }\n}\n\`\`\``,
        `The old one was still inline: Smtp__Password=${password}`,
      ].join("\n\n"),
      [password],
      [byUri, byName],
    );
  });

  it("Docker BuildKit's secret mounts keep their names; a value after --secret is still hidden", async () => {
    const value = fake.made();
    const flag = "--secret id=pip_conf,src=$HOME/.config/pip/pip.conf";
    const mount = "RUN --mount=type=secret,id=pip_conf,target=/etc/pip.conf pip install -r requirements.txt";
    await writesWithout(
      `docker build ${flag} -t api:dev .\n# Dockerfile:\n${mount}\n\nold script: some-cli --secret ${value}`,
      [value],
      [flag, mount],
    );
  });

  it("a webhook already masked is kept; a live one is hidden", async () => {
    const live = `T${fake.upper(8)}/B${fake.upper(8)}/${fake.token(24)}`;
    const masked = [
      "https://hooks.slack.com/services/T0000/B0000/<redacted>",
      "https://hooks.slack.com/services/T0000/B0000/[REDACTED]",
      "https://hooks.slack.com/services/T0000/B0000/****",
    ];
    await writesWithout(
      `From the log: ${masked.join(", ")}\nThe new hook: https://hooks.slack.com/services/${live}`,
      [live],
      masked,
    );
  });

  it("a secret store's item named as a path is no login pair; a quoted pair still is", async () => {
    const password = fake.made();
    const item = "\u201eStaging DB / billing_app\u201c";
    await writesWithout(
      `Das Passwort liegt im Tresor unter ${item}, nur den Pfad verlinken.\nThe 1Password item "Prod DB / ledger_app" has it.\nLogin: \u201eadmin / ${password}\u201c`,
      [password],
      [item, '"Prod DB / ledger_app"'],
    );
  });

  it("a masked key in a tag is accepted as typed", async () => {
    await writePathCheck("A revoked Stripe key", ["stripe", "sk_live_****9f3c", "revoked"])(
      "Revoked after the incident; the new key is in the vault.",
      [],
      ["sk_live_****9f3c"],
    );
  });
});
