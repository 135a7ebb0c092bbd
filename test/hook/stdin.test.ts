import { describe, expect, it } from "vitest";
import { ObjectEndFinder } from "../../src/hook/stdin.js";

/** Where the first JSON object of `text` closes, fed `chunk` bytes at a time: the byte count read, or -1. */
function endOf(text: string, chunk: number): number {
  const bytes = Buffer.from(text, "utf8");
  const finder = new ObjectEndFinder();
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(bytes.length, start + chunk);
    if (finder.feed(bytes, start, end)) return end;
  }
  return -1;
}

describe("the end of the hook's JSON object", () => {
  const object = JSON.stringify({
    hook_event_name: "UserPromptSubmit",
    prompt: 'fix {"a": [1, {"b": "}"}]} and a \\ backslash, a "quote" — émoji 🦀 }}}',
    nested: { deeper: { list: [{}, { x: "{" }] } },
  });

  it("is found at the closing brace whatever the chunks, braces and quotes inside strings aside", () => {
    const whole = Buffer.byteLength(object);
    expect(endOf(object, 1 << 20)).toBe(whole);
    const followed = `${object}\n{"next":1}`;
    // The end is reported with the chunk holding the closing brace: the bytes after it in that chunk were read too.
    for (const chunk of [1, 2, 3, 7, 64])
      expect(endOf(followed, chunk)).toBe(Math.min(Math.ceil(whole / chunk) * chunk, Buffer.byteLength(followed)));
  });

  it("is not found in a text cut short, nor in one that is not an object", () => {
    expect(endOf(object.slice(0, -1), 5)).toBe(-1);
    expect(endOf(`["an", "array", {"x": 1}]`, 4)).toBe(-1);
    expect(endOf(`garbage {"x": 1}`, 4)).toBe(-1);
    expect(endOf(`\ufeff \n\t{"x": "y"}`, 3)).toBe(Buffer.byteLength(`\ufeff \n\t{"x": "y"}`));
  });
});
