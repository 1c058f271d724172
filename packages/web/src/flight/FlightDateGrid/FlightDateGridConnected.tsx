import type { FlightSearch } from "@travesia/core";
import { useFlightDateGrid } from "@travesia/hooks";
import { useNavigate } from "react-router-dom";
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
  const navigate = useNavigate();
  return (
    <FlightDateGrid status={status} grid={data.grid} errorKey={error?.key ?? null} onSelect={(url) => navigate(url)} />
  );
};
