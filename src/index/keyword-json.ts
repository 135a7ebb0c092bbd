// Writing the JSON of postings straight into bytes (a full rebuild writes
// millions of them): the same bytes `JSON.stringify` gives, without building
// an object per term first.

export class JsonBytes {
  private buffer = new Uint8Array(4096);
  length = 0;

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const next = new Uint8Array(Math.max(this.length + bytes, this.buffer.length * 2));
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }

  text(value: string): void {
    const encoded = Buffer.from(value, "utf8");
    this.reserve(encoded.length);
    this.buffer.set(encoded, this.length);
    this.length += encoded.length;
  }

  /** `"<integer>":` */
  key(value: number): void {
    this.reserve(13);
    this.buffer[this.length++] = 0x22;
    this.digits(value);
    this.buffer[this.length++] = 0x22;
    this.buffer[this.length++] = 0x3a;
  }

  /** `"<id>":<count>`, after a comma unless first: one posting. */
  entry(comma: boolean, id: number, count: number): void {
    this.reserve(24);
    if (comma) this.buffer[this.length++] = 0x2c;
    this.buffer[this.length++] = 0x22;
    this.digits(id);
    this.buffer[this.length++] = 0x22;
    this.buffer[this.length++] = 0x3a;
    this.digits(count);
  }

  /** Writes the decimal digits of `value` (room already reserved). */
  private digits(value: number): void {
    const buffer = this.buffer;
    if (value < 10) {
      buffer[this.length++] = 0x30 + value;
      return;
    }
    let digits = 2;
    for (let bound = 100; value >= bound && digits < 10; bound *= 10) digits++;
    let at = this.length + digits;
    this.length = at;
    for (let rest = value; rest > 0; rest = (rest / 10) | 0) buffer[--at] = 0x30 + (rest % 10);
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

export function grown(array: Int32Array, size: number): Int32Array {
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}
