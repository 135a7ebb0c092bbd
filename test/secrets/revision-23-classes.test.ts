// Revision 23: each class the twenty-second set (notes saved after work sessions) and the twenty-third set (structured
// formats and their quoting) got through at revisions 21 and 22, through the real write path (writeMemory: the gate,
// the memory writer, the indexes, the event log), every file of the store then read back; and the near misses beside
// them stored as written. Every example is written here, none is a set's line: the sets stay out of the repository as
// measurements.

import { describe, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { bitlockerKey } from "../../src/core/secrets/rules/formats.examples.js";
import { writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-23-write");

const writesWithout = writePathCheck("Notes after the session", ["ops"]);

describe("revision 23: the twenty-second set's classes, through a write", () => {
  it("a Rails master key under a sentence in another language, Elasticsearch's printed password", async () => {
    const [ja, es] = [fake.hex(32), fake.hex(32)];
    const elastic = `${fake.token(14)}*${fake.token(5)}`;
    const reset = `${fake.token(12)}_${fake.token(7)}`;
    await writesWithout(
      [
        `新メンバー向け: credentials のマスターキーは:\n${ja}`,
        `Onboarding: la clave maestra de credentials es:\n${es}`,
        `First start printed:\nℹ️  Password for the elastic user (reset with \`bin/elasticsearch-reset-password -u elastic\`):\n  ${elastic}`,
        `bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: ${reset}`,
      ].join("\n\n"),
      [ja, es, elastic, reset],
      ["bin/elasticsearch-reset-password -u elastic"],
    );
  });

  it("SNMP communities on the command line, in snmpd.conf, in YAML and in a sentence; not public", async () => {
    const [flag, conf, yaml, sentence] = [
      `${fake.lower(6)}!${fake.pin(2)}`,
      fake.token(12),
      `${fake.lower(6)}-${fake.pin(4)}`,
      `${fake.lower(5)}_${fake.pin(3)}`,
    ];
    await writesWithout(
      [
        `snmpwalk -v2c -c '${flag}' 192.0.2.10 1.3.6.1.2.1.1`,
        `/etc/snmp/snmpd.conf:\nrocommunity ${conf} 10.0.0.0/8`,
        `snmp_exporter auths:\n  lab_v2:\n    community: ${yaml}\n    version: 2`,
        `Community SNMP dla przełącznika: ${sentence}`,
        "The lab printer still answers snmpwalk -v2c -c public localhost",
      ].join("\n\n"),
      [flag, conf, yaml, sentence],
      ["-c public localhost"],
    );
  });

  it("keys of LINE, WeChat, Kakao, Naver, Yandex, MoMo, Midtrans, New Relic, without a provider's prefix", async () => {
    const line = fake.hex(32);
    const [wechat, wechatZh, kakao] = [fake.hex(32), fake.hex(32), fake.hex(32)];
    const naver = fake.token(10);
    const [access, secretKey] = [fake.token(16), fake.token(32)];
    const yandex = `AQVN${fake.token(36)}`;
    const midtrans = `Mid-server-${fake.token(24)}`;
    const newRelic = `${fake.hex(36)}NRAL`;
    await writesWithout(
      [
        `LINE の Channel secret → ${line}`,
        `WeChat official account: AppID wx${fake.hex(16)}, AppSecret ${wechat}`,
        `微信公众号 AppSecret：${wechatZh}（不要提交）`,
        `카카오 REST API 키는 ${kakao} 입니다`,
        `Naver login: Client Secret ${naver}`,
        `MoMo sandbox: accessKey ${access}, secretKey ${secretKey}`,
        `Yandex Cloud: ключ API ${yandex}`,
        `Kunci server produksi Midtrans: ${midtrans} (jangan dibagikan)`,
        `ライセンスキー ${newRelic} を newrelic.yml に`,
      ].join("\n\n"),
      [line, wechat, wechatZh, kakao, naver, access, secretKey, yandex, midtrans, newRelic],
      ["AppID wx", "Client Secret"],
    );
  });

  it("an Ansible vault's password printed or echoed; a licence key and a password named in Vietnamese and Indonesian", async () => {
    const [printed, echoed] = [fake.token(20), fake.token(18)];
    const licence = Array.from({ length: 5 }, () => fake.upper(5)).join("-");
    const [sandi, sandiDb] = [`${fake.lower(6)}${fake.pin(4)}`, `${fake.lower(5)}${fake.pin(4)}`];
    await writesWithout(
      [
        `cat ~/.ansible/vault_pass.txt\n${printed}`,
        `ansible-vault decrypt group_vars/prod.yml --vault-password-file <(echo ${echoed})`,
        `Khóa bản quyền: ${licence}`,
        `Kata sandinya ${sandi}`,
        `Kata sandi database-nya ${sandiDb}`,
      ].join("\n\n"),
      [printed, echoed, licence, sandi, sandiDb],
      ["--vault-password-file"],
    );
  });
});

describe("revision 23: the twenty-third set's classes, through a write", () => {
  it("Wi-Fi profiles, CDATA, an IPsec side's key, a keystore's password in a one-line signing config", async () => {
    const wifi = `${fake.lower(6)}${fake.lower(6)}${fake.pin(3)}`;
    const [cdata, entry] = [`${fake.token(10)}<&`, fake.made()];
    const psk = fake.token(20);
    const store = `${fake.lower(6)}${fake.lower(5)}`;
    await writesWithout(
      [
        `<WLANProfile><name>Office-5G</name><MSM><security><sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>${wifi}</keyMaterial></sharedKey></security></MSM></WLANProfile>`,
        `<datasource>\n  <user>billing</user>\n  <password><![CDATA[${cdata}]]></password>\n</datasource>`,
        `<entry key="smtp.password"><![CDATA[${entry}]]></entry>`,
        `conn branch\n  rightpsk=${psk}`,
        `signingConfigs { release { storePassword "${store}" } }`,
        "<password><![CDATA[${DB_PASSWORD}]]></password> in the template",
      ].join("\n\n"),
      [wifi, cdata, entry, psk, store],
      ["<![CDATA[${DB_PASSWORD}]]>", "Office-5G"],
    );
  });

  it("codes in Turkish, Vietnamese, Indonesian and Swedish; BitLocker keys; a .properties value continued", async () => {
    const [kasa, ket, cua, brankas] = [fake.pin(6), fake.pin(6), fake.pin(4), fake.pin(5)];
    const kombination = `${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`;
    const [bitlocker, underId] = [bitlockerKey(fake), bitlockerKey(fake)];
    const [first, rest] = [fake.lower(7), fake.token(9)];
    await writesWithout(
      [
        `Kasa şifresi ${kasa}`,
        `Mã két sắt: ${ket}, mã cửa ${cua}`,
        `Kombinasi brankas ${brankas}`,
        `Kassaskåpets kombination: ${kombination}`,
        `Khóa khôi phục BitLocker ${bitlocker}`,
        `BitLocker:\n  ID: ${fake.hex(8).toUpperCase()}\n  ${underId}`,
        `spring.datasource.password=${first}\\\n    ${rest}`,
      ].join("\n\n"),
      [kasa, ket, cua, brankas, kombination, bitlocker, underId, `${first}\\`, rest],
      ["Kasa şifresi", "Kassaskåpets kombination"],
    );
  });

  it("a password inside a title", async () => {
    const made = fake.made();
    await writePathCheck(`Staging DB password is ${made}`, ["db"])("Rotate it on Friday.", [made]);
  });
});

describe("revision 23: near misses beside the new rules, stored as written", () => {
  it("references, build secrets, masks, digests, ids, versions, policies", async () => {
    const kept = [
      "@Microsoft.KeyVault(SecretUri=https://billing-kv.vault.azure.net/secrets/smtp-password/)",
      "docker build --secret id=npmrc,src=$HOME/.npmrc -t web .",
      "https://hooks.slack.com/services/T0000/B0000/<redacted>",
      "sk_live_****9f3c",
      "commit 3f9c2a17e4b8d05c6a91f7e2b3d4c5a6e7f8091a",
      "request id 7c9e6679-7425-40de-944b-e07fc1f90ae7",
      "sha256:9b2c7e4f1a0d3b5c6e8f7a9d0c1b2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d",
      "Password must be at least {min} characters",
      "Hasło musi mieć co najmniej {min} znaków",
      "upgrade to 8.11.3 before Friday",
      "community: public",
      "license_key: ${NEW_RELIC_LICENSE_KEY}",
      "PresharedKey = <redacted>",
      "keyStorePassword=${KEYSTORE_PASS}",
      "<keyMaterial>********</keyMaterial>",
      "Ticket 123456-234567-345678-456789-567890-678901-789012-890123 from the vendor.",
      "The master key for credentials is in 1Password, not here.",
      "WeChat AppID wx1234567890abcdef",
      "ANSIBLE_VAULT_PASSWORD_FILE=~/.vault_pass.txt",
      "BitLocker recovery key is escrowed to Entra ID",
      "client secret rotation is due in March",
      "The alarm went off at 04:15, error code 4471 from the panel API",
    ];
    await writesWithout(kept.map((line) => `- ${line}`).join("\n"), [], kept);
  });
});
