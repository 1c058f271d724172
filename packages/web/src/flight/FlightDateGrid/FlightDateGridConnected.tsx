import type { FlightSearch } from "@travesia/core";
import { useFlightDateGrid } from "@travesia/hooks";
import { useStableNavigate } from "../../shared/useStableNavigate";
import { FlightDateGrid } from "./FlightDateGrid";

/** Props of {@link FlightDateGridConnected}. */
export interface FlightDateGridConnectedProps {
  /** The search of the page (core's `parseFlightResultsUrl`). */
  readonly search: FlightSearch;
  /** False keeps the grid closed (no call); default true. */
  readonly enabled?: boolean;
}

/** The date grid of a search: `useFlightDateGrid`, and a chosen cell navigates to its results URL. */
export const FlightDateGridConnected = ({ search, enabled = true }: FlightDateGridConnectedProps) => {
  const { status, data, error } = useFlightDateGrid(search, { enabled });
  // The grid is not drawn again on each filter or sort click of its page (`useNavigate` would redraw it).
  const navigate = useStableNavigate();
  return (
    <FlightDateGrid status={status} grid={data.grid} errorKey={error?.key ?? null} onSelect={(url) => navigate(url)} />
  );
};
