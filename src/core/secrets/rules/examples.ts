// What a rule family's examples are made of: texts holding a secret, and near misses that must stay as they are.
// The values are made here from a seeded random source when the examples are built, so no value that looks like a
// secret is written in this folder's sources (the clean-files count scans them). Tests only: no rule imports this.

/** A text that holds secrets, and the secrets no part of which may survive redaction. */
export interface SecretExample {
  text: string;
  secrets: string[];
}

/** A family's proof: texts whose secrets must be redacted, and near misses that must come out unchanged. */
export interface RuleExamples {
  redacted: SecretExample[];
  kept: string[];
}

/** `secret\`the password is ${value}\``: the interpolated values are the secrets of the text. */
export function secret(parts: TemplateStringsArray, ...values: string[]): SecretExample {
  return { text: parts.reduce((text, part, i) => text + values[i - 1] + part), secrets: values };
}

const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnopqrstuvwxyz";
const DIGITS = "0123456789";
const WORDS = ["lantern", "quartz", "maple", "harbor", "cobalt", "meadow", "falcon", "ember", "willow", "granite"];

/** Fake values of the shapes secrets take, the same on every run for a given seed. */
export function fakeValues(seed: string) {
  let state = [...seed].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (alphabet: string, length: number): string => {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const word = (): string => WORDS[Math.floor(next() * WORDS.length)]!;
  const capital = (text: string): string => text[0]!.toUpperCase() + text.slice(1);
  return {
    /** Letters of both cases and digits, each class at least once. */
    token: (length: number): string =>
      pick(UPPER + LOWER + DIGITS, length - 3) + pick(UPPER, 1) + pick(DIGITS, 1) + pick(LOWER, 1),
    hex: (length: number): string => pick("0123456789abcdef", length),
    /** Lower-case letters only (an app-specific password's groups). */
    lower: (length: number): string => pick(LOWER, length),
    base64: (length: number): string =>
      pick(`${UPPER}${LOWER}${DIGITS}+/`, length - 2) + pick(DIGITS, 1) + pick(UPPER, 1),
    base32: (length: number): string =>
      pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", length - 2) + pick("234567", 1) + pick(UPPER, 1),
    upper: (length: number): string => pick(`${UPPER}${DIGITS}`, length - 1) + pick(DIGITS, 1),
    /** A password a person makes: two words, a symbol and digits (`Maple#Ember42`). */
    made: (): string => `${capital(word())}${pick("#!$%&*", 1)}${capital(word())}${pick("123456789", 2)}`,
    /** Digits that are no run and no repeat, first digit not 0. */
    pin: (length: number): string => {
      let out = pick("123456789", 1);
      while (out.length < length) {
        const d = pick(DIGITS, 1);
        if (d !== out.at(-1) && Number(d) !== Number(out.at(-1)) + 1) out += d;
      }
      return out;
    },
    words: (count: number): string => Array.from({ length: count }, word).join(" "),
    uuid: (): string =>
      `${pick("0123456789abcdef", 8)}-${pick("0123456789abcdef", 4)}-4${pick("0123456789abcdef", 3)}-a${pick("0123456789abcdef", 3)}-${pick("0123456789abcdef", 12)}`,
  };
}

export type FakeValues = ReturnType<typeof fakeValues>;
