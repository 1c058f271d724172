import { activeBudgetMode, PORTAL_STORAGE_KEYS, portalConfigEndpoint, portalConfigFlags } from "@travesia/core";
import { useEffect } from "react";
import type { HookResult } from "../common/hookResult.js";
import { type PortalWorld, usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient, usePortalQuery } from "../query/portalQueryClient.js";
import { refetchLatest } from "../query/refetchLatest.js";
import type { ConfigSlice } from "../stores/portalStores.js";

/** What {@link usePortalConfig} returns. */
export type PortalConfigResult = HookResult<
  ConfigSlice["status"],
  Pick<ConfigSlice, "portalType" | "flags">,
  { readonly reload: () => Promise<void> }
>;

const configKey = (portalId: string) => ["portalConfig", portalId] as const;

/**
 * Reads `GET /api/portal/config/{id}` into the config store: every boolean field is a feature switch
 * (enableBudgeting, enablePricer, enableDualFlow, smartFlow, relatedRates, …; spec 000 §1, spec 001 §1), plus the
 * portal type and the feature groups (price-GO: core's `portalPriceGo`). Also writes the local items the spec lists (§3: enablePricer, enableDualFlow,
 * hotelResultAsyncTimeout), and the active-key mode: spec 000 §4 "Budget mode applies unless the local flag
 * enablePricer equals 'true'."
 */
export const loadPortalConfig = async (world: Pick<PortalWorld, "api" | "stores" | "storage">, portalId: string) => {
  world.stores.config.setState({ status: "loading" });
  const outcome = await refetchLatest(portalQueryClient(world), configKey(portalId), (signal) =>
    fetchEndpoint(world.api, portalConfigEndpoint, [portalId], { signal }),
  );
  if (outcome._tag === "Superseded") return;
  if (outcome._tag === "Failed") return world.stores.config.setState({ status: "error" });
  const record: Readonly<Record<string, unknown>> = outcome.value;
  const flags = portalConfigFlags(record);
  const local = world.storage.local;
  local.setItem(PORTAL_STORAGE_KEYS.enablePricer, String(flags.enablePricer === true));
  local.setItem(PORTAL_STORAGE_KEYS.enableDualFlow, String(flags.enableDualFlow === true));
  if (typeof record.hotelResultAsyncTimeout === "number")
    local.setItem(PORTAL_STORAGE_KEYS.hotelResultAsyncTimeout, String(record.hotelResultAsyncTimeout));
  world.stores.active.setState({ mode: activeBudgetMode(local.getItem(PORTAL_STORAGE_KEYS.enablePricer)) });
  world.stores.config.setState({
    status: "ready",
    flags,
    featureGroups: outcome.value.featureGroups,
    portalType: record.portalType === "B2B" ? "B2B" : "B2C",
  });
};

/**
 * The portal configuration of the visitor's portal (the user's, or the guest record's); loads it once the user
 * call has answered, once per portal and provider (the query cache remembers it), however many components read it.
 *
 * @example
 * const { data } = usePortalConfig();
 * const showBudgetButton = data.flags.enableBudgeting === true || data.flags.enablePricer === true;
 */
export const usePortalConfig = (): PortalConfigResult => {
  const { world, client } = usePortalQuery();
  const portalId = usePortalStore("user", (state) => state.portalId);
  const slice = usePortalStore("config", (state) => state);
  const reload = async () => {
    if (portalId !== null) await loadPortalConfig(world, portalId);
  };
  useEffect(() => {
    if (portalId === null || client.getQueryState(configKey(portalId)) !== undefined) return;
    void loadPortalConfig(world, portalId);
  }, [world, client, portalId]);
  return {
    status: slice.status,
    data: { portalType: slice.portalType, flags: slice.flags },
    error: null,
    actions: { reload },
  };
};
