import { describe, expect, it } from "vitest";
import { InvalidTagsError } from "../../src/core/errors.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-14-write");

const writesWithout = writePathCheck("Notes from the week", ["notes"]);

describe("revision 14: secrets written as pieces or encoded, through a write", () => {
  it("a key cut into literals joined by + or by Python's parentheses", async () => {
    const key = fake.token(48);
    await writesWithout(
      `Hardcoded for the demo:\n\n\`\`\`python\nSTRIPE_KEY = (\n    "sk_live_${key.slice(0, 24)}"\n    "${key.slice(24)}"\n)\n\`\`\``,
      [key.slice(0, 24), key.slice(24)],
      ["STRIPE_KEY = ("],
    );
    const parts = [fake.token(6), fake.token(6), fake.token(6)];
    await writesWithout(`const ADMIN_PASS = "${parts.join('" + "')}";`, parts, ["ADMIN_PASS"]);
  });

  it("a value continued on the next line by a shell's backslash", async () => {
    const secret = fake.base64(40).replace(/[+/]/g, "k");
    await writesWithout(
      `    AWS_SECRET_ACCESS_KEY=${secret.slice(0, 20)}\\\n${secret.slice(20)} \\\n    AWS_DEFAULT_REGION=eu-west-3 ./deploy.sh`,
      [secret.slice(0, 20), secret.slice(20)],
      ["AWS_DEFAULT_REGION=eu-west-3 ./deploy.sh"],
    );
  });

  it("a token wrapped by a terminal, and one cut in two by a chat", async () => {
    const wrapped = fake.token(104);
    await writesWithout(
      `$ echo $OPENAI_API_KEY\nsk-proj-${wrapped.slice(0, 52)}\n${wrapped.slice(52)}\n$ python eval.py --model small`,
      [wrapped.slice(0, 52), wrapped.slice(52)],
      ["$ python eval.py --model small"],
    );
    const cut = fake.token(36);
    await writesWithout(
      `[11:02] li: the bot token\n[11:02] li: ghp_${cut.slice(0, 18)}\n[11:02] li: ${cut.slice(18)}\n[11:03] li: join them`,
      [cut.slice(0, 18), cut.slice(18)],
      ["[11:03] li: join them"],
    );
  });

  it("a password under a YAML block scalar, and one in a logged JSON body's escaped quotes", async () => {
    const first = `@${fake.made()}`;
    await writesWithout(`db_password: >-\n  ${first}\ndb_max_connections: 400`, [first], ["db_max_connections: 400"]);
    const second = fake.made();
    await writesWithout(
      `INFO req_id=7f3a body="{\\"user\\":\\"ana\\",\\"password\\":\\"${second}\\"}"`,
      [second],
      ["req_id=7f3a"],
    );
  });

  it("a token in a URL percent-encoded once or twice", async () => {
    const token = `ghs_${fake.token(36)}`;
    await writesWithout(
      `level=info repo=https%3A%2F%2Fx-access-token%3A${token}%40github.com%2Facme%2Fapp.git rev=main`,
      [token],
      ["rev=main"],
    );
    const password = fake.made().replace(/[#%&]/g, "!");
    await writesWithout(`next=https%253A%252F%252Fops%253A${password}%2540ci.example.com`, [password]);
  });
});

describe("revision 14: codes, passwords in prose, and credentials, through a write", () => {
  it("codes named in Arabic, Hebrew, Hindi and Spanish, after a lockbox, a voicemail, in a table of doors", async () => {
    const codes = [fake.pin(6), fake.pin(5), fake.pin(4), fake.pin(5), fake.pin(4), fake.pin(4), fake.pin(6)];
    await writesWithout(
      [
        `رمز باب غرفة الأرشيف هو ${codes[0]} — لا تشاركه.`,
        `קוד האזעקה במחסן: ${codes[1]}. לא למסור.`,
        `कंपनी कार्ड का पिन ${codes[2]} है।`,
        `El código de la alarma del garaje es ${codes[3]}; 30 segundos para marcarlo.`,
        `Keys are in the lockbox by the back door, code ${codes[4]}. Check-in from 15:00.`,
        `Messagerie vocale : composer le 777 puis le code ${codes[5]}#.`,
        "",
        `| Tür | Code |\n|---|---|\n| Lager | ${codes[6]}# |`,
      ].join("\n"),
      codes,
      ["Check-in from 15:00", "30 segundos"],
    );
  });

  it("a password given after its recipe, in typographic quotes, or spelled for the phone", async () => {
    const recipe = `Harbor${fake.pin(2)}!`;
    const phrase = `${fake.words(4)} ${fake.pin(4)}`;
    await writesWithout(
      [
        `Printer Wi-Fi: the password is the street name followed by 19! — so ${recipe}, capital H.`,
        `Das Kennwort für den Tresor ist die Passphrase „${phrase}“ – mit Leerzeichen.`,
        'Read over the phone: "capital kilo, lowercase lima mike oscar, dollar, seven three" — the root password of the lab switch.',
      ].join("\n"),
      [recipe, phrase, "kilo, lowercase lima mike oscar"],
      ["Printer Wi-Fi"],
    );
  });

  it("a made password holding % and two hex letters, a 2FA key named far from 2FA, Japanese recovery codes", async () => {
    const percent = `Maple%Fa${fake.lower(4)}${fake.pin(2)}`;
    const groups = Array.from({ length: 8 }, () => `${fake.lower(2)}${fake.pin(2).replace(/[0189]/g, "5")}`);
    const codes = [`${fake.lower(4)}-${fake.pin(4)}`, `${fake.pin(4)}-${fake.lower(4)}`];
    await writesWithout(
      `The password is ${percent}\n\nShared 2FA for the domain registrar account (the old one) — setup key: ${groups.join(" ")}\n\nGitHub のリカバリーコード:\n${codes.join("\n")}`,
      [percent, groups.join(" "), ...codes],
    );
  });

  it("a gem source's credentials as Bundler keeps them, a curl password starting with a dash", async () => {
    const bundler = `${fake.hex(8)}:${fake.hex(8)}`;
    const dashed = `-${fake.made()}`;
    await writesWithout(
      `BUNDLE_GEMS__CONTRIBSYS__COM=${bundler}\ncurl -u deploy:${dashed} https://search.example.net/_reindex`,
      [bundler, dashed],
      ["BUNDLE_GEMS__CONTRIBSYS__COM=", "https://search.example.net/_reindex"],
    );
  });

  it("refuses a tag naming a door and its code, keeps one naming a door and a year", async () => {
    const box = makeSandbox();
    const request = { title: "Office", content: "Front door notes.", type: "learning" as const };
    await expect(writeMemory(contextFor(box), { ...request, tags: ["office", `tür-${fake.pin(4)}`] })).rejects.toThrow(
      InvalidTagsError,
    );
    await expect(writeMemory(contextFor(box), { ...request, tags: ["office", "door-2024"] })).resolves.toBeDefined();
  });
});

describe("revision 14: what is kept, through a write", () => {
  it("a service account's key id, a SQL bind variable, a fingerprint in URL-safe base64, where a password is kept", async () => {
    const keep = [
      '"private_key_id": "3f1c9a7e5b2d4f6a8c0e1b3d5f7a9c0e2a4c6e8a"',
      "CREATE USER app_rw IDENTIFIED BY :app_password;",
      "SHA256:nQ4_x7Lm2Pz-Rk9Vt3Wb8Yc1Hd6Fg0Js5AeMo2Ur7iT",
      '| Grafana | admin | 1Password → "Grafana prod" |',
    ];
    await writesWithout(
      `{"type": "service_account", ${keep[0]}, "client_email": "ci@shop.iam.gserviceaccount.com"}\n${keep[1]}\nHost key: ${keep[2]}\n\n| Service | User | Password |\n|---|---|---|\n${keep[3]}`,
      [],
      keep,
    );
  });
});
