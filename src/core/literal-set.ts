// Texts shorter than this are searched literal by literal: building the automaton in a fresh process costs
// more than a hook's or a write's short texts ever save.
const AUTOMATON_MIN_LENGTH = 512;
// Long texts too are searched literal by literal (a native `includes` each, ~0.25 ms for a 2.4 KB memory and 261
// literals, cold) until they add up to this many characters: building the automaton cold costs ~6 ms, more than a
// write's one body saves; a rebuild, which scans thousands, builds it after a dozen memories.
const AUTOMATON_AFTER_CHARS = 32_768;

/**
 * Which of a fixed set of ASCII literals occur in a text, ignoring ASCII case, found in one pass over a long text
 * (an Aho–Corasick automaton over a dense table). Testing tens of literals one by one costs a scan of the text
 * each; this costs one, once the automaton is built.
 */
export class LiteralSet {
  readonly literals: readonly string[];
  private automaton: Automaton | undefined;
  private longChars = 0;
  private readonly automatonAfterChars: number;

  /** `automatonAfterChars`: how many characters of long texts are searched literal by literal first (tests set 0). */
  constructor(literals: readonly string[], { automatonAfterChars = AUTOMATON_AFTER_CHARS } = {}) {
    this.literals = literals.map((literal) => {
      if (!/^[\x01-\x7f]+$/.test(literal)) throw new Error(`not an ASCII literal: ${JSON.stringify(literal)}`);
      return literal.toLowerCase();
    });
    this.automatonAfterChars = automatonAfterChars;
  }

  /** A flag per literal (in the order given): 1 where the literal occurs in `text`. */
  find(text: string): Uint8Array {
    const long = text.length >= AUTOMATON_MIN_LENGTH;
    if (long && (this.automaton || (this.longChars += text.length) > this.automatonAfterChars))
      return (this.automaton ??= new Automaton(this.literals)).find(text);
    const found = new Uint8Array(this.literals.length);
    // A long text folds only ASCII case, as the automaton does: the two characters whose lower case is ASCII (İ, the
    // Kelvin sign) stay as they are.
    const lower = long && /[\u0130\u212a]/.test(text) ? text.replace(/[A-Z]+/g, asciiLower) : text.toLowerCase();
    for (let id = 0; id < this.literals.length; id++) if (lower.includes(this.literals[id]!)) found[id] = 1;
    return found;
  }
}

const asciiLower = (run: string) => run.toLowerCase();

class Automaton {
  private readonly size: number;
  // Each ASCII character's column in the table: one per character the literals use (case folded), 0 for the others.
  private readonly columnOf: Uint8Array;
  private readonly columns: number;
  // `columns` entries a state: the state after a character of each column.
  private readonly next: Uint16Array;
  // The ids of the literals that end at each state, its failure chain's included.
  private readonly outputs: ReadonlyArray<readonly number[]>;

  constructor(literals: readonly string[]) {
    this.size = literals.length;
    const columnOf = new Uint8Array(128);
    let columns = 1;
    for (const literal of literals)
      for (let i = 0; i < literal.length; i++) {
        const code = literal.charCodeAt(i);
        if (columnOf[code] === 0) columnOf[code] = columns++;
      }
    for (let code = 65; code <= 90; code++) columnOf[code] = columnOf[code + 32]!;
    const states = 1 + literals.reduce((sum, literal) => sum + literal.length, 0);
    if (states > 0xffff || columns > 0xff) throw new Error("too many literals for one set");
    // The trie first, in the table itself: 0 is "no edge", as no edge of a trie leads back to the root.
    const next = new Uint16Array(states * columns);
    const outputs: number[][] = [[]];
    literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const slot = state * columns + columnOf[literal.charCodeAt(i)]!;
        if (next[slot] === 0) {
          next[slot] = outputs.length;
          outputs.push([]);
        }
        state = next[slot]!;
      }
      outputs[state]!.push(id);
    });
    // Breadth first, each missing edge becomes its failure state's edge (the longest proper suffix that is also a
    // prefix), which is complete by then.
    const fail = new Uint16Array(outputs.length);
    const queue: number[] = [0];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const row = state * columns;
      const failRow = fail[state]! * columns;
      for (let column = 1; column < columns; column++) {
        const child = next[row + column]!;
        if (child !== 0) {
          fail[child] = state === 0 ? 0 : next[failRow + column]!;
          const inherited = outputs[fail[child]!]!;
          if (inherited.length > 0) outputs[child]!.push(...inherited);
          queue.push(child);
        } else if (state !== 0) {
          next[row + column] = next[failRow + column]!;
        }
      }
    }
    this.columnOf = columnOf;
    this.columns = columns;
    this.next = next;
    this.outputs = outputs;
  }

  find(text: string): Uint8Array {
    const found = new Uint8Array(this.size);
    const { columnOf, columns, next, outputs } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      state = code < 128 ? next[state * columns + columnOf[code]!]! : 0;
      const out = outputs[state]!;
      for (let k = 0; k < out.length; k++) found[out[k]!] = 1;
    }
    return found;
  }
}
