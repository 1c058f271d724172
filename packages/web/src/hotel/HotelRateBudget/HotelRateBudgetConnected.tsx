import { addToNewTripOffered } from "@travesia/core";
import type { AddToBudgetItem } from "@travesia/hooks";
import { useAddToBudget, useFollowNavigation, usePortalStore } from "@travesia/hooks";
import { useNavigate } from "react-router-dom";
import { HotelRateBudget } from "./HotelRateBudget";

/** Props of the connected add-to-budget control: the product as the add call takes it. */
export interface HotelRateBudgetConnectedProps {
  /** `{ product: "hotel", rateId: tripProductID, occupancy, destinationId, alternativeProductIds }`. */
  readonly item: AddToBudgetItem;
}

/**
 * A rate's add-to-budget control wired to `useAddToBudget`: the draft trip when nothing is active, the toasts
 * ('Continuemos con más servicios', the 409 and failure messages, the 5-second warnings), the counters and the
 * budget widget refreshed by the hook; then, when the portal says so, the trip page (after the hook's delay) or
 * /logout after a draft 401. In trip mode with a trip active (core's `addToNewTripOffered`) it also offers 'Agregar a
 * una nueva cotización' (the hook's `toNewTrip`; core's notices then say the previous quotation was saved).
 */
export const HotelRateBudgetConnected = ({ item }: HotelRateBudgetConnectedProps) => {
  const add = useAddToBudget(item.rateId);
  const navigate = useNavigate();
  const mode = usePortalStore("active", (state) => state.mode);
  const activeId = usePortalStore("active", (state) => state.id);
  const newTrip = addToNewTripOffered({ mode, activeId, status: add.status, alreadyAdded: add.data.alreadyAdded });
  useFollowNavigation(add.data.navigation, navigate);
  return (
    <HotelRateBudget
      labelKey={add.data.labelKey}
      disabled={add.data.disabled}
      busy={add.status === "adding"}
      errorKey={add.error?.key ?? null}
      onAdd={() => void add.actions.add(item)}
      onAddToNewTrip={newTrip ? () => void add.actions.add(item, { toNewTrip: true }) : null}
    />
  );
};
