// The key-named assignment family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      // Revision 12: C's #define of a secret's macro.
      secret`#define WIFI_PASS     "${fake.made()}"`,
      secret`DB_PASSWORD=${fake.made()}`,
      // Revision 20: the near misses' shapes holding a value: a password after "here", a value after psql's colon, a
      // value after `--secret`.
      secret`CREATE ROLE app_rw LOGIN PASSWORD '${fake.made()}';`,
      secret`pulumi config set --secret dbPassword ${fake.made()}`,
      secret`some-cli --secret ${fake.token(32)}`,
      secret`smtp:\n  password: "${fake.made()}"`,
      secret`{"clientSecret": "${fake.token(32)}"}`,
      secret`<password>${fake.made()}</password>`,
      secret`<add key="ApiKey" value="${fake.token(32)}" />`,
      secret`ENV DB_PASSWORD ${fake.made()}`,
      secret`app.config["SECRET_KEY"] = "${fake.token(40)}"`,
      secret`CREATE USER report IDENTIFIED BY '${fake.made()}';`,
      secret`requirepass ${fake.made()}`,
      secret`resource "azurerm_key_vault_secret" "db" {\n  value = "${fake.base64(44)}"\n}`,
      // Revision 10: a literal wrapped in a conversion to bytes, assigned to a key named like a secret.
      secret`var linkSigningKey = []byte("${fake.token(48)}")`,
      secret`SECRET_KEY = b"${fake.token(40)}"`,
      secret`const webhookSecret = Buffer.from("${fake.token(32)}", "utf8")`,
      // Revision 12: a key, spaces and a value (mosquitto's bridge), WordPress's keys and salts.
      secret`connection cloud\nremote_username lab-bridge\nremote_password ${`#${fake.token(11)}`}\n`,
      secret`define( 'SECURE_AUTH_KEY',  '${`${fake.token(20)} )${fake.token(20)};${fake.token(20)}`}' );`,
      // Revision 15: Terraform state's generated password, an Erlang cookie, Consul's gossip key and ACL token,
      // Vault AppRole's secret id, a Redis ACL user's password, LDAP's `bindpw`, a RouterOS pre-shared key, a
      // passphrase of words under its name.
      secret`resource "random_password" "redis" {\n    length           = 24\n    override_special = "!#$%&*()-_=+[]{}<>:?"\n    result           = "${fake.made()}"\n}`,
      secret`rabbit cluster erlang cookie is ${fake.lower(20).toUpperCase()}`,
      secret`RABBITMQ_ERLANG_COOKIE=${fake.token(24)}`,
      secret`encrypt    = "${fake.base64(43)}="`,
      secret`acl {\n  tokens {\n    initial_management = "${fake.uuid()}"\n  }\n}`,
      secret`secret_id = ${fake.uuid()}`,
      secret`user app-worker on >${fake.made()} ~queue:* &notifications +@list`,
      secret`binddn cn=nslcd,ou=svc,dc=corp,dc=example\nbindpw ${`nslcd-${fake.made()}`}`,
      secret`set [ find default=yes ] mode=dynamic-keys wpa2-pre-shared-key=${fake.made()}`,
      secret`export BORG_PASSPHRASE='${`${fake.words(4)} ${fake.pin(2)}`}'`,
      // Revision 17: a server's salts under their names (in PHP's arrays, JSON, env), a key named for what it encrypts,
      // the next key of a rotation, an event key random beyond doubt, a list of keys under a plural name.
      secret`  'passwordsalt' => '${fake.base64(30)}',`,
      secret`"PublicLinkSalt": "${fake.token(32)}",`,
      secret`"AtRestEncryptKey": "${fake.token(32)}",`,
      secret`QSTASH_NEXT_SIGNING_KEY=${`sig_${fake.token(28)}`}`,
      secret`INNGEST_EVENT_KEY=${fake.token(86)}`,
      // Revision 17: a process's environment, its variables joined by NULs (`/proc/<pid>/environ`).
      secret`HOSTNAME=web-1\u0000API_TOKEN=${fake.token(24)}\u0000HOME=/root\u0000DB_PASSWORD=${fake.made()}\u0000LANG=C`,
      ((keys) => ({ text: `APP_KEYS=${keys.join(",")}`, secrets: keys }))([1, 2, 3].map(() => `${fake.base64(22)}==`)),
      // Revision 18: a password with dots in it (not a dotted name in code), a key named for a second password.
      secret`signing.properties:\nalias=firma\nkeyPassword=${fake.token(3)}.${fake.token(10)}`,
      secret`PIP_INDEX_PASSWORD=${fake.token(13)}.${fake.token(5)}.Qz`,
      secret`password = ${fake.token(20)}\npassword2 = ${fake.token(24)}`,
      // Revision 20: Agora's app certificate; a token in a notebook's printed output, its newline escaped in JSON.
      secret`const APP_CERTIFICATE = "${fake.hex(32)}";\nappCertificate: "${fake.hex(32)}"`,
      secret`"text": [\n   "AWS_SESSION_TOKEN=${fake.base64(300)}\\n",\n   "AWS_REGION=us-west-2\\n"\n]`,
      // Revision 20: a mobile app's settings named like a secret (Info.plist, AndroidManifest, Gradle's BuildConfig).
      secret`<key>PaymentsHmacSecret</key>\n<string>${fake.token(40)}</string>`,
      secret`<meta-data\n    android:name="com.acme.BACKEND_SIGNING_SECRET"\n    android:value="${fake.token(36)}" />`,
      secret`buildConfigField("String", "PARTNER_SECRET", "\\"${fake.token(40)}\\"")`,
      // Revision 20: a password of letters in JSON with a space before its colon is no psql variable.
      secret`{"password" : "${fake.lower(12)}"}`,
      secret`password: '${fake.lower(12)}'`,
      // Revision 21: KeePass's XML export, a password's and a custom key's entry.
      secret`<String><Key>Password</Key><Value ProtectInMemory="True">${fake.made()}</Value></String>`,
      secret`  <String>\n    <Key>API_TOKEN</Key>\n    <Value>${fake.token(40)}</Value>\n  </String>`,
      // Revision 22: a value after `--secret` that is no BuildKit mount's options.
      secret`docker run --secret ${fake.made()} app`,
    ],
    kept: [
      // Revision 27: "change me" with words after it, in an example file.
      "config/example.env holds placeholders only: DB_PASSWORD=changeme-not-used",
      "password_reset_timeout = 3600",
      "secret_name: db-password",
      "max_tokens: 4096",
      "password: ${DB_PASSWORD}",
      "apiKey: process.env.API_KEY",
      "cache_key = user:42:profile",
      "newPassword: String!",
      "password: [REDACTED]",
      '"password.tooShort": "Das Passwort muss mindestens {min} Zeichen lang sein."',
      "clave = CAMBIAME",
      "POSTGRES_PASSWORD=postgres",
      'var greeting = []byte("hello, world and all")',
      'const signingKey = Buffer.from(process.env.SIGNING_KEY ?? "")',
      "SECRET_KEY = b'change-me'",
      "define( 'AUTH_KEY', 'put your unique phrase here' );",
      "password reset\nremote_password_file /etc/mosquitto/bridge.pw",
      // Revision 15: a generated password's hash and length in the state, an Erlang cookie's path, a token's accessor,
      // a secret id's time to live, Redis's stored hash of a password, a passphrase's hint.
      'resource "random_password" "redis" {\n    bcrypt_hash = (sensitive value)\n    length      = 24\n}',
      "the erlang cookie is in /var/lib/rabbitmq/.erlang.cookie",
      "Le secret_id expire dans 30 jours (secret_id_ttl=720h).",
      `user ops on #${fake.hex(64)} ~* &* +@all`,
      'BORG_PASSPHRASE_HINT="the usual one"',
      // Revision 17: a salt's settings, a page's next token, an event's key that is a name, keys listed by name.
      "PASSWORD_SALT_ROUNDS=12\nsalt_length: 16",
      `{"nextPageToken": "${fake.token(40)}"}`,
      'analytics.track({ event_key: "checkout.completed" })',
      "CACHE_KEYS=user_profile_v2,session_index_v3",
      // Revision 18: dotted names in code, a scope's operator, "your password" in Czech and Polish templates.
      "password = config.db.password\nDB_PASSWORD=settings.DB_PASSWORD\nkeyPassword=Base64.encode",
      "Regel in de validator: Password::min(10)->letters()->numbers().",
      "V config.xml nahraďte <password>VASE_HESLO</password> svým heslem.",
      "haslo: TWOJE_HASLO\nkennwort=DEIN_PASSWORT",
      // Revision 20: a sample's placeholder (a secret's name, then "here"), psql's interpolation of a variable, a
      // flag that marks the setting secret before the setting's name.
      "define( 'DB_PASSWORD', 'password_here' );\nAPI_TOKEN=token_here",
      "CREATE ROLE app_rw LOGIN PASSWORD :'app_pw';",
      "pulumi config set --secret dbPassword\npulumi config set --secret stripe_api_key",
      // Revision 20: Agora's app id, public, beside where its certificate is read; a certificate that is no app's.
      `const APP_ID = "${fake.hex(32)}";\nconst APP_CERTIFICATE = process.env.AGORA_APP_CERTIFICATE;`,
      "tls:\n  certificate: /etc/ssl/certs/site.pem",
      '"text": [\n   "SESSION_TOKEN_TTL=3600\\n"\n]',
      // Revision 20: a mobile app's settings that name no secret, or hold a description or a reference.
      "<key>NSFaceIDUsageDescription</key>\n<string>Unlock your wallet with Face ID</string>",
      '<meta-data android:name="com.google.firebase.messaging.default_notification_channel_id" android:value="orders" />',
      'buildConfigField("String", "API_BASE", "\\"https://api.mobile.example.kr\\"")',
      "<key>ApiKeyName</key>\n<string>X-Api-Key</string>",
      // Revision 21: a KeePass entry's other fields.
      "<String><Key>UserName</Key><Value>root</Value></String>\n<String><Key>URL</Key><Value>https://10.0.0.5</Value></String>",
      "<String><Key>Title</Key><Value>iLO r640-02</Value></String>",
      // Revision 22: Docker BuildKit's secret mount names the secret and its file; an Azure Key Vault reference
      // names where the secret is kept.
      "docker buildx build --secret id=npmrc,src=$HOME/.npmrc .\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
      '"SecretKey": "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/stripe-secret/)"',
      "StripeKey=@Microsoft.KeyVault(VaultName=acme-kv;SecretName=stripe-secret)",
    ],
  };
}
