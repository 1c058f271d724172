/** The outcome of a call started through {@link createLatestCall}: its value, or `Stale` when a newer call started. */
export type LatestOutcome<A> = { readonly _tag: "Current"; readonly value: A } | { readonly _tag: "Stale" };

/** Runs calls one at a time: a newer call aborts the older, and the older's late reply is reported as stale. */
export interface LatestCall {
  /** Starts a call with a fresh `AbortSignal`, aborting the previous one. */
  readonly run: <A>(start: (signal: AbortSignal) => Promise<A>) => Promise<LatestOutcome<A>>;
  /** Aborts the call in flight, if any (on unmount, or when the input is cleared). */
  readonly abort: () => void;
}

/**
 * The transport rule of DESIGN.md: "A newer search aborts the older one, and a late reply can never overwrite
 * newer state." Aborting alone is not enough (a fetcher may ignore the signal, or the reply may already be
 * decoding), so each run also takes a generation number and only the latest generation is `Current`.
 *
 * @example
 * const latest = createLatestCall();
 * const outcome = await latest.run((signal) => api.call({ method: "GET", path, decode, signal }));
 * if (outcome._tag === "Stale") return; // a newer call owns the state now
 */
export const createLatestCall = (): LatestCall => {
  let generation = 0;
  let controller: AbortController | null = null;
  return {
    run: async (start) => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      generation += 1;
      const myGeneration = generation;
      const value = await start(mine.signal);
      if (myGeneration !== generation || mine.signal.aborted) return { _tag: "Stale" };
      controller = null;
      return { _tag: "Current", value };
    },
    abort: () => {
      controller?.abort();
      controller = null;
      generation += 1;
    },
  };
};
