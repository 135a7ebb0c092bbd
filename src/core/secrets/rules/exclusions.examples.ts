// The exclusions' proof (run by test/core/secret-rule-examples.test.ts): values the context rules would take, that
// are no secret by what they are or what their line says, and the secrets beside them that must still go.

import { withoutTrailing } from "../../text/index.js";
import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  const json = (object: object) => withoutTrailing(Buffer.from(JSON.stringify(object)).toString("base64"), "=");
  const made = fake.made();
  return {
    redacted: [
      // Revision 17: a note after a secret that calls something else public; a secret named again (the same secret).
      secret`FLAGSMITH_SERVER_KEY=${`ser.${fake.token(22)}`}   # not the public one`,
      ((token) => ({ text: `SMTP_USER_NAME=${token}\nSMTP_USER_PWD=${token}`, secrets: [token] }))(fake.uuid()),
      // Beside a public key, the private one; a fixture's context does not excuse a made password.
      { text: `- site key (public): 6Lc${fake.token(37)}\n- secret key: ${made}X`, secrets: [`${made}X`] },
      secret`fixtures/users.json: {"email": "qa@example.test", "password": "${made}"}`,
      secret`DB_PASSWORD=${fake.made()} # the staging one, not the example`,
      // Base64 of a JSON that holds a credential (a `.dockerconfigjson`): the whole value.
      secret`.dockerconfigjson: ${json({ auths: { "ghcr.io": { auth: Buffer.from(`bot:${fake.token(24)}`).toString("base64") } } })}`,
      secret`MYSQL_ROOT_PASSWORD: example${fake.pin(3)}`,
      // Revision 14: a made password holding `%` and two hex letters, no URL's encoding.
      secret`the password is ${`Maple%Fa${fake.lower(4)}${fake.pin(2)}`}`,
      secret`Kennwort (für das alte NAS im Keller) lautet jetzt ${`Ember%De${fake.lower(4)}${fake.pin(2)}`}`,
      // Revision 18: a login token that is a KMS envelope (a payload and its data key), under --password.
      secret`docker login --password ${Buffer.from(`{"payload":"${fake.base64(64)}","datakey":"${fake.base64(64)}","version":"2"}`).toString("base64")} --username AWS 987654321098.dkr.ecr.eu-west-1.amazonaws.com`,
      // Revision 19: a Laravel session cookie (base64 of an encrypted envelope) in a HAR entry.
      secret`{ "name": "Cookie", "value": "laravel_session=${Buffer.from(`{"iv":"${fake.base64(24)}","value":"${fake.base64(64)}","mac":"${fake.hex(64)}","tag":""}`).toString("base64")}" }`,
    ],
    kept: [
      // Revision 25: code that reads a secret from the environment; the test keys providers publish for everyone.
      'config :app, App.Repo, password: System.fetch_env!("DATABASE_PASSWORD")',
      "$password = $env:SQL_SA_PASSWORD",
      // Revision 28: a secret store's path as a lookup names it.
      "api_token: \"{{ lookup('hashi_vault', 'secret=kv/data/ci/deploy:token') }}\"",
      'password = os.getenv("DB_PASSWORD")',
      'password = ENV.fetch("DB_PASSWORD")',
      'var password = Environment.GetEnvironmentVariable("SQL_PASSWORD");',
      'let password = std::env::var("DB_PASSWORD")?;',
      "password: ${{ secrets.DB_PASSWORD }}",
      "const password = process.env.DB_PASSWORD;",
      "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
      "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",
      "TOTP secret for the demo account: JBSWY3DPEHPK3PXP",
      "PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
      "forge script Deploy.s.sol --rpc-url http://127.0.0.1:8545 --private-key 0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
      // Revision 17: keys the note after them or the line leading into them calls public, Tailscale's public keys, a
      // placeholder in Portuguese, a token's id beside its secret.
      `FLAGSMITH_ENVIRONMENT_KEY=${fake.token(22)}   # client-side key, public`,
      `Content API key: ${fake.hex(26)}   (public, used by the frontend)`,
      `Client-side analytics keys (all public, they ship in the JS bundle):\n- Mixpanel project token: ${fake.hex(32)}`,
      `Clé « search-only », publique par conception :\nconst client = algoliasearch("D2MJJX99IW", "${fake.hex(32)}");`,
      `- Tailscale node key of the NAS: nodekey:${fake.hex(64)}`,
      "DB_PASSWORD=sua_senha_aqui",
      `[acme]\ntoken_id = "ak-${fake.token(22)}"`,
      // Revision 14: a SQL bind variable where the password goes; a host key's fingerprint in URL-safe base64.
      "CREATE USER app_rw IDENTIFIED BY :app_password;",
      `Host key fingerprint is SHA256:${"nQ4_x7Lm2Pz-Rk9Vt3Wb8Yc1Hd6Fg0Js"}${"5AeMo2Ur7iT"} — check it first.`,
      // Revision 13: identifiers made to be shown, a size listed where a value would be, a flag named in a sentence.
      `Logs: req_${"Nd8kQ2vLx0aBcD".slice(0, 14)}, the refund went through`,
      '{"error":"token_expired","request_id":"req_8f2c4a9e1b7d"}',
      `GOOGLE_CLIENT_ID=${"4829173650"}21-${"k2m9p4q1r8s3t6v0w5x2y7z4a9b1c3d"}.apps.googleusercontent.com`,
      `the IPFS pin for the docs is bafybei${"gdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"}`,
      "Data\n====\nsecret_key:      107 bytes\nwebhook_secret:  38 bytes",
      "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
      // Values that name themselves: a fixture's label, a placeholder, the word for a password in its place.
      '{"user": "alice", "password": "wrong-password"}',
      "JWT_SECRET=change-me-in-production",
      "STRIPE_SECRET_KEY=sk_test_replace_me",
      "- e2e-admin@example.test / e2e-admin-password",
      "curl -u usuario:contraseña https://api.ejemplo.com/v1/pedidos",
      "DATABASE_URL=postgres://USER:PASSWORT@HOST:5432/DBNAME",
      // An e-mail address is a login; a URL with no password says where, not with what.
      `Jira API token for jira-cli (user: priya.n@acme-robotics.com): see the vault`,
      "No password at all: `postgresql://app_iam@db-prod.example.internal:5432/app?sslmode=verify-full`.",
      // A message for people, a fixture's well-known password where the text says it is one, an image's default.
      'Fehlermeldung bei zu schwachem Passwort: "Das Passwort muss mindestens 10 Zeichen lang sein und ein Sonderzeichen enthalten."',
      'tests/fixtures/users.json (fake data):\n[{"email": "bob@example.com", "password": "test1234"}]',
      "Unit test users (seeded by conftest.py):\nalice / password123",
      "In locale basta DB_PASSWORD=postgres nel compose di sviluppo.",
      // A password the line gives as an example or as one the policy refuses.
      "Voorbeeld in de docs: `wachtwoord: voorbeeld123`",
      "Beispiel für ein *unzulässiges* Passwort: Sommer2024!",
      // A key its line calls public; a signature's digest; base64 of a JSON that holds no credential.
      `reCAPTCHA v3 site key (public, rendered in the HTML): 6Lc${fake.token(37)}.`,
      `Search-only key (frontend, public): ${fake.hex(32)}`,
      `Example from the docs page (computed with the doc secret): v1=${fake.hex(64)}.`,
      `The \`state\` param is just base64 JSON, not a secret: ${json({ returnTo: "/dashboard", ts: 1714000000 })}`,
      // Laravel's `base64:` says how the key is written: only what follows it is the key (kept here as a whole line
      // with no key at all).
      "APP_KEY=base64:",
      // Revision 12, published examples and public keys: RFC 7617's Basic credentials, xkcd's passphrase, a Supabase
      // anon key, a SealedSecret's data named in prose.
      "RFC-7617-Beispiel: `Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==` (= Aladdin:open sesame)",
      "fixtures/users.ts:\n  password: 'correct horse battery staple',",
      `- anon key (public, ships in the bundle): ${[
        Buffer.from('{"alg":"HS256","typ":"JWT"}').toString("base64url"),
        Buffer.from('{"iss":"supabase","ref":"abc","role":"anon","iat":1712000000}').toString("base64url"),
        fake.token(43),
      ].join(".")}`,
      `SealedSecret for the booking system, safe in git:\n\`\`\`yaml\nspec:\n  encryptedData:\n    DB_PASSWORD: Ag${fake.base64(120)}\n\`\`\``,
      // Revision 15: a Postfix lookup table's path, a provider's prefix before a placeholder, Grafana's reference to a
      // file, SOPS's ciphertext, a GPG key's id, a public key named in Finnish, an id labelled after a token's name, a
      // URL's query.
      "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
      "[pypi]\nusername = __token__\npassword = pypi-<votre-jeton-ici>",
      "[security]\nadmin_password = $__file{/run/secrets/grafana_admin_password}",
      `stripe:\n    secret_key: ENC[AES256_GCM,data:${fake.base64(24)},iv:${fake.base64(43)}=,tag:${fake.base64(22)}==,type:str]`,
      `Anahtar kimliği (gpg): 0x${fake.hex(16).toUpperCase()}`,
      `PrivateKey = [see vault]\nToimiston julkinen avain: ${fake.base64(43)}=`,
      `Token API Cloudflare sudah di Vault (secret/infra/cloudflare). Zone ID untuk example.co.id: ${fake.hex(32)} — bukan rahasia.`,
      `curl -X POST -u ops-bot:$JENKINS_TOKEN \\\n  "https://jenkins.example.net/job/deploy/buildWithParameters?ENV=staging&REF=release-3.14"`,
      // Revision 18: a key's id given to gpg's export of the secret key names the key.
      `gpg --armor --export-secret-keys ${fake.hex(16).toUpperCase()} > release-signing.asc`,
      // Revision 19: a JOSE key id, a key that tells events apart, base64 of a JSONPath in an Insomnia tag, a
      // Pusher-protocol channel signature, a variable in a list after a secret.
      `kid im Token: ${fake.base64(43).replace(/[+/]/g, "_")}, kid im Cache: ein älterer`,
      `{"status":"success","message":"Event processed","dedup_key":"${fake.hex(32)}"}`,
      `"access_token": "{% response 'body', 'req_${fake.hex(32)}', 'b64::${Buffer.from("$.access_token").toString("base64")}::46b', 'when-expired', 60 %}"`,
      `{"auth":"${fake.hex(20)}:${fake.hex(64)}"}`,
      `[\n  "SECRET_TOKEN=$SECRET_TOKEN",\n  "AWS_REGION=eu-west-1",\n  "LOG_LEVEL=debug"\n]`,
      // Revision 21: a feature flag's cookie, base64 of a JSON with no credential in it, after the cookie's name.
      `The flag cookie is base64 JSON, no secret: ff=${Buffer.from(JSON.stringify({ newCheckout: true, region: "eu" })).toString("base64")}`,
      // Revision 21: names CloudFormation generated for a stack's resources (a bucket's, a function's).
      `Buckets created by the stack (names are generated):\nshopstack-assetsbucket${fake.hex(8)}-${fake.lower(6)}${fake.pin(6)}\nLambda: ShopStack-ResizeFn${fake.hex(8).toUpperCase()}-${fake.token(12)}`,
      // Revision 26: a password's hash as systems store it.
      `"password": "$2b$12$${fake.base64(53).replace(/\+/g, ".")}"`,
      `passwd: $6$${fake.token(16)}$${fake.token(86)}`,
      `PASSWORD_HASH=$argon2id$v=19$m=65536,t=3,p=4$${fake.token(22)}$${fake.token(43)}`,
      `"password": "pbkdf2_sha256$600000$${fake.token(22)}$${fake.token(43)}="`,
      // Revision 26: fixtures said to be a test's in other languages.
      'Dane testowe:\nuser = User(email="a@b.pl", password="password123")',
      'テスト用のダミー値です。\ncreate(:user, password: "hello world!")',
      'фиктивные данные: Credentials(password = "Zugang-fixture")',
      // Revision 26: a Firebase app's configuration, public by design.
      `const firebaseConfig = {\n  apiKey: "AIza${fake.token(35)}",\n  authDomain: "shop-1.firebaseapp.com",\n};`,
    ],
  };
}
