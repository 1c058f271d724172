import { CircuitDetailReply } from "../circuit.js";
import { get, query, seg } from "../internal/endpointBuilders.js";

/** `GET /api/v1/circuits/detail/{id}?month&travellers`: the circuit with the month's departures for the travellers. */
export const circuitDetailEndpoint = get(
  (id: string, month: string, travellers: number) =>
    `/api/v1/circuits/detail/${seg(id)}${query({ month, travellers: String(travellers) })}`,
  CircuitDetailReply,
);
