// Revision 13: what a secret item keeps around its secret (the fourteenth set's keep strings, as classes), and the
// redacted text staying redacted. Every example is written here, none is a set's line. The families' examples
// (src/core/secrets/rules/*.examples.ts) hold the new classes' secrets and near misses.

import { describe, expect, it } from "vitest";
import { findSecrets, redactSecrets } from "../../src/core/secrets/index.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";

const fake = fakeValues("revision-13");
const label = "PRIVATE KEY";

/** Redacts `text`: each secret gone, each keep string whole, and redacting again changes nothing. */
function redactsKeeping(text: string, secrets: string[], keep: string[]): void {
  const out = redactSecrets(text).text;
  for (const secret of secrets) expect(out, text).not.toContain(secret);
  for (const part of keep) expect(out, text).toContain(part);
  expect(redactSecrets(out).text).toBe(out);
}

describe("a secret item keeps what is no secret around its secret", () => {
  it("redacts a private key's body and keeps the lines that name its kind", () => {
    const body = [fake.base64(64), fake.base64(64), fake.base64(24)].join("\n");
    const header = `-----BEGIN EC ${label}-----`;
    const footer = `-----END EC ${label}-----`;
    redactsKeeping(
      `the key that was mounted:\n${header}\n${body}\n${footer}\nthen openssl ec -pubout`,
      [body],
      [header, footer, "openssl ec -pubout"],
    );
    // A flattened block, as a log prints one.
    redactsKeeping(`key: ${header} ${body.replace(/\n/g, " ")} ${footer}`, [body.split("\n")[0]!], [header]);
  });

  it("keeps a Google OAuth client id beside the client secret it goes with", () => {
    const id = `${fake.pin(12)}-${fake.lower(32)}.apps.googleusercontent.com`;
    const secret = `GOCSPX-${fake.token(28)}`;
    redactsKeeping(`GOOGLE_CLIENT_ID=${id}\nGOOGLE_CLIENT_SECRET=${secret}`, [secret], [id]);
  });

  it("keeps a node provider's project URL the note calls harmless, not the wallet's key beside it", () => {
    const url = `https://sepolia.infura.io/v3/${fake.hex(32)}`;
    const key = `0x${fake.hex(64)}`;
    redactsKeeping(
      `networks: { sepolia: { url: "${url}", accounts: ["${key}"] } }\n(the infura project id in the URL is fine, the key is not)`,
      [key],
      [url],
    );
    // Not said harmless: the project id in its URL is read as a key, as revision 9 taught.
    const bare = fake.hex(32);
    expect(redactSecrets(`url: "https://mainnet.infura.io/v3/${bare}"`).text).not.toContain(bare);
  });

  it("keeps a licence block's licensee and seats, and a Twilio account's SID beside its auth token", () => {
    const groups = Array.from({ length: 2 }, () =>
      Array.from({ length: 8 }, () => fake.hex(8).toUpperCase()).join(" "),
    ).join("\n");
    redactsKeeping(
      `----- BEGIN LICENSE -----\nAcme GmbH\n25 User License\n${groups}\n------ END LICENSE ------`,
      [groups.slice(0, 17)],
      ["Acme GmbH", "25 User License"],
    );
    const sid = `AC${fake.hex(32)}`;
    const token = fake.hex(32);
    redactsKeeping(
      `curl -X POST https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json \\\n  --data-urlencode "Body=hi" \\\n  -u ${sid}:${token}`,
      [token],
      [`Accounts/${sid}/Messages.json`],
    );
  });
});

describe("identifiers and listings that look like values are kept", () => {
  it("keeps request ids, content ids, sizes and a flag named in a sentence", () => {
    for (const text of [
      `Logs: req_${fake.token(14)}, refund re_${fake.token(24)}`,
      `{"error":"token_expired","message":"expired","request_id":"req_${fake.hex(12)}"}`,
      `the IPFS pin for the bundle is bafybei${fake.lower(52).replace(/[^a-z2-7]/g, "a")}`,
      "secret_key:      107 bytes\nwebhook_secret:  38 bytes",
      "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    ])
      expect(findSecrets(text), text).toEqual([]);
  });

  it("still redacts a password given after --password, and a value under secret_key that is no size", () => {
    const value = fake.made();
    expect(redactSecrets(`docker login --password ${value} registry.acme.io`).text).not.toContain(value);
    const key = fake.token(40);
    expect(redactSecrets(`secret_key: ${key}`).text).not.toContain(key);
  });
});
