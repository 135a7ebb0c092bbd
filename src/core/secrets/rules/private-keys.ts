// Rule family: private keys and key files. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./private-keys.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import type { SecretRule } from "../kinds.js";
import { looksLikeTokenBody } from "../values.js";

/** Private keys and key files: PEM, PuTTY and JSON Web Key blocks, a GCP service account's key, wallets' keys. */
export function privateKeyRules() {
  return {
    // The `private_key` string of a GCP service-account JSON key file. Revision 14: not its `private_key_id`, the key's
    // id (the `kid` of every token it signs), which Google publishes with the public certificate of each key of the
    // account (`…/service_accounts/v1/metadata/x509/<account e-mail>`): no secret, and what a note needs to find the
    // key again in the console to revoke it.
    gcpServiceAccount: {
      kind: "gcp-service-account",
      pattern: /"private_key"\s*:\s*"(?<secret>(?:[^"\\\n]|\\.)+)"/dg,
      needs: ["service_account"],
      hint: /"type"\s*:\s*"service_account"/,
    },
    // PEM / OpenSSH / PGP private key blocks, BEGIN to END.
    pemBlock: {
      kind: "private-key",
      // The body only (revision 13): the BEGIN and END lines name the kind of key, which a note about it keeps.
      pattern:
        /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----\s*(?<secret>\S[\s\S]{0,16384}?)\s*-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/dg,
      needs: ["private key"],
      hint: /PRIVATE KEY/,
      // A block that shows the shape with `...` for a body (documentation) holds no key, nor one whose body has no
      // key material at all ("...snip (see tests/fixtures/README)...").
      accept: (secret) => !/^(?:\.{3}|\u2026|<[^<>\n]*>)$/.test(secret) && /[A-Za-z0-9+/=]{24,}/.test(secret),
    },
    // Revision 15. OpenVPN's own key blocks: the static key of `tls-auth`/`tls-crypt` (`ta.key`, 16 lines of hex) and
    // tls-crypt-v2's server and client keys, inline in a `.ovpn` too, whole or cut short. Their BEGIN and END lines
    // stay, as a PEM block's.
    openvpnKeyBlock: {
      kind: "private-key",
      needs: ["openvpn"],
      pattern:
        /-----BEGIN OpenVPN (?:Static key V1|tls-crypt-v2 (?:server|client) key)-----[ \t]*\r?\n(?<secret>[0-9A-Za-z+/=]{16,80}(?:\r?\n[0-9A-Za-z+/=]{16,80}){0,127})/dg,
    },
    // Revision 26. A private key's base64 without its BEGIN and END lines, as payment platforms hand out an app's key
    // (Alipay's 应用私钥, WeChat Pay's): DER opens with the same bytes in every key of a kind — PKCS#8 RSA
    // (`MII…IBADANBgkqhkiG9w0BAQEFAAS`), PKCS#1 RSA (`MII…IBAAK`), EC (`MHcCAQEE`, PKCS#8 `…AgEAMBMGByqGSM49`),
    // Ed25519 (`MC4CAQAwBQYDK2Vw`). A public key's DER differs (`…AQEFAAOC…`, `MFkwEwYH…`): left alone.
    derPrivateKey: {
      kind: "private-key",
      needs: ["ibadanbgkqhkig9w0baqefaas", "ibaak", "mhccaqee", "geambmgbyqgsm49", "mc4caqawbqydk2vw"],
      pattern:
        /(?<![A-Za-z0-9+/])(?<secret>(?:MII[A-Za-z0-9+/]{3}IBA(?:DANBgkqhkiG9w0BAQEFAAS|AK[BC])|MHcCAQEE|MI[A-Za-z0-9+/]{2,3}gEAMBMGByqGSM49|MC4CAQAwBQYDK2Vw)[A-Za-z0-9+/]{24,8192}(?:\r?\n[A-Za-z0-9+/]{16,128}){0,160}={0,2})/dg,
    },
    // A private key block cut short (no END line): the header and the base64 lines after it.
    pemBlockCutShort: {
      kind: "private-key",
      pattern:
        /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?:\s|\\[nr]|[;,|]){1,6}(?:[A-Za-z0-9+/=]{16,}|[A-Z][A-Za-z-]+: [^\n\\]*))*/dg,
      needs: ["private key"],
      hint: /PRIVATE KEY/,
      // A header alone (`-----BEGIN OPENSSH PRIVATE KEY-----` named in a list of examples) holds no key.
      accept: (secret, match, text) =>
        !/^\s*(?:\.{3}|\u2026|<[^<>\n]*>)\s*-----END/.test(text.slice(match.index + secret.length)) &&
        /[A-Za-z0-9+/=]{16,}/.test(secret.slice(secret.indexOf("-----", 5) + 5)),
    },
    // A PuTTY key file's private lines.
    puttyKeyFile: {
      kind: "private-key",
      pattern:
        /PuTTY-User-Key-File-\d+:[^\n]*\n(?:[^\n]*\n){0,40}?Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{8,}\r?\n?)+)/dg,
      needs: ["putty-user-key-file"],
      hint: /PuTTY-User-Key-File/,
    },
    // The private members of a JSON Web Key (`d`, RSA's `p` `q` `dp` `dq` `qi`, a symmetric `k`).
    jsonWebKey: {
      kind: "private-key",
      pattern: /"(?:d|p|q|dp|dq|qi|k)"\s*:\s*"(?<secret>[A-Za-z0-9_-]{16,})"/dg,
      needs: ['"kty"'],
      hint: /"kty"/,
      accept: (_secret, match, text) =>
        text.slice(Math.max(0, match.index - 4000), match.index + 4000).includes('"kty"'),
    },
    // An Ethereum-style account's private key (0x and 64 hex) where its line names an account, a wallet or a signer:
    // a transaction's hash has the same shape and is public.
    ethereumAccountKey: {
      kind: "private-key",
      needs: ["0x"],
      hint: /account|wallet|signer|deployer|private|mnemonic/i,
      pattern:
        /\b(?:accounts?|wallet|signer|deployer|private[_ ]?key|PRIVATE_KEY)\b[^\n]{0,40}?(?<![0-9A-Za-z])(?<secret>0x[0-9a-fA-F]{64})(?![0-9A-Za-z])/dgi,
    },
    // Revision 17. A signing key file of one line: its algorithm, its id, then the key's 32 bytes in unpadded base64
    // (`ed25519 a_AbCd <43 characters>`, Matrix Synapse's `*.signing.key`). The id names the key and stays; a public
    // key is written otherwise (`ssh-ed25519 AAAA…`, `"ed25519:a_AbCd": {"key": …}`).
    ed25519KeyFile: {
      kind: "private-key",
      needs: ["ed25519 ", "ed25519\t"],
      pattern: /(?<![\w:-])ed25519[ \t]+[A-Za-z0-9_]{1,32}[ \t]+(?<secret>[A-Za-z0-9+/]{43})(?![A-Za-z0-9+/=])/dg,
      accept: (secret) => looksLikeTokenBody(secret.replace(/[+/]/g, "")),
    },
    // A Bitcoin private key given to `importprivkey` (WIF).
    bitcoinWif: {
      kind: "private-key",
      needs: ["importprivkey"],
      pattern: /\bimportprivkey[ \t]+["']?(?<secret>[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51})/dg,
    },
  } satisfies Record<string, SecretRule>;
}
