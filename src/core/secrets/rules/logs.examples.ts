// The logs family's proof (run by test/core/secret-rule-examples.test.ts): revision 24, terminal output and logs
// pasted mid-debugging.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

const b64 = (text: string): string => Buffer.from(text, "latin1").toString("base64");

export function examples(fake: FakeValues): RuleExamples {
  const hash = fake.hex(64);
  return {
    redacted: [
      // A key's name, words qualifying it, then the key: a title's way, in Spanish, Portuguese, Indonesian, English.
      secret`Llave privada de Culqi sk_live_${fake.token(16)}`,
      secret`Chave secreta da Pagar.me sk_${fake.token(32)}`,
      secret`Server key Midtrans untuk produksi Mid-server-${fake.token(24)}`,
      secret`PayU secret key de producción ${fake.token(20)} (rotar en enero)`,
      secret`Chave privada do Mercado Livre homologação ${fake.token(24)}`,
      // Redis's AUTH typed as a command, outside the prompt.
      secret`Redis-Cache Staging: AUTH default ${fake.words(1).replace(/^./, (c) => c.toUpperCase())}.${fake.pin(4)}${fake.lower(6)}, nicht teilen`,
      secret`redis-cli -h cache-01 -p 6379 AUTH worker ${fake.made()}`,
      // M-Pesa's passkey.
      secret`Lipa na M-Pesa Passkey ${fake.hex(64)}`,
      secret`MPESA_PASSKEY="${fake.hex(64)}"`,
      // A CI log's base64 copy of a masked secret.
      secret`2024-06-11T08:12:43.9981205Z ##[group]Run echo "$DEPLOY_TOKEN" | base64 -w0\n2024-06-11T08:12:43.9990000Z env:\n2024-06-11T08:12:43.9990001Z   DEPLOY_TOKEN: ***\n2024-06-11T08:12:44.1331470Z ${b64(`ghp_${fake.token(36)}`)}`,
      secret`- run: echo $NPM_TOKEN | base64\n  env: NPM_TOKEN: ***\n${b64(fake.token(32))}`,
      secret`[build] step "debug": echo $NPM_TOKEN | base64\n[build] NPM_TOKEN=***\n[build] ${b64(`npm_${fake.token(36)}`)}`,
      // ngrok's authtoken.
      secret`ngrok authtoken ${fake.token(27)}_${fake.token(21)}`,
      secret`$ ngrok config add-authtoken ${fake.token(27)}_${fake.token(21)}\nAuthtoken saved to configuration file`,
      // OpenVPN's credentials file printed.
      secret`$ cat ~/vpn/creds.txt\nj.kowalski\n${fake.made()}\n$ openvpn --config biuro.ovpn --auth-user-pass ~/vpn/creds.txt`,
      secret`root@gw:~# cat /etc/openvpn/login.txt\nmonitor\nWiosna${fake.pin(4)}\nroot@gw:~# grep auth-user-pass client.conf\nauth-user-pass /etc/openvpn/login.txt`,
      secret`<auth-user-pass>\nsvc-vpn\n${fake.token(14)}\n</auth-user-pass>`,
      secret`PS C:\\> type C:\\vpn\\pass.txt\nmmueller\nSommer${fake.pin(4)}\nPS C:\\> openvpn --auth-user-pass C:\\vpn\\pass.txt`,
      // A token under a Japanese or Chinese compound label; Przelewy24's CRC key.
      secret`チャネルアクセストークン（検証用）:\n${fake.base64(120)}=`,
      secret`渠道访问令牌：${fake.token(40)}`,
      secret`Przelewy24 sandbox: merchant_id=184022, crc=${fake.hex(16)}`,
    ],
    kept: [
      // A key's name and words, then a word or an id that is no key.
      "the deploy key was rotated yesterday, see the runbook",
      "Stripe llave pública pk_live_51HqAbCdEfGhIjKlMnOpQrStUv",
      `cache key restored from node-cache-Linux-x64-npm-${hash}`,
      // A URL whose user-info a tool masked; npm's own mask.
      "Connecting to: mongodb://<credentials>@db-prod-01.internal:27017/?directConnection=true&authSource=admin",
      "MongoServerError: bad auth (mongodb://<credentials>@10.0.4.12:27017/admin?authSource=admin&replicaSet=rs0)",
      "- ** ---------- .> transport:   amqp://celery:**@rabbit:5672//",
      // (joined here: in this file a quote and a comma follow the mask, which npm never prints after it)
      ["//registry.npmjs.org/:_authToken", "(protected)"].join(" = "),
      // A cache's key, the hash of a lockfile.
      `Cache restored from key: node-cache-Linux-x64-npm-${hash}`,
      `  with:\n    path: ~/.npm\n    key: node-cache-Linux-x64-npm-${hash}\n    restore-keys: node-cache-Linux-x64-npm-`,
      // Redis's AUTH with a variable or a word; a passkey as WebAuthn's word; a CRC-32 checksum.
      'redis-cli AUTH default "$REDIS_PASSWORD"',
      "Users can now sign in with a passkey instead of a password.",
      "crc32 = 3f9a1c7e (the archive's checksum)",
      // A CI log that decodes (no encoding step), and one whose base64 is text.
      `2024-06-11T08:12:44.1331470Z ${b64("hello from the build step")}`,
      `echo "$NAME" | base64\nNAME: ***\n${b64("hello from the build step")}`,
      // Two lines after cat that are a config's, not a credentials file's.
      "$ cat /etc/hostname\nbuild-agent-07\n$ uptime",
    ],
  };
}
