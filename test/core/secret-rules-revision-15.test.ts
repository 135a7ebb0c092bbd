// Revision 15: what the sixteenth set's writer reached for, as classes, beyond the families' examples
// (src/core/secrets/rules/*.examples.ts): tags that are hashes or key ids, a secret item's keep strings around the
// new classes, and a redacted text staying redacted. Every example is written here, none is a set's line.

import { describe, expect, it } from "vitest";
import { InvalidTagsError } from "../../src/core/errors.js";
import { redactSecrets } from "../../src/core/secrets/index.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { parseTags } from "../../src/core/validation/index.js";

const fake = fakeValues("revision-15");

/** Redacts `text`: each secret gone, each keep string whole, and redacting again changes nothing. */
function redactsKeeping(text: string, secrets: string[], keep: string[]): void {
  const out = redactSecrets(text).text;
  for (const secret of secrets) expect(out, text).not.toContain(secret);
  for (const part of keep) expect(out, text).toContain(part);
  expect(redactSecrets(out).text).toBe(out);
}

describe("tags that are hashes", () => {
  it("accepts an abbreviated commit, a GPG key id and a short digest beside what names it", () => {
    const commit = fake.hex(12);
    expect(parseTags(`hotfix, ${commit}, release-2.4.1`)).toEqual(["hotfix", commit, "release-2.4.1"]);
    const keyId = `0x${fake.hex(16).toUpperCase()}`;
    expect(parseTags(`gpg, ${keyId}, release-signing`)).toEqual(["gpg", keyId.toLowerCase(), "release-signing"]);
    expect(parseTags(`sha256, ${fake.hex(16)}, image-pin`)).toHaveLength(3);
    // A commit's whole id.
    expect(parseTags(`revert, ${fake.hex(40)}`)).toHaveLength(2);
  });

  it("accepts a digest's length only beside a tag naming the hash, and refuses what a key looks like", () => {
    const digest = fake.hex(32);
    expect(parseTags(`md5, ${digest}`)).toEqual(["md5", digest]);
    // The same 32 hex digits with nothing naming a hash: an API key's shape.
    expect(() => parseTags(`datadog, ${digest}`)).toThrow(InvalidTagsError);
    // Mixed case is no hash's alphabet, whatever names it.
    expect(() => parseTags(`sha256, ${fake.token(16)}`)).toThrow(InvalidTagsError);
    expect(() => parseTags(`commit, ${fake.hex(6)}${fake.upper(6)}`)).toThrow(InvalidTagsError);
  });
});

describe("a secret item of the new classes keeps what is no secret around it", () => {
  it("keeps a router's export around its passwords", () => {
    const user = fake.made();
    const psk = `Filiale-${fake.made()}`;
    redactsKeeping(
      `/user add name=backup group=read password=${user}\nset [ find default=yes ] wpa2-pre-shared-key=${psk}\n/ip address add address=192.168.88.1/24 interface=bridge`,
      [user, psk],
      ["/user add name=backup group=read", "192.168.88.1/24"],
    );
  });

  // Revision 28: Cisco's hashed secrets (types 5, 8, 9) are redacted too: read back with the config, they open the
  // device to a guess (rules/devices.ts).
  it("redacts Cisco's reversible and hashed secrets, keeping the rest of a running config", () => {
    const type7 = `06${fake.hex(16).toUpperCase()}`;
    const community = `${fake.made()}-ro`;
    const hash = `$9$${fake.token(14)}$${fake.token(43)}`;
    redactsKeeping(
      `username netops privilege 15 password 7 ${type7}\nusername ops privilege 15 secret 9 ${hash}\nsnmp-server community ${community} RO 10\nsnmp-server location DC1-R03`,
      [type7, community, hash],
      ["username netops privilege 15", "username ops privilege 15 secret 9", "snmp-server location DC1-R03"],
    );
  });

  it("keeps the public key beside a WireGuard private key, named in Finnish", () => {
    const privateKey = `${fake.base64(43)}=`;
    const publicKey = `${fake.base64(43)}=`;
    redactsKeeping(
      `ListenPort = 51820\nPrivateKey = ${privateKey}\nToimiston julkinen avain: ${publicKey}`,
      [privateKey],
      [publicKey, "ListenPort = 51820"],
    );
  });

  it("keeps a URL's query after a curl's redacted password", () => {
    const token = fake.hex(34);
    redactsKeeping(
      `curl -X POST -u ops-bot:${token} \\\n  "https://ci.example.net/job/deploy/buildWithParameters?ENV=staging&REF=release-3.14"`,
      [token],
      ["ENV=staging&REF=release-3.14"],
    );
  });

  it("keeps SOPS's ciphertext whole and a Postfix map's path", () => {
    const enc = `ENC[AES256_GCM,data:${fake.base64(32)},iv:${fake.base64(43)}=,tag:${fake.base64(22)}==,type:str]`;
    redactsKeeping(`database:\n    password: ${enc}`, [], [enc]);
    redactsKeeping("smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd", [], ["hash:/etc/postfix/sasl_passwd"]);
  });
});

describe("the new rules on hostile text", () => {
  // Text repeating what each new expression could backtrack over (the attack strings bench/regex-audit found for
  // their first drafts: an Erlang cookie's name and blanks, an OpenVPN block's header and blanks). 50,000
  // characters each: a quadratic expression takes tens of seconds on them, a linear one well under a second.
  const hostile: Record<string, string> = {
    "an Erlang cookie's name, then blanks": `-setcookie ${" ".repeat(50_000)}\u0000`,
    "an OpenVPN block's header, then blanks": `-----BEGIN OpenVPN Static key V1-----v${"\u000b ".repeat(25_000)}`,
    "secret ids run together": "ASECRETID:".repeat(5_000),
    "a Redis ACL line of many rules": `user app on ${"~k:* ".repeat(10_000)}`,
    "a Redis ACL user's name, then marks": `USER\tS${">".repeat(50_000)}`,
    "command prompts with no output": "$ cat secret.key\n".repeat(3_000),
    "SNMPv3 protocols and no passphrase": `createUser u ${"SHA AES ".repeat(6_000)}`,
    "a codeword's name and a word, again and again": "codeword: alpha ".repeat(3_000),
    "SOPS's opening without its end": `password: ${"ENC[AES256_GCM,data:".repeat(2_500)}`,
  };
  for (const [name, text] of Object.entries(hostile)) {
    it(`finishes ${name} in linear time`, () => {
      const before = process.cpuUsage();
      redactSecrets(text);
      const used = process.cpuUsage(before);
      expect((used.user + used.system) / 1000, name).toBeLessThan(3_000);
    });
  }
});
