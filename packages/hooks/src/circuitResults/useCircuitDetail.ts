import { useQuery } from "@tanstack/react-query";
import {
  type CircuitDetail,
  type CircuitDetailRoute,
  type CircuitPrice,
  type CircuitRoomCode,
  circuitDefaultRooms,
  circuitDeparturePrice,
  circuitDetailEndpoint,
  circuitRoomChanged,
} from "@travesia/core";
import { useMemo, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useCircuitDetail} returns: the circuit, the departure and rooms chosen, and core's price of them. */
export type CircuitDetailResult = HookResult<
  "loading" | "ready" | "error",
  {
    readonly circuit: CircuitDetail | null;
    readonly departureDate: string | null;
    readonly rooms: readonly CircuitRoomCode[];
    /** Null until a departure is chosen. */
    readonly price: CircuitPrice | null;
  },
  {
    readonly chooseDeparture: (date: string) => void;
    readonly chooseRoom: (index: number, code: CircuitRoomCode) => void;
    readonly reload: () => void;
  }
>;

/**
 * A circuit's detail page: `GET /api/v1/circuits/detail/{id}?month&travellers`, the departure and each room's type
 * chosen (rooms start as core's `circuitDefaultRooms`), priced by core's `circuitDeparturePrice`.
 *
 * @example const detail = useCircuitDetail(route); detail.actions.chooseDeparture("2027-05-04");
 */
export const useCircuitDetail = (route: CircuitDetailRoute): CircuitDetailResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["circuitDetail", route.circuitId, route.month, route.travellers],
      queryFn: ({ signal }) =>
        fetchEndpoint(world.api, circuitDetailEndpoint, [route.circuitId, route.month, route.travellers], { signal }),
    },
    client,
  );
  const [departureDate, setDepartureDate] = useState<string | null>(null);
  const [rooms, setRooms] = useState<readonly CircuitRoomCode[]>(() =>
    circuitDefaultRooms(route.travellers, route.rooms),
  );
  const circuit = query.data?.done === true ? (query.data.circuit ?? null) : null;
  const price = useMemo(() => {
    const departure = circuit?.departures.find((entry) => entry.date === departureDate);
    return circuit === null || departure === undefined
      ? null
      : circuitDeparturePrice(departure, circuit.rooms, rooms, route.travellers);
  }, [circuit, departureDate, rooms, route.travellers]);
  const failed = query.isError || (query.data !== undefined && circuit === null);
  const { refetch } = query;
  const actions = useMemo(
    () => ({
      chooseDeparture: setDepartureDate,
      chooseRoom: (index: number, code: CircuitRoomCode) => setRooms((now) => circuitRoomChanged(now, index, code)),
      reload: () => void refetch(),
    }),
    [refetch],
  );
  return {
    status: failed ? "error" : circuit === null ? "loading" : "ready",
    data: { circuit, departureDate, rooms, price },
    error: failed ? { key: "circuit.detailFailed" } : null,
    actions,
  };
};
