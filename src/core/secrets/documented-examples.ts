// Values that are no secret whichever rule found them: what providers publish in their documentation for every
// reader to paste, public keys' fingerprints, values encrypted to be committed.
// AWS's `AKIAIOSFODNN7EXAMPLE` pair is not among them, on purpose: it has a valid key's shape, and a rule that let
// it through would let through the key a person wrote `EXAMPLE` into by hand.

import { nodeCrypto } from "../node-builtins.js";
import { withoutTrailing } from "../text/index.js";

// Stripe's documented test-mode secret keys, shown in every example of its API reference.
// Revision 12: RFC 7617's (and 2617's) Basic credentials `Aladdin:open sesame`, and xkcd 936's passphrase, which
// every tutorial on passwords quotes.
const PUBLISHED = new Set([
  "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
  "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
  "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
  "correct horse battery staple",
  // Revision 20: the JDK's default password of its trust store (`keytool -cacerts -storepass changeit`), which every
  // installation shares and its documentation names: it guards public certificates, not a secret.
  "changeit",
  // Revision 25: Google reCAPTCHA's test site and secret keys (every check passes), and Azurite's development
  // account key (`devstoreaccount1`), both published for every reader and shared by every installation.
  "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
  "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
  // Revision 28: the Matter SDK's test device (passcode, manual pairing code, QR payload), which the specification and
  // every example print, and Zigbee 3.0's default trust-center link key, public by design (as text and in hex).
  "20202021",
  "34970112332",
  "3497-011-2332",
  "MT:Y.K9042C00KA0648G00",
  "ZigBeeAlliance09",
  "5A6967426565416C6C69616E63653039",
]);
// Revision 25: the private keys of Hardhat's and Anvil's default accounts (from the mnemonic `test test … junk`),
// printed by both at every start and funded on local chains only.
const DEV_CHAIN_KEYS = new Set([
  "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  "8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  "92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  "4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  "dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
  "2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
]);
// The one-time-password seeds the standards publish as test vectors: RFC 4226/6238's ASCII "1234567890…" in base32
// (20, 32 and 64 bytes: SHA-1, SHA-256, SHA-512). Revision 25: Google Authenticator's example seed `JBSWY3DPEHPK3PXP`
// too, which every TOTP tutorial and library's README quotes (blind sets showed it changed far more often than kept).
const PUBLISHED_OTP_SEEDS = new Set([
  "JBSWY3DPEHPK3PXP",
  "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
  "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA",
  "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA",
]);
// The card numbers payment providers document for test mode (Stripe's, also shown by others), digits only.
const TEST_CARDS = new Set([
  "4242424242424242",
  "4000056655665556",
  "5555555555554444",
  "2223003122003222",
  "5200828282828210",
  "5105105105105100",
  "378282246310005",
  "371449635398431",
  "6011111111111117",
  "3056930009020004",
  "3566002020360505",
  "6200000000000005",
  "4111111111111111",
  "4012888888881881",
]);
// The HMAC key jwt.io's debugger signs its sample with: a token signed with it can be forged by anyone.
const PUBLISHED_JWT_KEY = "your-256-bit-secret";

/** An HS256 JWT whose signature is made with a published key (jwt.io's sample): it proves nothing, it opens nothing. */
function isSignedWithPublishedKey(value: string): boolean {
  const parts = value.split(".");
  if (parts.length !== 3 || !value.startsWith("eyJhbGciOiJIUzI1NiIs")) return false;
  const signature = nodeCrypto()
    .createHmac("sha256", PUBLISHED_JWT_KEY)
    .update(`${parts[0]}.${parts[1]}`)
    .digest("base64url");
  return signature === parts[2];
}

/** A documentation example found whole as a secret's span. */
export function isDocumentedExample(value: string): boolean {
  if (PUBLISHED.has(value) || PUBLISHED_OTP_SEEDS.has(withoutTrailing(value, "="))) return true;
  if (value.startsWith("eyJ") && isSignedWithPublishedKey(value)) return true;
  if (/^(?:0x)?[0-9a-f]{64}$/i.test(value) && DEV_CHAIN_KEYS.has(value.replace(/^0x/i, "").toLowerCase())) return true;
  return /^[\d -]{15,23}$/.test(value) && TEST_CARDS.has(value.replace(/[ -]/g, ""));
}

/**
 * A public key's fingerprint as ssh and GPG print it (`SHA256:` then 43 base64 characters): it names a key anyone
 * may see, whichever rule took its random characters for a secret.
 */
export function isKeyFingerprint(secret: string, at: number, text: string): boolean {
  // GPG's: ten groups of four hex digits, two spaces in the middle (`4A1F 9C2E … C8B4`), found whole or a group of it.
  const gpg = /[0-9A-F]{4}(?: {1,2}[0-9A-F]{4}){9}(?![0-9A-Za-z])/y;
  const from = text.lastIndexOf("\n", at - 1) + 1;
  for (let start = Math.max(from, at - 48); start <= at; start++) {
    gpg.lastIndex = start;
    if ((start === 0 || !/[0-9A-Za-z]/.test(text[start - 1]!)) && gpg.test(text) && gpg.lastIndex >= at + secret.length)
      return true;
  }
  // Revision 14: in either base64 alphabet (`-` and `_` in the URL-safe one, as some tools print it).
  if (!/^[A-Za-z0-9+/_-]{27,43}=?$/.test(secret)) return false;
  if (/(?:SHA256|SHA1|MD5):$/i.test(text.slice(Math.max(0, at - 7), at))) return true;
  // A SHA-256 digest in base64 (43 characters and `=`) on a line that says it is a pin, a fingerprint or a hash.
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  return secret.length === 44 && /\b(?:spki|pin-sha256|fingerprint|sha-?256|digest|hash)\b/i.test(line);
}

