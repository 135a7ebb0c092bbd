// The private-key family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

// A block whose BEGIN and END lines stay: only the body is the secret.
const keptLines = (before: string, body: string, after: string) => ({ text: before + body + after, secrets: [body] });

export function examples(fake: FakeValues): RuleExamples {
  const body = () => Array.from({ length: 3 }, () => fake.base64(64)).join("\n");
  const label = "PRIVATE KEY";
  return {
    redacted: [
      // Revision 17: a signing key file of one line (Synapse's), its id kept.
      secret`$ cat /data/matrix.example.org.signing.key\ned25519 a_Xk3P ${fake.base64(43)}`,
      // Revision 13: the body is redacted, the BEGIN and END lines that name the key's kind are kept.
      keptLines(`deploy key:\n-----BEGIN OPENSSH ${label}-----\n`, body(), `\n-----END OPENSSH ${label}-----\n`),
      keptLines(
        `mounted on the proxy:\n-----BEGIN EC ${label}-----\n`,
        body(),
        `\n-----END EC ${label}-----\nmismatch?`,
      ),
      secret`${`-----BEGIN RSA ${label}-----\n${body()}`}\n(cut off when pasted)`,
      secret`{"kty": "RSA", "n": "public-modulus", "d": "${fake.token(43)}"}`,
      secret`deployer wallet private key: ${`0x${fake.hex(64)}`}`,
      // Revision 14: a service account's key still redacted beside its id.
      secret`{"type": "service_account", "private_key_id": "3f1c9a7e5b2d4f6a8c0e", "private_key": "${`-----BEGIN ${label}-----\\n${fake.base64(64)}\\n-----END ${label}-----\\n`}"}`,
      // Revision 15: OpenVPN's static key (`ta.key`), its lines of hex between its own BEGIN and END lines.
      secret`ta.key from the old server:\n-----BEGIN OpenVPN Static key V1-----\n${Array.from({ length: 4 }, () => fake.hex(32)).join("\n")}\n-----END OpenVPN Static key V1-----`,
      // Revision 26: a private key's DER in base64 without its armour (PKCS#8 RSA, PKCS#1 RSA wrapped, EC, Ed25519).
      secret`应用私钥（PKCS8）:\n${`MIIEvgIBADANBgkqhkiG9w0BAQEFAASC${fake.base64(120)}`}`,
      secret`RSA_PRIVATE_KEY=${`MIIEowIBAAKCAQEA${fake.base64(64)}\n${fake.base64(64)}`}`,
      secret`ec key: ${`MHcCAQEEI${fake.base64(80)}`}`,
      secret`ed25519 private: ${`MC4CAQAwBQYDK2VwBCIEI${fake.base64(43)}`}`,
    ],
    kept: [
      // Revision 17: an Ed25519 public key, and a key's id named where it is published.
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${fake.base64(43)} ops@bastion`,
      '"verify_keys": {"ed25519:a_Xk3P": {"key": "public"}}',
      // Revision 14: a service account's key id alone (Google publishes it with the account's public certificates).
      `{"type": "service_account", "project_id": "shop-prod", "private_key_id": "${"3f1c9a7e5b"}${"2d4f6a8c0e"}${"1b3d5f7a9c"}${"0e2a4c6e8a"}", "client_email": "ci@shop-prod.iam.gserviceaccount.com"}`,
      `-----BEGIN RSA ${label}-----\n...\n-----END RSA ${label}-----`,
      "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----",
      `tx hash ${`0x${"ab12".repeat(16)}`} confirmed in block 1902`,
      '{"kty": "EC", "crv": "P-256", "x": "public-coordinate", "y": "public-coordinate"}',
      `- header only: \`-----BEGIN OPENSSH ${label}-----\``,
      // Revision 15: OpenVPN's key block named, with nothing in it.
      "Paste the block between -----BEGIN OpenVPN Static key V1----- and -----END OpenVPN Static key V1----- here.",
      // Revision 26: a public key's DER is no secret.
      "publicKey: MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0",
      "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEd+pIq1X2n3Zb7c8sK0Lr9f4QeTgN2vY5mPz1hWcJ6aBxRkD3oLuE8sFtGy0vWnQ7iHjK5lM4oP9rS2tU",
    ],
  };
}
