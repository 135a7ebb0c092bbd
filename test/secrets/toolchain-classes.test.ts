// Revision 17: each class the eighteenth set taught (a toolchain's own credential syntax, passwords named in prose in
// more languages and shapes, PINs, codes and passphrases), through the real write path (writeMemory: the gate, the
// memory writer, the indexes, the event log), every file of the store then read back. Every example is written here,
// none is a set's line: the sets stay out of the repository as measurements.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";

const fake = fakeValues("revision-17-write");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes a memory (title and content); no secret in any file of the store or its name; the keep strings stored. */
async function writesWithout(content: string, secrets: string[], keep: string[] = [], title = "Notes from the week") {
  const box = makeSandbox();
  const written = await writeMemory(contextFor(box), { title, content, type: "learning", tags: ["notes"] });
  const files = filesUnder(box.projectStore);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets) {
      expect(text, `${file}\n${content}`).not.toContain(secret);
      expect(file).not.toContain(secret.toLowerCase());
    }
  }
  const stored = readFileSync(written.filePath, "utf8");
  for (const part of keep) expect(stored, content).toContain(part);
}

/** Base64 of `user:password`, as Docker's config.json and an .npmrc's `_auth` keep it. */
const base64Login = (user: string, password: string) => Buffer.from(`${user}:${password}`).toString("base64");

describe("revision 17: a toolchain's own credential syntax, through a write", () => {
  it("a package manager's login given by position", async () => {
    const poetry = fake.token(20);
    const composer = `${fake.lower(28)}${fake.pin(8)}`;
    await writesWithout(
      `To publish from the laptop:\npoetry config http-basic.artifacts release-bot ${poetry}\n\nFor the PHP side:\ncomposer config --auth bearer.php.example.net ${composer}`,
      [poetry, composer],
      ["poetry config http-basic.artifacts release-bot", "bearer.php.example.net"],
    );
  });

  it("a token as a URL's user, and a conda channel's token", async () => {
    const user = fake.token(24);
    const conda = `${fake.token(6)}-${fake.uuid()}`;
    await writesWithout(
      `requirements.txt starts with --index-url https://${user}@wheels.example.io/simple/\n\nconda channels for the lab:\n  - https://conda.anaconda.org/t/${conda}/lab-private\n  - bioconda`,
      [user, conda],
      ["wheels.example.io/simple/", "bioconda"],
    );
  });

  it("a login in base64, in a title and beside its decoding", async () => {
    const password = `${fake.token(8)}-${fake.token(6)}`;
    const auth = base64Login("ci-pull", password);
    await writesWithout(
      "Same value as in the cluster's image pull secret.",
      [auth, password],
      ["image pull secret"],
      `Mirror registry login for config.json: ${auth}`,
    );
    const plain = fake.token(14);
    await writesWithout(
      `The proxy wants Basic auth: ${base64Login("scanner", plain)} (base64 of scanner:${plain}).`,
      [plain],
      ["The proxy wants Basic auth"],
    );
  });

  it("the key file borg prints, its base64 lines under the repository's id", async () => {
    const lines = [fake.base64(76), fake.base64(76), `${fake.base64(40)}=`];
    await writesWithout(
      `Paper backup of the NAS repo key (borg key export /srv/borg/nas):\n\nBORG_KEY ${fake.hex(64)}\n${lines.join("\n")}\n\nRestore with borg key import.`,
      lines,
      ["borg key export /srv/borg/nas", "Restore with borg key import."],
    );
  });

  it("a keychain's printed password, an INI section's password, Django's generated key", async () => {
    const keychain = fake.token(12);
    const smtp = fake.lower(15);
    const django = `${fake.lower(12)}(=${fake.hex(12)}+^x!${fake.lower(20)}`;
    await writesWithout(
      `% security find-generic-password -s "build-signing" -a release -w\n${keychain}\n\nmailer.ini:\n[smtp]\nhost = mail.example.org\npassword = ${smtp}\n\nThe demo app still ships django-insecure-${django} in its settings.`,
      [keychain, smtp, django],
      ['-s "build-signing" -a release -w', "host = mail.example.org", "in its settings."],
    );
  });
});

