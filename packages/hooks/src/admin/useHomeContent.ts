import { useMutation, useQuery } from "@tanstack/react-query";
import {
  adminHomeEndpoint,
  adminSaveHomeListEndpoint,
  type HomeList,
  type HomeListItem,
  validateHomeList,
} from "@travesia/core";
import { Result } from "effect";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { type AdminStatus, adminStatusOf } from "./adminQueries.js";
import { type ContentSaveStatus, useContentSave } from "./contentMutation.js";

/** What {@link useHomeContent} returns. */
export type HomeContentResult = HookResult<
  AdminStatus,
  {
    readonly lists: Readonly<Record<HomeList, readonly HomeListItem[]>>;
    readonly save: ContentSaveStatus;
    readonly issues: ReturnType<typeof useContentSave>["issues"];
  },
  { readonly saveList: (list: HomeList, items: readonly HomeListItem[]) => Promise<boolean> }
>;

const none: readonly HomeListItem[] = [];

/**
 * The home's promotions and recommended hotels in the back office (`GET /api/admin/home`); a list (added to,
 * reordered, retitled or trimmed with core's home list edits) is checked with `validateHomeList` and saved whole.
 *
 * @example const home = useHomeContent(); await home.actions.saveList("promotions", moveHomeItem(list, 2, -1));
 */
export const useHomeContent = (): HomeContentResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["admin", "home"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminHomeEndpoint, [], { signal }),
    },
    client,
  );
  const call = useMutation(
    {
      mutationFn: ({ list, items }: { list: HomeList; items: readonly HomeListItem[] }) =>
        fetchEndpoint(world.api, adminSaveHomeListEndpoint, [list], { body: { items } }),
    },
    client,
  );
  const saving = useContentSave();
  const saveList = (list: HomeList, items: readonly HomeListItem[]) => {
    const valid = validateHomeList({ items });
    return Result.isFailure(valid)
      ? saving.run(() => Promise.resolve(), valid.failure)
      : saving.run(() => call.mutateAsync({ list, items: valid.success }));
  };
  return {
    status: adminStatusOf(query),
    data: {
      lists: { promotions: query.data?.promotions ?? none, recommended: query.data?.recommended ?? none },
      save: saving.status,
      issues: saving.issues,
    },
    error: null,
    actions: { saveList },
  };
};
