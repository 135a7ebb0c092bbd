// Revision 28: devices, networks and firmware — a smart-home device's setup code, a device's stored or clear
// passwords in its config, a Wi-Fi passphrase of words with blanks, passwords as devices ship them, and tags holding
// a device's secret. Through the real write path (the gate, the memory writer, the indexes, the event log), every
// file of the store read back. Every example is written here, none is a set's line: the sets stay out of the
// repository as measurements.

import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { parseTags } from "../../src/core/validation/request-fields.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { expectNoSecretIn, writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-28-write");
const writesWithout = writePathCheck("Commissioning notes", ["network"]);

describe("revision 28: a device's secrets in notes and configs", () => {
  it("a setup code, a device's hash and clear key, a passphrase with blanks, a pull tab's password", async () => {
    const secrets = [
      `${fake.pin(4)}-${fake.pin(3)}-${fake.pin(4)}`,
      `$8$${fake.token(14)}$${fake.token(43)}`,
      fake.token(28),
      fake.words(4),
      `QX${fake.pin(1)}RTWPK`,
    ];
    await writesWithout(
      [
        `- Kitchen light, Matter pairing code ${secrets[0]}`,
        "- Core switch:",
        "```",
        `username ops privilege 15 secret 8 ${secrets[1]}`,
        "```",
        `- FortiGate: \`set psksecret ${secrets[2]}\``,
        `- Gästenetz im Lager, Passwort ${secrets[3]}. Gilt ab Montag.`,
        `- New BMC: user ADMIN, password from the pull tab: ${secrets[4]}`,
      ].join("\n"),
      secrets,
      ["Kitchen light", "Core switch", "FortiGate"],
    );
  });

  it("keeps identifiers, published test codes and a public key", async () => {
    const kept = [
      "Matter test device: passcode 20202021, manual code 34970112332.",
      `DevEUI ${fake.hex(16).toUpperCase()}, JoinEUI 70B3D57ED0000000`,
      `The VPN server's public key (safe to share): ${fake.base64(43)}=`,
      "Wi-Fi password: printed on the sticker below the router.",
    ];
    await writesWithout(kept.join("\n"), [], kept);
  });
});

describe("revision 28: tags", () => {
  it("refuses a device's password or community as a tag beside what it opens", async () => {
    for (const tags of [
      `snmp, lab-${"xQwErTyZu".replace(/./g, (c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase()))}, zabbix`,
      `idrac, db-03, root-_${fake.lower(4)}${fake.pin(4)}QRT`,
    ])
      expect(() => parseTags(tags), tags).toThrow();
  });

  it("keeps a serial number's, a version's and a topic's tags", () => {
    for (const tags of ["rma, cisco, sn-qkd4471z9pr", "network, unifi, fw-6.6.55", "vpn, wireGuard, homelab"])
      expect(parseTags(tags), tags).toHaveLength(tags.split(",").length);
  });

  it("a title holding a device's community is redacted, not filed", async () => {
    const community = `ro-${fake.token(10)}`;
    const box = makeSandbox();
    await writeMemory(contextFor(box), {
      title: `SNMP RO community for the NMS = ${community}`,
      content: "Written down so that it is not forgotten.",
      type: "learning",
      tags: ["snmp"],
    });
    expectNoSecretIn(box.projectStore, [community], "a title");
  });
});
