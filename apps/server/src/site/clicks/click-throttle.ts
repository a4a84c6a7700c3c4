// A person clicks a few times a second at most; more than that from one sender is a script, and its
// events are dropped without telling it (DESIGN.md). A token bucket per sender (IP + session), in memory:
// a lost bucket on restart only forgives a sender once.
export class ClickThrottle {
  #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #ratePerSec: number;
  readonly #burst: number;
  readonly #maxKeys: number;

  constructor(ratePerSec = 10, burst = 40, maxKeys = 100_000) {
    this.#ratePerSec = ratePerSec;
    this.#burst = burst;
    this.#maxKeys = maxKeys;
  }

  /** True when this sender may send one more event now. */
  allow(key: string, now = Date.now()): boolean {
    let b = this.#buckets.get(key);
    if (!b) {
      if (this.#buckets.size >= this.#maxKeys) this.#buckets.clear();
      b = { tokens: this.#burst, at: now };
      this.#buckets.set(key, b);
    } else {
      b.tokens = Math.min(this.#burst, b.tokens + ((now - b.at) / 1000) * this.#ratePerSec);
      b.at = now;
    }
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}
