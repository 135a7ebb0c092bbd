/**
 * Which of a fixed set of ASCII literals occur in a text, ignoring ASCII case, found in one pass (an Aho–Corasick
 * automaton over a dense table). Testing tens of literals one by one costs a scan of the text each; this costs one.
 */
export class LiteralSet {
  readonly literals: readonly string[];
  private readonly next: Uint16Array;
  private readonly outputs: ReadonlyArray<readonly number[]>;
  private readonly ends: Uint8Array;

  constructor(literals: readonly string[]) {
    this.literals = literals.map((literal) => {
      if (!/^[\x01-\x7f]+$/.test(literal)) throw new Error(`not an ASCII literal: ${JSON.stringify(literal)}`);
      return literal.toLowerCase();
    });
    const goto: Array<Map<number, number>> = [new Map()];
    const outputs: number[][] = [[]];
    this.literals.forEach((literal, id) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const code = literal.charCodeAt(i);
        let target = goto[state]!.get(code);
        if (target === undefined) {
          target = goto.length;
          goto.push(new Map());
          outputs.push([]);
          goto[state]!.set(code, target);
        }
        state = target;
      }
      outputs[state]!.push(id);
    });
    // Breadth first: each state's failure is the longest proper suffix that is also a prefix; its row of the table
    // is its failure's row with its own edges written over it.
    const next = new Uint16Array(goto.length * 128);
    const fail = new Int32Array(goto.length);
    const queue: number[] = [];
    for (const [code, target] of goto[0]!) {
      next[code] = target;
      queue.push(target);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const row = state * 128;
      next.copyWithin(row, fail[state]! * 128, fail[state]! * 128 + 128);
      outputs[state]!.push(...outputs[fail[state]!]!);
      for (const [code, target] of goto[state]!) {
        fail[target] = next[fail[state]! * 128 + code]!;
        next[row + code] = target;
        queue.push(target);
      }
    }
    // Upper-case letters move as their lower-case ones: the scan needs no case folding of its own.
    for (let row = 0; row < next.length; row += 128) next.copyWithin(row + 65, row + 97, row + 123);
    this.next = next;
    this.outputs = outputs;
    this.ends = Uint8Array.from(outputs, (out) => (out.length > 0 ? 1 : 0));
  }

  /** A flag per literal (in the order given): 1 where the literal occurs in `text`. */
  find(text: string): Uint8Array {
    const found = new Uint8Array(this.literals.length);
    const next = this.next;
    const ends = this.ends;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      state = code < 128 ? next[(state << 7) | code]! : 0;
      if (ends[state] === 1) for (const id of this.outputs[state]!) found[id] = 1;
    }
    return found;
  }
}
