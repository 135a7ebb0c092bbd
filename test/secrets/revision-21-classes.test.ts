// Revision 21: each class the twenty-first set (secrets people pass to each other in writing: chats, tickets, e-mails,
// hand-over notes, password-manager exports, values spelled out, split or spaced) got through at revision 20, and the
// twentieth set's leftovers, through the real write path (writeMemory: the gate, the memory writer, the indexes, the
// event log), every file of the store then read back. Every example is written here, none is a set's line: the sets
// stay out of the repository as measurements.

import { describe, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-21-write");

const writesWithout = writePathCheck("Notes from the team chat", ["handover"]);

describe("revision 21: secrets passed from person to person, through a write", () => {
  it("share links of password managers, a CSV export, a KeePass entry", async () => {
    const send = `${fake.token(22)}/${fake.token(22)}`;
    // The link's host too: it names the service, but is part of what the link is.
    const share = fake.token(43);
    const [first, second] = [fake.made(), `${fake.words(2).replace(/ /g, "-")}-${fake.pin(2)}`];
    const keepass = fake.made();
    await writesWithout(
      [
        `Password sent as a Send, one view: https://send.bitwarden.com/#${send}`,
        `1Password share, valid 7 days: https://share.1password.com/s#${share}`,
        `oops, wrong clipboard:\nTitle,Website,Username,Password,Notes\n"NAS","https://nas.lan","admin","${first}",\n"Wiki","https://wiki.lan","jan","${second}",`,
        `<String><Key>UserName</Key><Value>root</Value></String>\n<String><Key>Password</Key><Value ProtectInMemory="True">${keepass}</Value></String>`,
      ].join("\n\n"),
      [`send.bitwarden.com/#${send}`, share, first, second, keepass],
      ["https://nas.lan", "root"],
    );
  });

  it("passwords described, spelled with dashes, spaced out, and sent in parts", async () => {
    const described = `${fake.words(2)}, all one word, capital Q, then ${fake.pin(2)} and a hash sign`;
    const beschrieben = `großes M, dann ${fake.lower(5)}, dann die Zahl ${fake.pin(2)} und ein Ausrufezeichen`;
    const spelled = ["Kilo", "seven", "x-ray", "Lima (lowercase)", "bravo", "nine", "exclamation", "Quebec"].join(
      " - ",
    );
    const spaced = `${fake.token(5)}-${fake.token(3)}`.split("").join(" ");
    const [half1, half2] = [`${fake.token(5)}#`, `${fake.token(5)}!`];
    const [chat1, chat2] = [`${fake.token(6)}%`, `${fake.token(6)}&`];
    await writesWithout(
      [
        `09:30 greg: what's the password for the lab laptop?\n09:31 nina: it's ${described} at the end`,
        `Das Passwort für den Seminarraum-PC: ${beschrieben}.`,
        `Read it over the phone: ${spelled}. That's the BIOS password.`,
        `p a s s w o r d  f o r  t h e  r o u t e r :  ${spaced}  (spaced so the bot ignores it)`,
        `Password was sent in two messages:\n  first half:  ${half1}\n  second half: ${half2}`,
        `[16:20] Dana: sending the root pw in two parts\n[16:20] Dana: ${chat1}\n[16:21] Dana: ${chat2}`,
      ].join("\n\n"),
      [described, beschrieben, spelled, spaced, half1, half2, chat1, chat2],
      ["09:30 greg", "Seminarraum-PC", "BIOS password", "[16:20] Dana"],
    );
  });

  it("an AWS pair from a screenshot, Okta's token, backup codes in columns, door and locker codes, basic auth", async () => {
    const id = `AKIA${fake.upper(16)}`;
    const secretKey = fake.base64(40);
    const okta = `00${fake.token(40)}`;
    const codes = [1, 2, 3, 4].map(() => `${fake.pin(4)} ${fake.pin(4)}`);
    const [digicode, locker, safe] = [
      `${fake.pin(1)}B${fake.pin(4)}`,
      fake.pin(4),
      `${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`,
    ];
    const basic = fake.made();
    await writesWithout(
      [
        `[transcribed from a screenshot]\nAccess key              Secret access key\n${id}    ${secretKey}      Hide`,
        `token of svc-hrsync, created last week:\nSSWS ${okta}`,
        `Backup codes for it-admin@example.com:\n1. ${codes[0]}    3. ${codes[2]}\n2. ${codes[1]}    4. ${codes[3]}`,
        `Le digicode de l'entrée est ${digicode}, puis badge.\n- Kluisje 14, code ${locker}\n- Server room safe: ${safe}`,
        `Jira bot basic auth jira-bot:${basic} — move to vault`,
      ].join("\n\n"),
      [id, secretKey, okta, ...codes, digicode, locker, safe, basic],
      ["it-admin@example.com", "Kluisje 14", "jira-bot"],
    );
  });

  it("the twentieth set's leftovers: a master key under its sentence, a pair in backticks, an INSERT's rows, a dotted password", async () => {
    const master = fake.hex(32);
    const qa = fake.made();
    const [row1, row2] = [fake.token(48), fake.token(48)];
    const dotted = `H${fake.pin(1)}u.${fake.lower(4)}Nhx${fake.upper(1)}${fake.pin(1)}j`;
    await writesWithout(
      [
        `Klucz do produkcji (RAILS_MASTER_KEY):\n\n${master}`,
        `Login uses the shared QA account: \`qa@example.io\` / \`${qa}\`.`,
        `INSERT INTO api_clients (client_id, name, client_secret) VALUES\n  ('ios', 'iOS app', '${row1}'),\n  ('partner', 'Partner', '${row2}');`,
        `signingConfigs { release { keyPassword=${dotted} } }`,
      ].join("\n\n"),
      [master, qa, row1, row2, dotted],
      ["RAILS_MASTER_KEY", "qa@example.io", "'partner'"],
    );
  });
});

describe("revision 21: near misses of the same classes, kept through a write", () => {
  it("a password policy, a document's parts, a CSV with no password column, a safe's date, a stack's names", async () => {
    const content = [
      "The password must be at least 12 characters: one capital letter, then a digit and a symbol.",
      "API keys are explained in three parts.\nPart 1: Overview\nPart 2: Setup",
      "id,name,email,password_changed_at\n7,Jan,jan@example.com,2024-05-01",
      "How to share a secret: https://bitwarden.com/help/about-send/",
      "Safe: 2024-05-01 (the day it was installed)",
      "Okta's API wants the SSWS scheme; Basic auth: user:password is only the docs' example.",
      `Buckets the stack created:\nshopstack-logsbucket${fake.hex(8)}-${fake.lower(5)}${fake.pin(7)}`,
    ].join("\n\n");
    await writesWithout(content, [], content.split("\n\n"));
  });
});
