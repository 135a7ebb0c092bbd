import { describe, expect, it } from "vitest";
import { findSecrets, findSecretsWithoutShortcuts } from "../../src/core/secrets/index.js";
import { corpusRandom, nearMisses, secretCorpus } from "../secrets/corpus.js";
import { nearMisses as heldOutNearMisses, secrets as heldOutSecrets } from "../secrets/held-out-set.js";

// The scanner skips a rule when a cheap test of the whole text says it cannot
// accept anything there, and finds token runs with a loop instead of a regex.
// Neither may change a finding: each text here is scanned both ways.

const corpus = secretCorpus();
const misses = nearMisses();
const samples = [
  ...corpus.map((item) => item.text),
  ...misses.map((item) => item.text),
  ...(heldOutSecrets as Array<{ text: string }>).map((item) => item.text),
  ...(heldOutNearMisses as Array<{ text: string }>).map((item) => item.text),
  // Forms whose rules test the text case-blind: upper-case words must reach them too.
  "SET SMTP_PASS TO Zq8vR3kLm2Xw in the env",
  "set DB_PASSWORD to `hunter2xyz` first",
  "npm CONFIG SET //registry.npmjs.org/:_authToken 9fKx2LmQ8vR3kLm2Xw7Np4Tz",
  "Staging API KEY: 9fKx2LmQ8vR3kLm2Xw7Np4TzB1",
  "COOKIE: SESSIONID=9fKx2LmQ8vR3kLm2Xw7Np4TzB1q",
  '<ADD KEY="ApiKey" VALUE="9fKx2LmQ8vR3kLm2Xw7Np4TzB1" />',
  "ssh in WITH PASSWORD Zq8vR3kLm2#x",
  // Provider tokens as runs of token characters exactly as long as the scan looks for (20), one shorter, one
  // longer, at the start and the end of a text and as the whole text.
  "xoxb-9fKx2LmQ8vR3kLm",
  "xoxb-9fKx2LmQ8vR3kL",
  "xoxb-9fKx2LmQ8vR3kLm2 and more",
  "a token: xoxb-9fKx2LmQ8vR3kLm",
  "at the end:xoxb-9fKx2LmQ8vR3kL",
  "ghp_9fKx2LmQ8vR3kLm2Xw7Np4TzB1q9fKx2LmQ8v",
];

// Prose of the kind memories hold, with the words and punctuation the rules key on.
const WORDS = (
  "the token refresh race password is key = value api key secret: for of on to was remains reads curl -u " +
  "mysql -p login upload sshpass redis-cli -passin pass: --password --api-token= Bearer Basic ENV define( " +
  "variable default machine https:// user@host db:5432:app:admin: ?sig= &token= <password> </password> " +
  "eyJhbGciOi AKIA 12345678: _authToken= AccountKey= data:image/png;base64, config set SET TO SMTP_PASS " +
  "| Password | --- Kennwort mot de passe est ist \u30d1\u30b9\u30ef\u30fc\u30c9\u306f login: admin / use as the " +
  'Authorization: SSWS snyk auth htpasswd -b auth=( 2FA seed webhookb2 /hooks/ PuTTY-User-Key-File-3: "kty" ' +
  "mosquitto_pub -P sqlcmd 7z a -p ldapsearch -w net use /user:X secret set --value ssm put-parameter SecureString " +
  'ConvertTo-SecureString app password recovery codes ["SECRET_KEY"] Client(" getConnection(" ", " routing_key ' +
  "PIN PUK dell' \u015fifresi L\u00f6senordet \u00ab \u00bb wiederherstellungscode " +
  "IDENTIFIED BY CREATE USER requirepass sessionid= WIFI:T:WPA;S:x;P: door code set it to mongosh -p sqlplus " +
  "psk= Salasana heslo je \u2014 /key/ Plaintext: kms \u03b5\u03af\u03bd\u03b1\u03b9 \u05d4\u05d9\u05d0 " +
  "- _ . / : = ' \" ` \n \t"
).split(" ");

function variants(seed: number): string[] {
  const { next, pick } = corpusRandom(seed);
  const any = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const prose = (words: number) => Array.from({ length: words }, () => any(WORDS)).join(next() < 0.8 ? " " : "");
  const mutate = (text: string) => {
    let out = text;
    for (let edits = 1 + Math.floor(next() * 4); edits > 0; edits--) {
      const at = Math.floor(next() * (out.length + 1));
      const roll = next();
      if (roll < 0.35) out = out.slice(0, at) + out.slice(at + 1);
      else if (roll < 0.7) out = out.slice(0, at) + pick(" :=-_./@'\"\nAa0", 1) + out.slice(at);
      else out = out.slice(0, at) + out.slice(at, at + 1).toUpperCase() + out.slice(at + 1);
    }
    return out;
  };
  const out: string[] = [];
  for (const sample of samples) {
    out.push(`${prose(30)} ${sample} ${prose(30)}`);
    out.push(mutate(sample));
    out.push(mutate(`${prose(10)}\n${sample}`));
  }
  for (let i = 0; i < 400; i++)
    out.push([any(samples), prose(20), any(samples), any(samples)].join(any(["\n", " ", ""])));
  for (let i = 0; i < 400; i++) out.push(prose(60));
  return out;
}

describe("secret scan shortcuts", () => {
  it("find exactly what the scan without them finds", () => {
    const texts = [...samples, ...variants(7), ...variants(20261126)];
    let withFindings = 0;
    for (const text of texts) {
      const expected = findSecretsWithoutShortcuts(text);
      expect(findSecrets(text), text).toEqual(expected);
      if (expected.length > 0) withFindings++;
    }
    // The comparison means something only if many texts hold secrets and many do not.
    expect(withFindings).toBeGreaterThan(texts.length / 4);
    expect(withFindings).toBeLessThan(texts.length - 200);
    // Thousands of slow reference scans: a minute or more on a loaded two-core machine.
  }, 240_000);
});
