// Names that only have to differ from another writer's (temp files, lock
// tokens, proposal ids), not be secret: Math.random spares loading
// node:crypto, a few milliseconds of every command that writes.

/** `digits` random hexadecimal digits. */
export function randomHex(digits: number): string {
  let out = "";
  while (out.length < digits)
    out += Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  return out.slice(0, digits);
}
