import {
  ACTIVE_QUOTE_STORAGE_KEY,
  type AddToBudgetEvent,
  type AddToBudgetNavigation,
  type AddToBudgetState,
  addToBudgetDisabled,
  addToBudgetInitial,
  addToBudgetLabelKey,
  addToBudgetNavigation,
  addToBudgetTarget,
  addToBudgetTransition,
  type BudgetAddProductRequest,
  COUNTERS_REFRESH_DELAY_MS,
  endpoints,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useRef, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { loadCounters } from "../counters/countersFeed.js";
import { type PortalWorld, usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { pushToast } from "../toasts/toastQueue.js";
import { callEndpoint } from "../transport/callEndpoint.js";
import { setActiveQuote } from "./activeQuote.js";
import { readAddedProducts, recordAddedProduct } from "./addedProducts.js";

/**
 * The product to add: core's `BudgetAddProductRequest` (spec 000 §3 "Add-product payload") without the budget id,
 * which the hook finds or creates; `parameters` defaults to `{}`.
 */
export type AddToBudgetItem = Omit<BudgetAddProductRequest, "budgetId" | "parameters"> & {
  readonly parameters?: BudgetAddProductRequest["parameters"];
  /** Sent with the draft creation (spec 000 §3 "Trip draft: id, optional isoCountryCode"). */
  readonly isoCountryCode?: string;
};

/** Where the view should go after an add (core's `addToBudgetNavigation`): the trip after `delayMs`, or /logout. */
export type { AddToBudgetNavigation } from "@travesia/core";

/** What {@link useAddToBudget} returns. `status` is core's add-button state tag. */
export type AddToBudgetResult = HookResult<
  AddToBudgetState["_tag"],
  {
    readonly disabled: boolean;
    /**
     * 'Agregar a presupuesto' / 'Agregar a cotización' / spinner / 'Item agregado' (core's `addToBudgetLabelKey`);
     * 'Agregado' (`budget.added`) for a rate added before (spec 000 §4 "Added product ids are tracked locally").
     */
    readonly labelKey: ReturnType<typeof addToBudgetLabelKey> | "budget.added";
    /** The rate was added earlier (this visit or a previous one). */
    readonly alreadyAdded: boolean;
    readonly navigation: AddToBudgetNavigation | null;
  },
  {
    /** Adds the product; `toNewTrip` starts a new trip (spec 000 §4 "A product may be added to a new trip"). */
    readonly add: (item: AddToBudgetItem, options?: { readonly toNewTrip?: boolean }) => Promise<void>;
  }
>;

const statusOf = (failure: { readonly _tag: string; readonly status?: number }) =>
  failure._tag === "HttpError" ? (failure.status ?? 0) : 0;

/** Finds the active budget or creates the draft trip; `null` when the draft creation failed (event returned). */
const targetBudget = async (
  world: PortalWorld,
  item: AddToBudgetItem,
  toNewTrip: boolean,
): Promise<{ budgetId: string; newTrip: boolean } | AddToBudgetEvent> => {
  const { mode } = world.stores.active.getState();
  const userId = world.stores.user.getState().user?.id ?? "";
  const target = addToBudgetTarget(world.storage.local.getItem(ACTIVE_QUOTE_STORAGE_KEY), mode, userId);
  if (target._tag === "useActive" && !toNewTrip) return { budgetId: target.id, newTrip: false };
  const body = item.isoCountryCode === undefined ? {} : { isoCountryCode: item.isoCountryCode };
  const draft = await callEndpoint(world.api, endpoints.createDraft, [], { body });
  if (Result.isFailure(draft)) return { _tag: "draftFailed", status: statusOf(draft.failure) };
  const budgetId = String(draft.success.id);
  setActiveQuote(world, budgetId); // "stores it as active and announces the change"
  return { budgetId, newTrip: toNewTrip };
};

/**
 * The add-to-budget button (spec 000 §4, §8): core's `addToBudgetTransition` machine driven by the calls. With no
 * active budget or trip (or another user's), first `POST /v3/api/create/draft`; then `POST api/budget/addProduct`.
 * Every notice (409, other failure, 5-second notification warnings, success toast, new-trip and alternative-rate
 * notices) goes to the toast queue with core's durations; counters refresh 1 s after an add; a 401 from the draft
 * creation asks the view to go to /logout.
 *
 * @example
 * const add = useAddToBudget(rateId);
 * <button disabled={add.data.disabled} onClick={() => add.actions.add({ product: "hotel", rateId, occupancy: "2-0" })}>
 */
export const useAddToBudget = (rateId?: string): AddToBudgetResult => {
  const world = usePortalWorld();
  const [alreadyAdded] = useState(
    () => rateId !== undefined && readAddedProducts(world.storage.local).includes(rateId),
  );
  const mode = usePortalStore("active", (state) => state.mode);
  const [state, setState] = useState<AddToBudgetState>(addToBudgetInitial);
  const current = useRef(state);
  const [navigation, setNavigation] = useState<AddToBudgetNavigation | null>(null);

  const step = useCallback(
    (event: AddToBudgetEvent) => {
      const next = addToBudgetTransition(current.current, event);
      current.current = next;
      setState(next);
      const notices =
        next._tag === "added" ? next.notices : "notice" in next && next.notice !== null ? [next.notice] : [];
      if (event._tag !== "press") {
        for (const notice of notices) {
          const level = notice.level === "error" ? "error" : notice.level;
          pushToast(world, {
            level,
            key: notice.messageKey,
            durationMs: notice.durationMs,
            ...(notice.titleKey ? { titleKey: notice.titleKey } : {}),
          });
        }
      }
      return next;
    },
    [world],
  );

  const add = useCallback(
    async (item: AddToBudgetItem, options: { readonly toNewTrip?: boolean } = {}) => {
      if (addToBudgetDisabled(current.current) || alreadyAdded) return;
      step({ _tag: "press" });
      const target = await targetBudget(world, item, options.toNewTrip === true);
      if ("_tag" in target) {
        setNavigation(addToBudgetNavigation(step(target), world.stores.config.getState().flags));
        return;
      }
      const { isoCountryCode: _iso, ...payload } = item;
      const request: BudgetAddProductRequest = {
        ...payload,
        parameters: item.parameters ?? {},
        budgetId: target.budgetId,
      };
      const reply = await callEndpoint(world.api, endpoints.budgetAddProduct, [], { body: request });
      if (Result.isFailure(reply)) {
        step({ _tag: "failed", status: statusOf(reply.failure) });
        return;
      }
      const budgetId = reply.success.budgetId ?? target.budgetId;
      const next = step({
        _tag: "succeeded",
        mode: world.stores.active.getState().mode,
        newTrip: target.newTrip,
        budgetId,
        notifications: reply.success.notifications ?? null,
        alternativeRate: reply.success.alternativeRate === true,
      });
      if (next._tag !== "added") return;
      setActiveQuote(world, budgetId);
      recordAddedProduct(world.storage.local, item.rateId);
      world.stores.active.setState((active) => ({ revision: active.revision + 1 }));
      world.clock.setTimeout(() => void loadCounters(world), COUNTERS_REFRESH_DELAY_MS);
      setNavigation(addToBudgetNavigation(next, world.stores.config.getState().flags));
    },
    [world, step, alreadyAdded],
  );

  return {
    status: state._tag,
    data: {
      disabled: alreadyAdded || addToBudgetDisabled(state),
      labelKey: alreadyAdded && state._tag === "idle" ? "budget.added" : addToBudgetLabelKey(state, mode),
      alreadyAdded,
      navigation,
    },
    error: state._tag === "idle" && state.notice !== null ? { key: state.notice.messageKey } : null,
    actions: { add },
  };
};
