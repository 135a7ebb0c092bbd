// Revision 20: each class the twentieth set (secrets in source code, notebooks, mobile config, firmware) got through
// at revision 19, and each near miss it changed, through the real write path (writeMemory: the gate, the memory
// writer, the indexes, the event log), every file of the store then read back. Every example is written here, none
// is a set's line: the sets stay out of the repository as measurements.

import { describe, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-20-write");

const writesWithout = writePathCheck("Notes from the code", ["code"]);

describe("revision 20: secrets in source code, mobile config and firmware, through a write", () => {
  it("an Info.plist pair, an AndroidManifest meta-data, a Gradle BuildConfig field", async () => {
    const [plist, manifest, gradle] = [fake.token(44), fake.token(36), fake.token(40)];
    await writesWithout(
      [
        "```xml",
        "<key>CFBundleIdentifier</key>\n<string>com.example.wallet</string>",
        `<key>PaymentsHmacSecret</key>\n<string>${plist}</string>`,
        `<meta-data android:name="com.example.BACKEND_SIGNING_SECRET"\n    android:value="${manifest}" />`,
        "```",
        "```kotlin",
        `buildConfigField("String", "PARTNER_SECRET", "\\"${gradle}\\"")`,
        "```",
      ].join("\n"),
      [plist, manifest, gradle],
      ["com.example.wallet", "PaymentsHmacSecret", "BACKEND_SIGNING_SECRET", "PARTNER_SECRET"],
    );
  });

  it("a Go DSN whose password holds @, a Tasmota console's password, Agora's certificate, Postmark's token", async () => {
    const dsn = `${fake.token(6)}@${fake.made()}`;
    const [tasmota, agora, postmark] = [fake.made(), fake.hex(32), fake.uuid()];
    const agoraId = fake.hex(32);
    await writesWithout(
      [
        `const dsn = "report_ro:${dsn}@tcp(mysql-replica.prod:3306)/analytics?parseTime=true"`,
        `Backlog MqttHost 192.168.50.10; MqttUser tasmota; MqttPassword ${tasmota}; Topic plug_%06X`,
        `const APP_ID = "${agoraId}";\nconst APP_CERTIFICATE = "${agora}";`,
        `const client = new postmark.ServerClient("${postmark}");`,
      ].join("\n\n"),
      [dsn, tasmota, agora, postmark],
      ["report_ro", "mysql-replica.prod:3306", agoraId, "192.168.50.10"],
    );
  });

  it("a token in a notebook's saved output, its newline escaped in JSON", async () => {
    const token = fake.base64(320);
    await writesWithout(
      `"outputs": [{\n  "text": [\n   "AWS_SESSION_TOKEN=${token}\\n",\n   "AWS_REGION=us-west-2\\n"\n  ]\n}]`,
      [token],
      ["AWS_REGION=us-west-2"],
    );
  });
});

describe("revision 20: near misses the twentieth set saw changed, kept through a write", () => {
  it("a placeholder, a psql variable, a key's name after --secret, the JDK's default store password", async () => {
    const content = [
      "define( 'DB_PASSWORD', 'password_here' );",
      "CREATE ROLE app_rw LOGIN PASSWORD :'app_pw';",
      "Secrets are set with `pulumi config set --secret dbPassword` and stored as ciphertext.",
      "keytool -list -cacerts -storepass changeit | grep -i isrg",
      "Backlog MqttPassword 1; WebPassword 0",
    ].join("\n\n");
    await writesWithout(content, [], content.split("\n\n"));
  });
});
