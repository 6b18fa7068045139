/** A bounded max-heap of the k smallest (key, id) pairs. */
export class TopK {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  /** a byte carried with each pair (the match's field tier) */
  private readonly tags: Uint8Array;
  n = 0;
  constructor(private readonly k: number) {
    this.keys = new Float64Array(k);
    this.ids = new Int32Array(k);
    this.tags = new Uint8Array(k);
  }
  private above(i: number, j: number): boolean {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a > b || (a === b && this.ids[i]! > this.ids[j]!);
  }
  private swap(i: number, j: number): void {
    const k = this.keys[i]!;
    this.keys[i] = this.keys[j]!;
    this.keys[j] = k;
    const d = this.ids[i]!;
    this.ids[i] = this.ids[j]!;
    this.ids[j] = d;
    const t = this.tags[i]!;
    this.tags[i] = this.tags[j]!;
    this.tags[j] = t;
  }
  push(key: number, id: number, tag: number): void {
    if (this.k === 0) return;
    if (this.n < this.k) {
      let i = this.n++;
      this.keys[i] = key;
      this.ids[i] = id;
      this.tags[i] = tag;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.above(i, p)) break;
        this.swap(i, p);
        i = p;
      }
      return;
    }
    const topKey = this.keys[0]!;
    if (key > topKey || (key === topKey && id > this.ids[0]!)) return;
    this.keys[0] = key;
    this.ids[0] = id;
    this.tags[0] = tag;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.n && this.above(l, m)) m = l;
      if (r < this.n && this.above(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
  /** the pairs, smallest first */
  sorted(): { key: number; id: number; tag: number }[] {
    const out: { key: number; id: number; tag: number }[] = [];
    for (let i = 0; i < this.n; i++) out.push({ key: this.keys[i]!, id: this.ids[i]!, tag: this.tags[i]! });
    return out.sort((a, b) => a.key - b.key || a.id - b.id);
  }
}
