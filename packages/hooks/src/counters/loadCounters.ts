import {
  countersEndpoint,
  type HeaderCounts,
  headerCountsFromReply,
  headerCountsWithTodayBookings,
  todayBookingCountEndpoint,
} from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient } from "../query/portalQueryClient.js";
import { refetchLatest } from "../query/refetchLatest.js";
import type { CountersSlice } from "../stores/portalStores.js";

const countsOf = ({ status: _status, ...counts }: CountersSlice): HeaderCounts => counts;

/** Whose counters the store holds: the signed-in user's id, or "anonymous". */
const countersOwner = (world: Pick<PortalWorld, "stores">): string =>
  world.stores.user.getState().user?.id ?? "anonymous";

/** The query key of the counters of `owner`: the cache remembers which owners' counters were loaded. */
export const countersKey = (owner: string) => ["counters", owner] as const;

/**
 * Loads `GET /api/v2/counters` (and, for a signed-in user, `GET /mybookings/getTodayBookingCount`) into the counters store; a failure keeps the last counts and says `error`. A newer
 * load supersedes one still in flight.
 */
export const loadCounters = async (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.counters;
  if (store.getState().status === "unknown") store.setState({ status: "loading" });
  const owner = countersOwner(world);
  const client = portalQueryClient(world);
  // 'Reservas de hoy' is today's count, not the counters record's (every booking): a signed-in user's own call.
  const [outcome, today] = await Promise.all([
    refetchLatest(client, countersKey(owner), (signal) => fetchEndpoint(world.api, countersEndpoint, [], { signal })),
    owner === "anonymous"
      ? undefined
      : refetchLatest(client, ["todayBookingCount", owner], (signal) =>
          fetchEndpoint(world.api, todayBookingCountEndpoint, [], { signal }),
        ),
  ]);
  if (today?._tag === "Fetched") store.setState((state) => headerCountsWithTodayBookings(countsOf(state), today.value));
  if (outcome._tag === "Failed") store.setState({ status: "error" });
  else if (outcome._tag === "Fetched")
    store.setState((state) => ({ status: "ready", ...headerCountsFromReply(countsOf(state), outcome.value) }));
};
