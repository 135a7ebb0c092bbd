// The family of codes, seeds and pairs: its proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`SIM card: PIN ${fake.pin(4)}, keep it with the phone`,
      secret`door code: ${fake.pin(6)}#`,
      secret`totp = pyotp.TOTP("${fake.base32(32)}")`,
      secret`GitHub recovery codes:\n${`${fake.hex(5)}-${fake.hex(5)}\n${fake.hex(5)}-${fake.hex(5)}\n${fake.hex(5)}-${fake.hex(5)}`}`,
      secret`WIFI:T:WPA;S:office-guest;P:${fake.made()};;`,
      secret`admin / ${fake.made()}`,
      secret`Combination for the lock box: ${`${fake.pin(2)}-${fake.pin(1)}-${fake.pin(2)}`}. Keys inside.`,
      secret`Company card, CVC ${fake.pin(3)}`,
    ],
    kept: [
      "PIN 0000 is the factory default",
      "the door code changes every month",
      "after 1500 ms the request times out",
      "recovery codes are stored in the vault",
      "see page 2 / section 4 of the manual",
      "card ending in 4242, expires 11/27",
    ],
  };
}
