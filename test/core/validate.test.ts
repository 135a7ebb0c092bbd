import { describe, expect, it } from "vitest";
import { InvalidTagsError, InvalidTypeError, UsageError } from "../../src/core/errors.js";
import {
  isWellFormedTag,
  parseMemoryType,
  parsePositiveInt,
  parseTags,
} from "../../src/core/validation/request-fields.js";
import { extractWikilinks } from "../../src/core/links/wikilinks.js";

describe("validation", () => {
  it("accepts the six types, case-insensitively, and names them when rejecting", () => {
    expect(parseMemoryType("Gotcha")).toBe("gotcha");
    expect(() => parseMemoryType("note")).toThrow(InvalidTypeError);
    expect(() => parseMemoryType(undefined)).toThrow(
      /A type is required: --type decision\|learning\|gotcha\|breadcrumb\|hub\|artifact/,
    );
  });

  it("normalises tags and rejects empty or malformed ones", () => {
    expect(parseTags("Auth, OAuth2 ,auth,token refresh")).toEqual(["auth", "oauth2", "token-refresh"]);
    expect(() => parseTags("")).toThrow(InvalidTagsError);
    // A password's or a code's name joined to a value is refused, and the value never repeated in the message.
    for (const tags of [
      "office,door-code-5519",
      "vpn,пароль-Berezka2024",
      "recette,mdp=Tartiflette88",
      "router,clave-Gazpacho_2024",
      "wlan,passwort-Maulwurf77!",
    ]) {
      const value = tags.split(/[-=,]/).at(-1)!;
      expect(() => parseTags(tags), tags).toThrow(InvalidTagsError);
      try {
        parseTags(tags);
      } catch (error) {
        expect(String((error as Error).message)).not.toContain(value.toLowerCase());
      }
    }
    expect(parseTags("password-reset,wifi-6,code-review-2024,pin-v2,oauth2")).toEqual([
      "password-reset",
      "wifi-6",
      "code-review-2024",
      "pin-v2",
      "oauth2",
    ]);
    expect(() => parseTags([])).toThrow(InvalidTagsError);
    expect(() => parseTags(["ok", "-bad"])).toThrow(/Malformed tag "-bad"/);
    expect(() => parseTags(["bad tag!"])).toThrow(InvalidTagsError);
    expect(() => parseTags([1 as unknown as string])).toThrow(InvalidTagsError);
    expect(parseTags([], { allowEmpty: true })).toEqual([]);
  });

  it("checks an ASCII tag as the Unicode tag pattern does", () => {
    const reference = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}._+#/-]{0,49}$/u;
    const characters = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
    const tags = characters.flatMap((c) => [c, `${c}x`, `a${c}`, `a${c}b`, `1${c.repeat(49)}`, `1${c.repeat(50)}`]);
    // A mask's stars inside a tag are the one addition to the pattern (revision 22 of the secret rules).
    for (const tag of tags.filter((t) => !/.\*{3}/.test(t)))
      expect(isWellFormedTag(tag), JSON.stringify(tag)).toBe(reference.test(tag));
    expect(isWellFormedTag("sk_live_****9f3c")).toBe(true);
    expect(isWellFormedTag("pw****")).toBe(true);
    expect(isWellFormedTag("****9f3c")).toBe(false);
    expect(isWellFormedTag("a**b")).toBe(false);
    expect(isWellFormedTag(`a${"*".repeat(50)}`)).toBe(false);
    expect(isWellFormedTag("données")).toBe(true);
    expect(isWellFormedTag("Données")).toBe(false);
  });

  it("parses whole numbers", () => {
    expect(parsePositiveInt("5", "--limit")).toBe(5);
    expect(() => parsePositiveInt("0", "--limit")).toThrow(UsageError);
    expect(parsePositiveInt("0", "--offset", { allowZero: true })).toBe(0);
    expect(() => parsePositiveInt("-1", "--offset", { allowZero: true })).toThrow(UsageError);
    expect(() => parsePositiveInt("2x", "--limit")).toThrow(UsageError);
  });

  it("finds [[wikilinks]] outside code", () => {
    const body =
      "See [[decision-a]] and [[hub-b|the hub]] and [[c#part]].\n`[[not-this]]`\n```\n[[nor-this]]\n```\n[[Bad Slug]]";
    expect(extractWikilinks(body)).toEqual(["decision-a", "hub-b", "c"]);
  });
});
