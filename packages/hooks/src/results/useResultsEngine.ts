import { replaceEqualDeep } from "@tanstack/react-query";
import { type ProgressiveSearchEvent, progressiveSearchInitial, resultsStatus } from "@travesia/core";
import { useLayoutEffect, useMemo, useOptimistic, useState } from "react";
import type { ResultsEngine, ResultsProduct } from "./resultsProduct.js";
import { resultsVerbs } from "./resultsVerbs.js";
import { nothingShown } from "./shownPage.js";
import { type Ahead, isPending, useAhead } from "./useAhead.js";
import { useProgressivePoll } from "./useProgressivePoll.js";
import type { ProgressiveRun } from "./useProgressiveRun.js";
import { useResultsQuery } from "./useResultsQuery.js";
import { useShared } from "./useShared.js";

const ignore = (_key: string, _event?: ProgressiveSearchEvent) => undefined;
const NO_RUN: ProgressiveRun = { state: progressiveSearchInitial, send: ignore, begin: ignore };
/** A search answered at once has no machine: its state stays idle. */
const useNoRun = (): ProgressiveRun => NO_RUN;

/** What a results page gives the engine: its URL, a way to go to another, and who the search is for. */
export interface ResultsInput {
  readonly url: string;
  /** The router's navigation; a promise it returns is awaited (the input's values are shown until it settles). */
  readonly navigate: (url: string) => void | Promise<void>;
  /** Part of the search's key (a viewer's kind); null while unknown: nothing is searched until it is known. */
  readonly scope?: string | null;
}

/**
 * One engine for every URL-described results page: the URL read with the product's core parser is the state, the
 * search is one TanStack Query per search URL (a newer URL aborts the older; the previous reply stays shown), its
 * reply structurally shared with the one shown before, the status is core's `resultsStatus`, and the verbs keep their
 * identity for the page's life. A progressive product runs core's machine, polled by core's rules.
 *
 * @example const engine = useResultsEngine(flightResults, { url, navigate, scope: viewer });
 */
export const useResultsEngine = <P, R>(product: ResultsProduct<P, R>, input: ResultsInput): ResultsEngine<P, R> => {
  const { url, navigate, scope = "" } = input;
  // What the verbs act on, written as each render commits (the previous reply: structural sharing across URLs).
  const [self] = useState(() => nothingShown<P, R>(navigate));
  // The URL's page state shares its equal parts with the page shown (a click's state, drawn ahead of its URL).
  const read = useMemo(() => replaceEqualDeep(self.page, product.read(url)), [self, product, url]);
  const urlPage = useShared(read);
  const [optimistic, show] = useOptimistic(urlPage);
  // Written once per URL page, not at every render (a click's renders, its reply's: a flight URL is ~1 ms at CPU 4×).
  const urlKey = useMemo(() => (urlPage === null ? "" : product.searchUrl(urlPage)), [product, urlPage]);
  // A click answered ahead of its URL (useAhead); a progressive product's search waits for the URL (its run's start).
  const [ahead, setAhead] = useState<Ahead<P, R> | null>(null);
  const key = ahead !== null && isPending(ahead, urlKey) && !product.progressive ? ahead.key : urlKey;
  const enabled = urlPage !== null && scope !== null;
  const progressive = product.progressive;
  // A flight's search id is a URL too: made once per URL page, not at every render.
  const searchId = useMemo(() => (urlPage === null ? "" : product.searchId(urlPage)), [product, urlPage]);
  const run = (progressive?.useRun ?? useNoRun)(key, searchId, enabled);
  const { query, keyOf, start, world, client } = useResultsQuery(product, self, run, { key, scope, enabled });
  const { refetch, data, isPlaceholderData } = query;
  useProgressivePoll(run.state, refetch);
  // A reply is drawn in the background with the machine's state then; a progressive one at once (useAhead's `urgent`).
  const live = useMemo(
    () => ({ key, reply: data, own: isPlaceholderData ? undefined : data, progress: run.state }),
    [key, data, isPlaceholderData, run.state],
  );
  const drawn = useAhead({ ahead, urlKey, key, urgent: progressive !== undefined }, live, product.items);
  const { held, pending, shown, reply, progress } = drawn;
  const page = ahead !== null && pending && optimistic === urlPage ? ahead.page : optimistic;
  // The search URL's own reply is drawn (a cached one: a filter clicked off again, a sort changed back): the search sent
  // for it reconciles in the background, quietly (an equal reply changes nothing; another replaces it in place), so
  // the list is not marked busy for it, nor told to assistive technology to wait for what it already shows.
  const ownDrawn = held === null && shown === live && live.own !== undefined && !product.failed(live.own);
  useLayoutEffect(() => {
    const cached = (searchUrl: string) => client.getQueryData<R>(keyOf(searchUrl));
    Object.assign(self, { key, urlKey, page, reply, progress, navigate, show, start, cached, setAhead, mounted: true });
    return () => void Object.assign(self, { mounted: false });
  });
  const [verbs] = useState(() => resultsVerbs(self, product, { send: run.send, refetch, clock: world.clock }));
  const status = resultsStatus({
    valid: urlPage !== null,
    failed: query.isError || (data !== undefined && product.failed(data)),
    count: reply === undefined ? null : product.count(reply),
    pending: progress._tag === "searching",
  });
  // Not read while the own reply is drawn: the query's fetch status is then none of the page's business.
  const updating = (!ownDrawn && query.isFetching) || optimistic !== urlPage || shown !== live || held !== null;
  return { status, page, reply, progress, machine: run.state, stale: isPlaceholderData, updating, verbs };
};
