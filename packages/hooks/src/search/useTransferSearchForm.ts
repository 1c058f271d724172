import {
  TRANSFER_SEARCH_FORM_DEFAULTS,
  type TransferPoint,
  type TransferSearchFormValues,
  transferSearchFormTransition,
  transferSearchTarget,
  validateTransferSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** The transfer box's verbs. */
export interface TransferSearchFormVerbs {
  readonly typeFrom: (text: string) => void;
  readonly chooseFrom: (point: TransferPoint) => void;
  readonly typeTo: (text: string) => void;
  readonly chooseTo: (point: TransferPoint) => void;
  readonly setRoundTrip: (roundTrip: boolean) => void;
  readonly pickDates: (outbound: string, inbound: string) => void;
  readonly setOutboundTime: (time: string) => void;
  readonly setInboundTime: (time: string) => void;
  readonly setAdults: (adults: number) => void;
  readonly setChildren: (count: number) => void;
  readonly setChildAge: (index: number, age: number) => void;
  readonly setLuggage: (pieces: number) => void;
}

/**
 * The transfer box (from and to, one way or round trip, date and pick-up time of each way, passengers with
 * children's ages, luggage) on core's `transferSearchFormTransition`, `validateTransferSearchForm` and
 * `transferSearchTarget`.
 *
 * @example const form = useTransferSearchForm(); form.actions.setRoundTrip(true);
 */
export const useTransferSearchForm = (
  initial: TransferSearchFormValues = TRANSFER_SEARCH_FORM_DEFAULTS,
): SearchFormResult<TransferSearchFormValues, TransferSearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: TransferSearchFormValues) => validateTransferSearchForm(values, todayOf(clock)),
    [clock],
  );
  const target = useCallback(
    (values: TransferSearchFormValues) => transferSearchTarget(values, todayOf(clock)),
    [clock],
  );
  const { form, send } = useSearchForm({ initial, transition: transferSearchFormTransition, validate, target });
  const verbs = useMemo<TransferSearchFormVerbs>(
    () => ({
      typeFrom: (text) => send({ _tag: "fromTyped", text }),
      chooseFrom: (point) => send({ _tag: "fromChosen", point }),
      typeTo: (text) => send({ _tag: "toTyped", text }),
      chooseTo: (point) => send({ _tag: "toChosen", point }),
      setRoundTrip: (roundTrip) => send({ _tag: "roundTripSet", roundTrip }),
      pickDates: (outbound, inbound) => send({ _tag: "datesPicked", outbound, inbound }),
      setOutboundTime: (time) => send({ _tag: "outboundTimeSet", time }),
      setInboundTime: (time) => send({ _tag: "inboundTimeSet", time }),
      setAdults: (count) => send({ _tag: "adultsSet", count }),
      setChildren: (count) => send({ _tag: "childrenSet", count }),
      setChildAge: (index, age) => send({ _tag: "childAgeSet", index, age }),
      setLuggage: (count) => send({ _tag: "luggageSet", count }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
