// The third set (held-out-set.ts), written without reading the rules: every
// secret is redacted but the few named below, and no near miss is touched.

import { describe, expect, it } from "vitest";
import { findSecrets, redactSecrets } from "../../src/core/secrets/index.js";
import { nearMisses, secrets } from "./held-out-set.js";

// Not recognised, on purpose: a value whose only context is a provider's name ("public … private <uuid>").
// (Revision 9 learned the other one, a node provider's key as an Infura URL's path.)
const KNOWN_MISSES = ["mongodb-atlas-api-private"];

describe("the third secret set", () => {
  it("redacts every secret but the known misses", () => {
    const missed = (secrets as Array<{ id: string; text: string; secret: string }>)
      .filter(({ text, secret }) => redactSecrets(text).text.toLowerCase().includes(secret.toLowerCase()))
      .map(({ id }) => id);
    console.log(`third set: ${secrets.length} secrets, ${missed.length} missed`);
    expect(missed.sort()).toEqual([...KNOWN_MISSES].sort());
  });

  it("leaves every near miss alone", () => {
    const changed = (nearMisses as Array<{ id: string; text: string }>)
      .filter(({ text }) => findSecrets(text).length > 0)
      .map(({ id }) => id);
    console.log(`third set: ${nearMisses.length} near misses, ${changed.length} changed`);
    expect(changed).toEqual([]);
  });
});
