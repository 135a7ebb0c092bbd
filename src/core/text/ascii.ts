// Whether a text is all ASCII: the callers then use ASCII forms of patterns
// with Unicode property classes, which match ASCII text alike and compile far
// faster.

const ASCII = /^[\x00-\x7f]*$/;

export function isAscii(text: string): boolean {
  return ASCII.test(text);
}