/**
 * A value under a SealedSecret's `encryptedData`: encrypted for one cluster's key, made to be committed. The kind is
 * declared (`kind: SealedSecret`) or, revision 12, the text names it before a bare `spec:` excerpt.
 */
export function isSealedForCommit(at: number, text: string): boolean {
  if (!text.includes("SealedSecret") && !/kubeseal|sealed-secrets/.test(text)) return false;
  const kind = /\bkind:[ \t]*SealedSecret\b|\bSealedSecret\b|kubeseal|sealed-secrets/.exec(text);
  const data = text.lastIndexOf("encryptedData:", at);
  return kind !== null && data !== -1 && kind.index < data;
}

/**
 * Revision 15. A value already encrypted for committing: inside SOPS's `ENC[AES256_GCM,data:…,iv:…,tag:…,type:…]`
 * (only the key, kept elsewhere, decrypts it) or Jasypt's `ENC(…)`. Not a value SOPS left in the clear beside it.
 */
export function isEncryptedForCommit(at: number, text: string): boolean {
  const before = text.slice(Math.max(0, at - 400), at);
  if (before.endsWith("ENC(")) return true;
  const open = before.lastIndexOf("ENC[");
  return open !== -1 && /^ENC\[(?:AES256_GCM|PGP|AGE),[^\]\n]*$/.test(before.slice(open));
}

/**
 * Revision 15. A GPG key's id (`0x` and 8 or 16 hex digits) on a line, or in a text, that names keys or signing: it
 * names a public key, as its fingerprint does.
 */
export function isGpgKeyId(secret: string, at: number, text: string): boolean {
  if (isGpgKeyArgument(secret, at, text)) return true;
  const value = /^0x/i.test(secret) ? secret : text.slice(Math.max(0, at - 2), at) + secret;
  if (!/^0x(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9a-f]{8}|[0-9a-f]{16})$/.test(value)) return false;
  return /gpg|pgp|gnupg|key ?id|keyid|signing|sign(?:ed|ature)|fingerprint|kimli|imza|schl\u00fcssel-?id/i.test(
    text.slice(Math.max(0, at - 400), at + 100),
  );
}

/**
 * Inside an Amazon Resource Name (`arn:aws:kms:eu-central-1:731902845516:key/1f2e…`): an identifier, its account id
 * and resource id included, which AWS says are not secret; it names a resource and opens nothing.
 */
export function isInsideResourceName(at: number, text: string): boolean {
  const token = text.slice(Math.max(0, at - 200), at).match(/[^\s"'`<>()[\]{},]*$/)![0];
  if (/^arn:aws(?:-cn|-us-gov)?:[a-z0-9-]+:/.test(token) || /^arn:aws(?:-cn|-us-gov)?:/.test(text.slice(at, at + 12)))
    return true;
  // Revision 21: a name CloudFormation made for a resource.
  const rest = /^[^\s"'`<>()[\]{},]*/.exec(text.slice(at, at + 200))![0];
  return GENERATED_RESOURCE_NAME.test(token + rest);
}

/**
 * Revision 21. A physical name CloudFormation (and so the CDK) generates: the stack's name, the construct's id and 8
 * hex digits of a hash of its path, then 12 or 13 random letters and digits (`AppStack-ResizeFn4F1B3C2A-kq7…`; a
 * bucket's, lower case). It names a resource; the random part only keeps it unique.
 */
const GENERATED_RESOURCE_NAME =
  /^[A-Za-z][A-Za-z0-9]{0,60}-[A-Za-z][A-Za-z0-9]{0,80}?(?:[0-9A-F]{8}|[0-9a-f]{8})-[A-Za-z0-9]{12,13}[.,;:]?$/;

// Revision 18: gpg's options that select a key by its id.
const GPG_KEY_OPTION =
  /(?:--(?:export(?:-secret(?:-sub)?-keys?)?|edit-key|[lq]?sign-key|default-key|local-user|recv-keys?|send-keys?|delete(?:-secret)?(?:-and-public)?-keys?|list(?:-secret)?-keys|fingerprint|encrypt-to|recipient|trusted-key)|[ \t]-[ur])[ \t]+(?:0x)?$/;

/**
 * Revision 18. A key's id (8, 16 or 40 hex digits in one case) given to gpg after an option that selects a key
 * (`gpg --armor --export-secret-keys 3C91A0F2`, `--default-key`, `-u`): it names the key, even on the line that
 * exports its secret half.
 */
function isGpgKeyArgument(secret: string, at: number, text: string): boolean {
  const id = /^[0-9A-Fa-f]*/.exec(secret)![0];
  if (!/^[`'".,;:)]*$/.test(secret.slice(id.length))) return false;
  if (!/^(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40}|[0-9a-f]{8}|[0-9a-f]{16}|[0-9a-f]{40})$/.test(id)) return false;
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  return GPG_KEY_OPTION.test(line) && /\bgpg2?\b/.test(line);
}

// Revision 26: what only a Firebase app's configuration holds (the web SDK's object, Android's google-services.json,
// iOS's GoogleService-Info.plist).
const FIREBASE_CONFIG =
  /firebaseConfig|firebaseapp\.com|initializeApp\(|google-services\.json|GoogleService-Info|mobilesdk_app_id/;

/**
 * Revision 26. A Google API key inside a Firebase app's configuration: Firebase documents it as public (it names the
 * project to the client; Security Rules and App Check guard the data), and every build of the app ships it.
 */
export function isFirebaseClientKey(secret: string, at: number, text: string): boolean {
  return /^AIza[0-9A-Za-z_-]{35}$/.test(secret) && FIREBASE_CONFIG.test(text.slice(Math.max(0, at - 600), at + 600));
}
