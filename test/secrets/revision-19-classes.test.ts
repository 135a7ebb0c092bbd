// Revision 19: each class the nineteenth set (debugging material: HAR entries, SQL rows, protocol transcripts, events
// and logs) got through at revision 18, through the real write path (writeMemory: the gate, the memory writer, the
// indexes, the event log; and the built CLI for a title), every file of the store then read back. Every example is
// written here, none is a set's line: the sets stay out of the repository as measurements.

import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { makeSandbox, runCli } from "../helpers.js";
import { expectNoSecretIn, writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-19-write");

const writesWithout = writePathCheck("Notes from debugging", ["debugging"]);

const sealedCookie = (): string =>
  Buffer.from(`{"iv":"${fake.base64(24)}","value":"${fake.base64(96)}","mac":"${fake.hex(64)}","tag":""}`).toString(
    "base64",
  );

describe("revision 19: headers and cookies as the debugging tools export them, through a write", () => {
  it("a HAR entry's cookie, a Postman header, a Sentry event's pair, Go's metadata map, a cookie made in PowerShell", async () => {
    const cookie = sealedCookie();
    const postman = fake.token(40);
    const sentry = fake.token(40);
    const grpc = fake.token(40);
    const jsession = fake.hex(32).toUpperCase();
    const requestId = fake.uuid();
    await writesWithout(
      [
        "The failing request from the customer's HAR:",
        `{ "name": "Cookie", "value": "app_session=${cookie}" },`,
        `{ "name": "X-Request-Id", "value": "${requestId}" }`,
        "",
        "Postman export of the same call:",
        `{\n  "key": "x-auth-token",\n  "value": "${postman}",\n  "type": "text"\n}`,
        "",
        `Sentry kept it: [["Host", "api.example.com"], ["X-Partner-Auth", "${sentry}"]]`,
        `grpc: outgoing md=map[content-type:[application/grpc] x-api-key:[${grpc}] x-request-id:[${requestId}]]`,
        `$s.Cookies.Add((New-Object System.Net.Cookie("JSESSIONID", "${jsession}", "/", "intranet.example.local")))`,
      ].join("\n"),
      [cookie, postman, sentry, grpc, jsession],
      [requestId, '"name": "X-Request-Id"', "content-type:[application/grpc]"],
    );
  });
});

describe("revision 19: rows, transcripts and logs, through a write", () => {
  it("psql's and mysql's result rows under a key's or a password's column", async () => {
    const key = `ak_live_${fake.token(32)}`;
    const password = `Meadow${fake.pin(4)}!!`;
    await writesWithout(
      [
        "The old rows still hold keys in clear:",
        " id  | owner | name        | key                                      | created_at",
        "-----+-------+-------------+------------------------------------------+------------",
        ` 118 |  3302 | sync-worker | ${key} | 2022-03-14`,
        "",
        "mysql> SELECT id, login, passwd FROM legacy_users LIMIT 1;",
        "+-----+--------+--------------+",
        "| id  | login  | passwd       |",
        "+-----+--------+--------------+",
        `| 412 | k.jans | ${password} |`,
        "+-----+--------+--------------+",
      ].join("\n"),
      [key, password],
      ["sync-worker", "k.jans", "2022-03-14"],
    );
  });

  it("redis MONITOR's AUTH, SMTP's AUTH PLAIN, a POP3 login", async () => {
    const redis = fake.token(32);
    const plain = Buffer.from(`\0alerts@example.com\0${fake.made()}`).toString("base64");
    const pop = `Harbor${fake.pin(4)}!`;
    await writesWithout(
      [
        `1733990011.204331 [0 10.2.3.14:51122] "AUTH" "${redis}"`,
        '1733990011.204512 [0 10.2.3.14:51122] "SELECT" "3"',
        "",
        "250-AUTH PLAIN LOGIN",
        `AUTH PLAIN ${plain}`,
        "235 2.7.0 Authentication successful",
        "",
        "USER reports",
        "+OK",
        `PASS ${pop}`,
        "+OK logged in",
      ].join("\n"),
      [redis, plain, pop],
      ["250-AUTH PLAIN LOGIN", '"SELECT" "3"'],
    );
  });

  it("prose: a password changed and what it is now, an account reset, a login in German, a debugger's PIN", async () => {
    const chinese = fake.made();
    const reset = `Lantern-Ember-${fake.pin(4)}`;
    const mail = fake.hex(14);
    const pin = `${fake.pin(3)}-${fake.pin(3)}-${fake.pin(3)}`;
    await writesWithout(
      [
        `测试环境的队列管理后台登录不上，密码被运维改了，现在是 ${chinese}，用户名还是 mq_admin。`,
        `While chasing the timeout I reset the bind account: uid=svc-wiki,ou=robots now uses ${reset}.`,
        `Mails im Staging: Host sandbox.smtp.example.io, Port 2525, User ${fake.hex(14)}, Passwort ${mail}`,
        ` * Debugger is active!\n * Debugger PIN: ${pin}`,
      ].join("\n"),
      [chinese, reset, mail, pin],
      ["mq_admin", "uid=svc-wiki,ou=robots", "sandbox.smtp.example.io"],
    );
  });

  it("a keypad's code after a room's compound, a password word, recovery codes, a Dutch Wi-Fi key", async () => {
    const door = fake.pin(4);
    const word = fake.words(2);
    const codes = [1, 2, 3, 4].map(() => `${fake.lower(3)}${fake.pin(2)}-${fake.pin(2)}${fake.lower(3)}`);
    const wifi = `Ember${fake.pin(4)}!Drop-Zes`;
    await writesWithout(
      [
        `Für den Techniker: Tür zum Technikraum im Keller, Code ${door}#, danach Rack C2.`,
        `If the alarm goes off, call the monitoring center and give the password word "${word}".`,
        "",
        "Códigos de recuperación de la cuenta de administración del proveedor (los pegué aquí mientras arreglaba el acceso, mover al gestor):",
        "",
        ...codes,
        "",
        `De kassa's hangen aan wifi-netwerk WINKEL-KASSA, WPA2-sleutel ${wifi}. Kanaal naar 11 gezet.`,
      ].join("\n"),
      [door, word, ...codes, wifi],
      ["Rack C2", "WINKEL-KASSA"],
    );
  });

  it("a Wi-Fi key in a title, through the built CLI", async () => {
    const box = makeSandbox();
    const key = `Harbor-Quartz-${fake.pin(2)}`;
    const result = await runCli(
      box,
      [
        "write",
        "--type",
        "learning",
        "--tags",
        "wifi",
        "--title",
        `Scanner niet op wifi Lager-3 (sleutel ${key})`,
        "--stdin",
        "markdown",
      ],
      { input: "Scanner opnieuw gekoppeld." },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(key);
    expectNoSecretIn(box.projectStore, [key], key);
  });
});

describe("revision 19: near misses that stay as they are", () => {
  it("a JOSE key id, a dedup key, base64 of a JSONPath, a Pusher channel signature, a variable after a secret", async () => {
    const kid = fake.base64(43).replace(/[+/]/g, "_");
    const dedup = fake.hex(32);
    const path = Buffer.from("$.access_token").toString("base64");
    const signature = `${fake.hex(20)}:${fake.hex(64)}`;
    await writesWithout(
      [
        `kid im Token: ${kid}, kid im Cache: ein älterer.`,
        `{"status":"success","message":"Event processed","dedup_key":"${dedup}"}`,
        `"access_token": "{% response 'body', 'req_${fake.hex(32)}', 'b64::${path}::46b', 'when-expired', 60 %}"`,
        `Our /broadcasting/auth endpoint answers {"auth":"${signature}"} and the socket rejects it.`,
        '[\n  "SECRET_TOKEN=$SECRET_TOKEN",\n  "AWS_REGION=eu-west-1",\n  "LOG_LEVEL=debug"\n]',
      ].join("\n"),
      [],
      [kid, dedup, path, signature, "AWS_REGION=eu-west-1"],
    );
  });
});
