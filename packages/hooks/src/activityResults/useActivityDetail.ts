import { useQuery } from "@tanstack/react-query";
import {
  type ActivityChoice,
  type ActivityChoiceEvent,
  type ActivityDetail,
  type ActivityDetailRoute,
  type ActivityQuote,
  activityChoiceInitial,
  activityChoiceTransition,
  activityDetailEndpoint,
  activityQuote,
  formatCalendarDate,
} from "@travesia/core";
import { useMemo, useReducer } from "react";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useActivityDetail} returns: the activity, the picker's choice and core's quote of it. */
export type ActivityDetailResult = HookResult<
  "loading" | "ready" | "error",
  { readonly activity: ActivityDetail | null; readonly choice: ActivityChoice; readonly quote: ActivityQuote | null },
  { readonly choose: (event: ActivityChoiceEvent) => void; readonly reload: () => void }
>;

/**
 * An activity's detail page: `GET /api/v1/activities/detail/{id}?from&to` for the days of the search, and the
 * picker on core's `activityChoiceTransition`, priced by core's `activityQuote` (day, slot, party by age band).
 *
 * @example const detail = useActivityDetail(route); detail.actions.choose({ _tag: "dateChosen", date });
 */
export const useActivityDetail = (route: ActivityDetailRoute): ActivityDetailResult => {
  const { world, client } = usePortalQuery();
  const from = formatCalendarDate(route.from);
  const to = formatCalendarDate(route.to);
  const query = useQuery(
    {
      queryKey: ["activityDetail", route.activityId, from, to],
      queryFn: ({ signal }) =>
        fetchEndpoint(world.api, activityDetailEndpoint, [route.activityId, from, to], { signal }),
    },
    client,
  );
  const [choice, choose] = useReducer(activityChoiceTransition, route.party, activityChoiceInitial);
  const activity = query.data?.done === true ? (query.data.activity ?? null) : null;
  const quote = useMemo(() => (activity === null ? null : activityQuote(activity, choice)), [activity, choice]);
  const failed = query.isError || (query.data !== undefined && activity === null);
  const { refetch } = query;
  const actions = useMemo(() => ({ choose, reload: () => void refetch() }), [refetch]);
  return {
    status: failed ? "error" : activity === null ? "loading" : "ready",
    data: { activity, choice, quote },
    error: failed ? { key: "activity.detailFailed" } : null,
    actions,
  };
};
