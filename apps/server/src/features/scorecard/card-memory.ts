/**
 * The stored scorecards last sent, held in memory by the public revision, snapshot and zone, up to
 * `maxBytes` (the least recently sent dropped first). A stored card changes only when a load
 * publishes (which bumps the revision), so a held card is the stored one. Detroit's card is
 * 167 KB: read from the database on every request it cost the server more CPU than the rest of the
 * request (docs/performance.md, "Stored scorecards"); held, it is written from one Buffer.
 */
export interface CardMemory {
  get(key: string): Buffer | undefined;
  set(key: string, card: Buffer): void;
}

export function cardMemory(maxBytes: number): CardMemory {
  const cards = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const card = cards.get(key);
      if (card) {
        // Map keeps insertion order: re-inserted, the card is the most recently sent.
        cards.delete(key);
        cards.set(key, card);
      }
      return card;
    },
    set(key, card) {
      if (card.length > maxBytes || cards.has(key)) return;
      cards.set(key, card);
      bytes += card.length;
      for (const [oldest, held] of cards) {
        if (bytes <= maxBytes) break;
        cards.delete(oldest);
        bytes -= held.length;
      }
    },
  };
}
