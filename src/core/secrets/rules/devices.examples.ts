// The devices family's proof (run by test/core/secret-rule-examples.test.ts): revision 28, devices, networks and
// firmware. Values are made here at random; the published ones kept are what the Matter SDK and Zigbee print.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  const digits = (length: number) => fake.pin(length);
  const base38 = (length: number) => fake.upper(length).replace(/[0-9]/, ".");
  const crypt = (type: string, salt: number, hash: number) =>
    `$${type}$${fake.token(salt)}$${fake.base64(hash).replace(/\+/g, ".")}`;
  const bytes = () => Array.from({ length: 16 }, () => String(Number.parseInt(fake.hex(2), 16))).join(", ");
  // A word, digits and capitals, a symbol before them: how some people make a password for a device.
  const symbolFirst = (symbol: string) => `${symbol}${fake.lower(4)}${digits(4)}${fake.upper(4).replace(/\d/g, "")}X`;
  const mixed = () => `${fake.lower(1)}${digits(1)}${fake.token(8)}`;
  const spoken = () => fake.words(3).replace(/ /g, "-");
  return {
    redacted: [
      // A Matter device's manual pairing code and QR payload, a HomeKit accessory's code, beside the words naming them.
      secret`Thermostat im Bad: Matter-Code ${`${digits(4)}-${digits(3)}-${digits(4)}`}, QR-Inhalt ${`MT:${base38(19)}`}`,
      secret`Garage door sensor — HomeKit setup code ${`${digits(3)}-${digits(2)}-${digits(3)}`} (box is gone)`,
      secret`寝室の照明のMatterセットアップコードは ${`${digits(4)}-${digits(3)}-${digits(4)}`} です。`,
      // LoRaWAN's keys by their names, a device's name between; Zigbee's key as bytes; Thread's dataset in hex.
      secret`Nodo del silo (ABP):\nNwkSKey ${fake.hex(32).toUpperCase()}\nAppSKey ${fake.hex(32).toUpperCase()}`,
      secret`AppKey weather-3 = ${fake.hex(32).toUpperCase()}`,
      secret`advanced:\n  channel: 20\n  network_key: ${`[${bytes()}]`}`,
      secret`Clé réseau Zigbee (network key) du coordinateur : \`${`[${bytes()}]`}\``,
      secret`Thread-Datensatz fürs Wohnzimmer:\n${`0e08${fake.hex(16)}${fake.hex(160)}`}`,
      // A network device's stored passwords where it reads them: Cisco's types 5, 8 and 9, Junos' `$6$`, a broker's
      // passwd file.
      secret`enable secret 5 ${crypt("1", 4, 22)}\nusername backup secret 8 ${crypt("8", 14, 43)}`,
      secret`username netops privilege 15 secret 9 ${crypt("9", 14, 43)}`,
      secret`set system root-authentication encrypted-password "${crypt("6", 16, 86)}"`,
      secret`broker users (mosquitto):\nnodered:${`$7$101$${fake.token(16)}$${fake.base64(86)}==`}`,
      // Config lines that carry a key in the clear.
      secret`config vpn ipsec phase1-interface\n    edit "branch-7"\n        set psksecret ${fake.token(32)}\n    next`,
      secret`set system login user ops authentication plaintext-password ${`Harbor-${digits(4)}`}`,
      secret`crypto isakmp key ${`${spoken()}-${digits(2)}!`} address 0.0.0.0 0.0.0.0`,
      secret`snmp-agent community read cipher ${`mon-${fake.token(9)}#`}`,
      secret`snmp-server host 10.9.0.20 version 2c ${`ro-${fake.token(9)}`}`,
      secret`wireless.default_radio0.key='${`${spoken()}${digits(2)}`}'`,
      secret`Config has \`password ${`Granite${fake.lower(5)}${digits(3)}-`}\` in clear text on the vty lines.`,
      // Prose: a pre-shared key, a community, an enable password, SNMPv3's passphrases, a security mode's key.
      secret`Site-to-site zum Lager: PSK ${fake.token(20)}, Phase 2 mit PFS.`,
      secret`Liaison avec l'entrepôt : clé pré-partagée ${`${fake.token(10)}*${fake.token(8)}*`}, chiffrement AES.`,
      secret`Communauté SNMP pour la supervision des onduleurs du bâtiment B : ${`ups-${fake.token(10)}!`} (v2c).`,
      secret`Cameras answer to SNMP read community ${`cam-${fake.token(10)}#`} from the NMS only.`,
      secret`Branch router via the console cable, then \`enable\` with ${fake.token(13)}.`,
      secret`SNMPv3 för UPS:erna: auth SHA ${`${spoken()}-${digits(2)}_`}, priv AES ${`Meadow${digits(2)}$${fake.lower(5)}`}.`,
      secret`Old handhelds can't do WPA3: their network runs WPA2 with ${fake.token(20)} for now.`,
      secret`Firewall appliance unlock code ${fake.token(12)} if it is ever re-homed.`,
      // A password's name, then where it was read and the value: a pull tab's, a symbol first, random letters, a
      // word and a year, words joined by dashes with the number run into the last.
      secret`New BMC, factory password from the label: ${`${fake.upper(3).replace(/\d/g, "Q")}${digits(1)}QWRT`}`,
      secret`Сервер в стойке 4: пароль с этикетки ${`KX${digits(1)}RTMPW`}, сменить.`,
      secret`Backup box: log in as \`storage\` / ${symbolFirst("$")} from the office only.`,
      secret`Plotter admin password is ${symbolFirst(".")} since the reset.`,
      secret`Switch in the lab, admin ${symbolFirst("@")} — do not reboot during tests.`,
      secret`Roteador do escritório: senha ${"QwrtHxVnpZbK".replace(/./g, (c, i) => (i % 3 ? c : fake.upper(1).replace(/\d/, "Z")))}, acesso remoto desligado.`,
      secret`Το modem στο σπίτι: κωδικός ${mixed()}, το άλλαξα χθες.`,
      secret`Tiskárna v přízemí: heslo pro správu ${mixed()}, nikomu nedávat.`,
      secret`Controller came back with the local admin ${`Meadow@20${digits(2)}`}, so noted here.`,
      secret`Дача: Wi-Fi ${`${spoken()}${digits(2)}`}. Роутер у шафі.`,
      secret`Contraseña punto de acceso almacén ${`${spoken()}-${digits(2)}@`}`,
      secret`Sensoren im Keller-WLAN, Schlüssel dafür ${`${spoken()}${digits(2)}`}.`,
      secret`Zigbee-Bridge: Benutzer \`bridge\` mit ${`Maple${fake.lower(1).toUpperCase()}ember${digits(3)}@`} am Broker.`,
    ],
    kept: [
      // The Matter SDK's test codes, printed by the specification and every example; a code's format described.
      "The spec's test device uses passcode 20202021 and discriminator 3840: code 34970112332 / MT:Y.K9042C00KA0648G00.",
      "Matter manual pairing codes are 11 digits (or 21 for the long form); the QR payload starts with `MT:`.",
      // Identifiers: EUIs, a device's address, a PAN's extended id as bytes, an IMEI, serial numbers, MACs.
      `Gateway EUI ${fake.hex(16).toUpperCase()}\nDevEUI ${fake.hex(16).toUpperCase()} / ${fake.hex(16).toUpperCase()}\nJoinEUI 70B3D57ED0000000`,
      "ext_pan_id: [17, 34, 51, 68, 85, 102, 119, 136]",
      "Tracker IMEI 490154203237518, replaced under warranty.",
      "RMA: SN QWXPLMNBVC (access switch) fan failure, serial KLM4471Z0QR.",
      "Seriennummer der USV PQ7RSTUV2W für den Wartungsvertrag",
      // Zigbee's default trust-center link key, public by design.
      "The Zigbee 3.0 default trust-center link key ZigBeeAlliance09 (5A6967426565416C6C69616E63653039) is public.",
      // Placeholders, masked values, policies and review output.
      "username ops privilege 15 secret 9 <REDACTED BY REVIEW>\nsnmp-server community <COMMUNITY> RO 10\ncrypto isakmp key <KEY> address 198.51.100.7",
      "Lab WPA3 PSK ********\nVisitors WPA2 PSK <from the vault>",
      "enable algorithm-type scrypt secret <not shown>",
      "A PSK has 8 to 63 printable characters, or 64 hex digits.",
      "Community for the switches is read-only; see the NMS for its value.",
      // A stored hash outside a device: cloud-init's, a seed file's bcrypt.
      `users:\n  - name: deploy\n    passwd: ${crypt("6", 16, 86)}`,
      // Words after a password's name that are a sentence, not a value; a name in code.
      "The password is stored in the vault, see the NMS.",
      "Passwort: siehe Aushang am Router.",
      "password reset for admin MyPasswordReset",
      "Wi-Fi name: office-guest-2024",
      "WLAN office-lab-5g is the one for printers.",
    ],
  };
}