describe("revision 17: passwords under their names, in settings and in prose", () => {
  it("a password with dots, a second password, a JSON token under --password", async () => {
    const store = `${fake.token(3)}.${fake.token(10)}`;
    const second = fake.token(30);
    const envelope = Buffer.from(
      `{"payload":"${fake.base64(80)}","datakey":"${fake.base64(60)}","version":"2"}`,
    ).toString("base64");
    await writesWithout(
      `signing.properties:\nalias=firma\nstorePassword=${store}\n\nrclone crypt remote:\npassword2 = ${second}\n\nCI log: docker login --password ${envelope} --username AWS 987654321098.dkr.ecr.eu-west-1.amazonaws.com`,
      [store, second, envelope],
      ["alias=firma", "987654321098.dkr.ecr.eu-west-1.amazonaws.com"],
    );
  });

  it("prose in Russian, Japanese, Polish, Turkish, Spanish and French", async () => {
    const russian = fake.made();
    const japanese = `${fake.lower(7)}-${fake.pin(3)}-${fake.lower(5)}`;
    const polish = `${fake.lower(6)}.${fake.lower(7)}.${fake.pin(4)}`;
    const turkish = `QWTR${fake.pin(4)}.bkzd`;
    const spanish = `jHx${fake.pin(2)}LMPQ-R-t`;
    const french = `pqrTz-kMNWa-${fake.pin(3)}`;
    await writesWithout(
      [
        `Пароль к Grafana для пользователя viewer изменили на ${russian} после аудита.`,
        `NAS のバックアップのパスフレーズは「${japanese}」です。`,
        `Hasło do skrzynki serwisowej (u kierownika): ${polish} — nie wysyłać mailem.`,
        `VPN yönetici şifresi: ${turkish} (kimseye verme)`,
        `La contraseña del certificado (alias 'tienda') es ${spanish}. Cambiarla en enero.`,
        `Pour la CI, la phrase de passe SIGNING_PASSWORD est ${french}.`,
      ].join("\n\n"),
      [russian, japanese, polish, turkish, spanish, french],
      ["viewer", "SIGNING_PASSWORD", "'tienda'"],
    );
  });

  it("letters alone and a passphrase of words, in titles", async () => {
    await writesWithout(
      "Rotated every quarter.",
      ["pLRQmaXtkVBNe"],
      ["Grafana"],
      "Contraseña del admin de Grafana: pLRQmaXtkVBNe",
    );
    const words = fake.words(4);
    await writesWithout("For the encrypted USB disks.", [words], [], `Lösenfras för USB-diskarna: ${words}`);
  });

  it("PINs of a smart card, in English and Korean; an access code in Dutch; recovery codes of 16 hex digits", async () => {
    const pins = [fake.pin(8), fake.pin(11), fake.pin(6), fake.pin(8), fake.pin(4)];
    const codes = [fake.hex(16), fake.hex(16), fake.hex(16), fake.hex(16)];
    await writesWithout(
      `HSM card for code signing: user PIN ${pins[0]}, SO PIN ${pins[1]}.\n\n사무실 스마트카드 PIN은 ${pins[2]}, PUK는 ${pins[3]} 입니다.\n\nToegangscode fietsenberging: ${pins[4]}.\n\nRecovery codes for the registry account, until they go to the vault:\n\n${codes.join("\n")}\n\nOne use each.`,
      [...pins, ...codes],
      ["HSM card for code signing", "One use each."],
    );
  });
});

describe("revision 17: near misses that stay", () => {
  it("a scope's operator, a template's placeholder in Czech, a GPG key's id, a Sentry DSN", async () => {
    const keyId = fake.hex(16).toUpperCase();
    const dsn = `https://${fake.hex(32)}@o552211.ingest.sentry.io/4411223`;
    const kept = [
      "Password::min(10)->letters()->symbols()",
      "<password>VASE_HESLO</password>",
      `gpg --armor --export-secret-keys ${keyId}`,
      dsn,
      "password = config.db.password",
    ];
    await writesWithout(
      `Validator: Password::min(10)->letters()->symbols().\n\nŠablona: <password>VASE_HESLO</password>.\n\nBackup: gpg --armor --export-secret-keys ${keyId} > signing.asc\n\nSentry.init({ dsn: '${dsn}' })\n\npassword = config.db.password`,
      [],
      kept,
    );
  });
});
