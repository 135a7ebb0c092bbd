// Where each top-level key of a memory file's frontmatter is, found by a line
// scan (the YAML parser keeps no positions), so findings can name a line.

/** Where the top-level frontmatter keys are, to give findings a line. */
export class FrontmatterLines {
  private readonly keys = new Map<string, number>();
  private readonly starts: number[] = [];
  readonly lines: string[];
  /** 1-based line of the closing `---` (0 when there is no frontmatter). */
  readonly end: number;

  constructor(text: string) {
    this.lines = text
      .replace(/^\uFEFF/, "")
      .replace(/\r\n?/g, "\n")
      .split("\n");
    let end = 0;
    if (/^---\s*$/.test(this.lines[0] ?? "")) {
      for (let i = 1; i < this.lines.length; i++) {
        const line = this.lines[i]!;
        if (/^---\s*$/.test(line)) {
          end = i + 1;
          break;
        }
        // The bare key ends on a non-blank (`[^:]*?\s*:` tried every split of a run of blanks: 6 s on a line of
        // 65,000 tabs, within the frontmatter's size limit).
        const key = /^(?:"([^"]+)"|'([^']+)'|([^\s#:'"-](?:[^:]*[^\s:])?))\s*:(?:\s|$)/.exec(line);
        if (key) {
          const name = key[1] ?? key[2] ?? key[3]!;
          if (!this.keys.has(name)) this.keys.set(name, i + 1);
          this.starts.push(i + 1);
        }
      }
    }
    this.end = end;
  }

  /** Line of a top-level key; with `needle`, the first line of that key's block holding it. */
  of(key: string, needle?: string): number | undefined {
    const start = this.keys.get(key);
    if (start === undefined || needle === undefined) return start;
    const next = this.starts.find((line) => line > start) ?? (this.end || this.lines.length + 1);
    for (let line = start; line < next; line++) if (this.lines[line - 1]!.includes(needle)) return line;
    return start;
  }

  /** First line after the frontmatter holding `needle`. */
  inBody(needle: string): number | undefined {
    for (let i = this.end; i < this.lines.length; i++) if (this.lines[i]!.includes(needle)) return i + 1;
    return undefined;
  }
}
