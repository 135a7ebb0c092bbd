// The family of codes, seeds and pairs: its proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      // Revision 13: a combo, a German keypad's code, a French digicode of a letter, digits and a letter; a Wi-Fi key
      // called Schlüssel after WPA2; an editor's licence block.
      secret`Storage cage combo is ${fake.pin(5)} — don't share outside ops`,
      secret`der Seiteneingang hat ein Tastenfeld — Code ${fake.pin(4)}, dann Raute.`,
      secret`le digicode de l'immeuble est ${`A${fake.pin(4)}B`}, l'ascenseur va au 4e`,
      secret`WLAN fürs Labor: SSID "Lab-2G", WPA2, Schlüssel ${`Nebel-Katze-${fake.pin(2)}!`}. Nur 2,4 GHz.`,
      secret`----- BEGIN LICENSE -----\nAcme GmbH\n25 User License\n${Array.from({ length: 3 }, () =>
        Array.from({ length: 8 }, () => fake.hex(8).toUpperCase()).join(" "),
      ).join("\n")}\n------ END LICENSE ------`,
      secret`SIM card: PIN ${fake.pin(4)}, keep it with the phone`,
      secret`door code: ${fake.pin(6)}#`,
      secret`totp = pyotp.TOTP("${fake.base32(32)}")`,
      secret`GitHub recovery codes:\n${`${fake.hex(5)}-${fake.hex(5)}\n${fake.hex(5)}-${fake.hex(5)}\n${fake.hex(5)}-${fake.hex(5)}`}`,
      secret`WIFI:T:WPA;S:office-guest;P:${fake.made()};;`,
      secret`admin / ${fake.made()}`,
      secret`Combination for the lock box: ${`${fake.pin(2)}-${fake.pin(1)}-${fake.pin(2)}`}. Keys inside.`,
      secret`Company card, CVC ${fake.pin(3)}`,
      // Revision 10: codes named in other words and languages, a keypad's `#` after a year's digits, Wi-Fi keys,
      // a passphrase holding a number, an app-specific password on the line under its name.
      secret`código del teclado: ${fake.pin(6)}`,
      secret`codice operatore per storni (menu 4): ${fake.pin(4)}`,
      secret`Deurcode fietsenstalling: ${`19${fake.pin(2)}#`} — niet aan bezoekers geven`,
      secret`- 도어락 비밀번호: ${fake.pin(4)}* (끝에 별표)`,
      secret`入館 暗証番号${fake.pin(4)}`,
      secret`Alarmkoden till kontoret är ${fake.pin(4)}, larmet slås på 19:00.`,
      secret`Tresor im Serverraum: Kombination ${`${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`}`,
      secret`home wifi is FRITZ!Box 7590 XY, key ${`${fake.words(1)}-${fake.words(1)}-${fake.words(1)}-${fake.pin(2)}`}`,
      secret`Clé de configuration 2FA pour le compte partagé : ${fake
        .base32(24)
        .toLowerCase()
        .replace(/(.{4})(?!$)/g, "$1 ")}`,
      secret`clé wifi : ${`${fake.words(1)}-${fake.words(1)}-${fake.words(1)}${fake.pin(1)}`}`,
      secret`Code wifi du coworking : ${`${fake.words(1)}-au-${fake.words(1)}-${fake.pin(2)}`}`,
      secret`WLAN-Netzwerkschlüssel: ${`${fake.pin(4)} ${fake.pin(4)} ${fake.pin(4)} ${fake.pin(4)} ${fake.pin(4)}`}`,
      secret`guest wifi "Casa-Guests" ${`${fake.words(1)}-${fake.words(1)}-${fake.pin(2)}`}`,
      secret`passphrase if you need to re-import it:\n${`${fake.words(3)} ${fake.pin(2)} ${fake.words(1)}`}`,
      secret`Für notarytool ein app-spezifisches Passwort erstellt:\n${`${fake.lower(4)}-${fake.lower(4)}-${fake.lower(4)}-${fake.lower(4)}`}`,
      // Revision 12: a code in groups after its name, a safe that opens with one; a network's key named first; an
      // unlock code whose name holds an elided article.
      secret`the back door uses keypad code ${fake.pin(4).split("").join(" ")} #, the front door is badge only`,
      secret`Szafka z kluczami: kod ${fake.pin(4).split("").join("-")}. Klucz jest w środku.`,
      secret`The little safe in the ops closet opens with ${`${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`}. Turn right first.`,
      secret`fuera de horario: código del portal ${`${fake.pin(4)}B`}, luego la tarjeta`,
      secret`Wi-Fi del laboratorio: rete "LabIoT", chiave WPA2 ${fake.made()}. I sensori hanno la chiave nel firmware.`,
      secret`Code de déverrouillage de l'écran : ${fake.pin(6)}.`,
      secret`会議室の Wi-Fi「MTG-ROOM」は ${`${fake.lower(8)}20${fake.pin(2)}`}。`,
      // Revision 12, from the thirteenth set's classes: a licence key on a line naming one, a Wi-Fi key under its
      // security mode, a key box's code after a colon and "Code", a combination lock, a French door's code, Swedish's
      // alarm code, a code of two groups, recovery codes numbered from the first.
      secret`Licence Windows Server 2022 Standard pro řídicí server: ${`${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}-${fake.upper(5)}`} (MAK)`,
      secret`SSID: Stand-B\nWPA2: ${`${fake.lower(2).toUpperCase()}${fake.lower(3)}${fake.lower(2).toUpperCase()}${fake.lower(3)}_`}`,
      secret`Schlüsselbox am Hintereingang (für Notfälle): Code ${fake.pin(4)}. Danach verdrehen.`,
      secret`De serverruimte heeft een cijferslot: ${fake.pin(6)}. Niet doorgeven.`,
      secret`Salle serveur : badge + code porte ${fake.pin(6)}#.`,
      secret`Larmkod labbet plan 2: ${fake.pin(6)}`,
      secret`the alarm panel code is ${`${fake.pin(4)}-${fake.pin(4)}`}, then press ENT`,
      secret`Códigos de respaldo de la cuenta (cada uno sirve una vez):\n1. ${`${fake.pin(4)} ${fake.pin(4)}`}\n2. ${`${fake.pin(4)} ${fake.pin(4)}`}`,
      // Revision 14: a code's name in Arabic, Hebrew and Hindi; a code named by what it opens in Spanish; "code" again
      // after a lockbox or a voicemail; a 2FA key named far from "2FA"; Japanese's loanword for recovery codes.
      secret`رمز باب المستودع هو ${fake.pin(6)} — لا ترسله بالبريد.`,
      secret`קוד הכניסה לחניון: ${fake.pin(5)}. להחליף כל חודש.`,
      secret`टीम के डेबिट कार्ड का पिन ${fake.pin(4)} है, किसी को मत बताना।`,
      secret`El código de la alarma del trastero es ${fake.pin(5)}; hay 20 segundos para marcarlo.`,
      secret`Keys for the cabin are in the lockbox under the porch, code ${fake.pin(4)}. Leave them there.`,
      secret`Messagerie vocale du support : appeler le 777 puis le code ${fake.pin(4)}#.`,
      secret`2FA for the shared domain registrar login (the old one) — setup key: ${`${fake.lower(4)} ${fake.base32(4).toLowerCase()} ${fake.base32(4).toLowerCase()} ${fake.base32(4).toLowerCase()} ${fake.base32(4).toLowerCase()}`.replace(/[018-9]/g, "7")}`,
      secret`GitHub のリカバリーコード:\n${`${fake.lower(4)}-${fake.pin(4)}`}\n${`${fake.pin(4)}-${fake.lower(4)}`}`,
      // Revision 15: a door's code in Turkish ("kapı şifresi") and Finnish ("oven koodi"), a Swedish alarm's code as
      // single digits, a codeword said to a guard, a Wi-Fi's made code in Danish, backup codes named in Ukrainian, a
      // 2FA key on the line under its name.
      secret`İstanbul ofisi sunucu odası kapı şifresi: ${`${fake.pin(4)}*`}\nKartlı geçiş arızalıysa bunu kullanın.`,
      secret`Konesalin oven koodi (Pasila, 3. kerros): ${fake.pin(4)} + vihreä nappi.`,
      secret`Larmkoden för lagret är ${fake.pin(4).split("").join(" ")} och sedan AV.`,
      secret`Se suona per sbaglio chiamare la vigilanza e dire la parola d'ordine ${fake.words(1)}.`,
      secret`Gæstenetværket hedder ACME-Gaest, og koden er ${fake.made()}.`,
      secret`Резервні коди 2FA для спільного акаунта на GitHub (кожен одноразовий):\n${`${fake.lower(4)}-${fake.pin(4)}`}\n${`${fake.pin(4)}-${fake.lower(4)}`}`,
      secret`2FA-Schlüssel für das Robot-Konto (zum Einrichten in einer zweiten Authenticator-App):\n${Array.from({ length: 8 }, () => fake.base32(4).toLowerCase()).join(" ")}`,
      // Revision 18: a smart card's PINs of up to 12 digits, Korean's marks after PIN and PUK, an access code in Dutch,
      // recovery codes of 16 hex digits, a passphrase of words named in Swedish.
      secret`Smart card for signing: user PIN ${fake.pin(8)}, SO PIN ${fake.pin(10)}. Three tries each.`,
      secret`서명용 스마트카드 PIN은 ${fake.pin(6)}, PUK는 ${fake.pin(8)} 입니다.`,
      secret`Toegangscode magazijn achterdeur: ${fake.pin(4)}, niet doorgeven.`,
      secret`npm 2FA recovery codes, printed at setup:\n\n${fake.hex(16)}\n${fake.hex(16)}\n${fake.hex(16)}`,
      secret`Lösenfras för de krypterade diskarna: ${fake.words(4)}`,
      // Revision 19: a debugger's PIN in groups of three digits, a keypad's code after a room's compound name, a
      // password word in quotes, recovery codes under a long heading, a Wi-Fi key named in Dutch.
      secret` * Debugger is active!\n * Debugger PIN: ${fake.pin(3)}-${fake.pin(3)}-${fake.pin(3)}`,
      secret`Morgen kommt der Techniker: Tür zum Technikraum im Keller, Code ${fake.pin(4)}#, dann links.`,
      secret`Disarm the alarm, then call the monitoring center and give the password word "${fake.words(2)}".`,
      ((codes) => ({
        text: `Códigos de recuperación de la cuenta de administración del proveedor (los copié aquí mientras revisaba el acceso, hay que moverlos al gestor):\n\n${codes.join("\n")}`,
        secrets: codes,
      }))(["a", "b", "c"].map(() => `${fake.lower(3)}${fake.pin(2)}-${fake.pin(2)}${fake.lower(3)}`)),
      secret`De printers hangen aan wifi Lager-3, WPA2-sleutel Ember${fake.pin(4)}!Drop-Zes.`,
      secret`Scanner kan niet op wifi Lager-3 (sleutel Harbor-Quartz-${fake.pin(2)})`,
      // Revision 21: backup codes printed in two numbered columns; a keypad's code with a letter; a locker's and a
      // safe's codes.
      secret`Backup codes for admin@example.com:\n1. ${`${fake.pin(4)} ${fake.pin(4)}`}    6. ${`${fake.pin(4)} ${fake.pin(4)}`}\n2. ${`${fake.pin(4)} ${fake.pin(4)}`}    7. ${`${fake.pin(4)} ${fake.pin(4)}`}`,
      secret`Pour les premiers arrivés, le digicode de l'entrée est ${`${fake.pin(1)}B${fake.pin(4)}`}, puis badge.`,
      secret`- Kluisje 14, code ${fake.pin(4)}`,
      secret`Spind 3, Code ${fake.pin(4)}`,
      secret`- Server room safe: ${`${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`}\n- Tresor: ${`${fake.pin(2)}-${fake.pin(2)}-${fake.pin(2)}`}`,
      // Revision 22: a pair in quotation marks is still a pair.
      secret`Login: \u201eadmin / ${fake.made()}\u201c`,
      // Revision 26: the code "to the door" in Danish, Norwegian and Swedish.
      secret`Lageret: kode til døren ${fake.pin(5)}, nøglen hænger ved siden af`,
      secret`koden till dörren är ${fake.pin(4)}`,
    ],
    kept: [
      // Revision 14: a postal PIN code in Hindi, a code about the alarm that is a duration, a lockbox's model number.
      "दिल्ली ऑफिस का पिन कोड 110001 है।",
      "El código de la alarma se cambia cada 90 días.",
      "Bought the lockbox model 4410 from the hardware store, code review is on Friday.",
      "Error code 5173 from the voicemail gateway again.",
      // Revision 13: a combo that opens nothing, a licence block's header alone.
      "the combo box lists 2048 entries",
      "----- BEGIN LICENSE ----- (paste the block you were mailed)",
      // A published test vector: RFC 6238's seed in base32.
      "TOTP unit tests use the RFC 6238 test seed, base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ; at T=59 the code is 94287082.",
      "PIN 0000 is the factory default",
      "the door code changes every month",
      "after 1500 ms the request times out",
      "recovery codes are stored in the vault",
      "see page 2 / section 4 of the manual",
      "card ending in 4242, expires 11/27",
      "código postal: 28013",
      "error code: 10054 (connection reset)",
      "Code: 2048",
      "Fehlercode der Heizung: 4012",
      "código de verificación: 482913 (expira en 5 minutos)",
      "SSID: mtg-5F-corp",
      "Wi-Fi name: office-guest-2024",
      "Password: (see the sheet at reception)",
      "wifi password: ask at the front desk",
      "class names: text-left-mode-dark and main-sync-test-flow",
      "the TOTP key is shown once: make sure your code works",
      "error code 1 2 3 4 means the sensor is unplugged",
      "Postal code 1011 AB, Amsterdam",
      "HTTP status code 4 0 4 on every asset",
      "The safe opens with the key in the drawer.",
      "chiave WPA2 nel portachiavi di casa",
      // A published volume-activation key; a UUID; a code's word for a quantity.
      "KMS client setup key (GVLK) for Windows Server 2022 Standard: VDYBN-27WPP-V4HQT-9VMD4-VMK7H",
      "Licence id: 3F2504E0-4F89-11D3-9A0C-0305E82C3301",
      "WPA2: enabled, WPA3: off",
      // Revision 15: a codeword's name and a verb, a code that is a word or digits with no login named, backup codes
      // named in Ukrainian with none listed.
      "The codeword is required when the guard calls back.",
      "Tell the guard the codeword said on the phone, not the one in the mail.",
      "La parola d'ordine è cambiata: chiedere in ufficio.",
      "The code is LicenseKey-Format-v2 in the docs of the parser.",
      "Резервні коди 2FA зберігаються в сейфі.",
      // Revision 18: a PIN's length setting, a pinned version, a Dutch access policy with no code.
      "PIN length: 6 to 8 digits (ykman piv access change-pin)",
      "Toegangscode aanvragen via de servicedesk, niet per mail.",
      "Lösenfras: se lösenordshanteraren.",
      // Revision 19: a room's number, a password word not given, a PIN pad's ticket.
      "Meeting in Raum 4012, code review after lunch",
      "Give the password word to the guard, not to the caller.",
      "PIN reset ticket 123-456-789 is closed",
      // Revision 21: a safe's date, a locker's number, a build with a letter.
      "Safe: 2024-05-01 (the day the safe was installed)",
      "Kluisje 14 is next to the printer",
      "Thread safe: yes",
      // Revision 22: a secret store's item named as a path of words, in quotation marks.
      "Das Passwort liegt im Tresor unter \u201eProd DB / ledger_app\u201c \u2013 bitte nicht hier reinschreiben.",
      'The password is in the 1Password item "Prod DB / ledger_app".',
    ],
  };
}
