// Revision 27: secrets in links and documentation — links whose path, fragment or query is the key, passphrases of
// plain words after a password's name, a login or among tags. Through the real write path (the gate, the memory
// writer, the indexes, the event log), every file of the store read back. Every example is written here, none is a
// set's line: the sets stay out of the repository as measurements.

import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { expectNoSecretIn, writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-27-write");
/** Words run together, as a passphrase people remember (`quartzmeadowfalcon`). */
const joined = (count: number): string => fake.words(count).replace(/ /g, "");

const writesWithout = writePathCheck("Links from the handover", ["handover"]);

describe("revision 27: links that open what they point at", () => {
  it("a calendar's feed, shared files, hooks, a reset link, an OAuth fragment; the hosts kept", async () => {
    const keys = [fake.hex(32), fake.token(22), fake.token(32), fake.hex(64), fake.token(40)];
    await writesWithout(
      [
        `- On-call calendar: https://calendar.google.com/calendar/ical/oncall%40firma.example/private-${keys[0]}/basic.ics`,
        `- Backup on MEGA: https://mega.nz/file/Ab3dEf6H#${keys[1]}`,
        `- Snapshot: https://grafana.firma.example/dashboard/snapshot/${keys[2]}`,
        `- Reset link: https://app.firma.example/password/reset/${keys[3]}?email=ops%40firma.example`,
        `- Redirect: https://app.firma.example/callback#access_token=${keys[4]}&token_type=bearer`,
      ].join("\n"),
      keys,
      ["calendar.google.com", "mega.nz", "grafana.firma.example", "app.firma.example/password/reset/"],
    );
  });

  it("keeps a public feed, tracking queries and OAuth's public parameters", async () => {
    const kept = [
      "https://calendar.google.com/calendar/ical/en.german%23holiday%40group.v.calendar.google.com/public/basic.ics",
      "https://example.com/landing?utm_source=newsletter&utm_campaign=spring2025&v=20250101",
      "https://login.example.com/authorize?client_id=8f3a2b1c9d&state=af0ifjsldkj&nonce=n-0S6_WzA2Mj",
    ];
    await writesWithout(kept.join("\n"), [], kept);
  });
});

describe("revision 27: passphrases of plain words", () => {
  it("after a password's name, a login and a slash, in a title, kept out of the file's name", async () => {
    const words = [joined(3), joined(3), joined(3)];
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      title: `WLAN Lager – Passwort ${words[0]}`,
      content: `Übergabe:\n- Router: http://192.168.0.1 admin / ${words[1]}\n- Testserver: ssh ops@test.example.de, Passwort ${words[2]}`,
      type: "learning",
      tags: ["handover"],
    });
    expectNoSecretIn(box.projectStore, words, "a handover");
  });

  it("refuses tags one of which is a passphrase beside what it opens", async () => {
    const box = makeSandbox();
    const write = writeMemory(contextFor(box), {
      title: "Office network",
      content: "The guest network is separate.",
      type: "learning",
      tags: ["wifi", "office", joined(4)],
    });
    await expect(write).rejects.toThrow(/tag looks like a secret/);
  });

  it("keeps a topic's tags and a password's name before a word of the language", async () => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      title: "Passwort zurücksetzen",
      content: "Password authentication failed for user postgres.",
      type: "learning",
      tags: ["vpn", "troubleshooting", "documentation"],
    });
    expectNoSecretIn(box.projectStore, [], "kept");
  });
});
