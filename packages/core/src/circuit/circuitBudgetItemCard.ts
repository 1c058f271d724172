import * as Result from "effect/Result";
import type { BudgetItem } from "../api/budget.js";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { CIRCUIT_BUDGET_PRODUCT, circuitRoomsOfBudgetItem } from "./circuitBudgetItem.js";
import { CIRCUIT_ROOM_CAPACITY, type CircuitRoomCode } from "./circuitCodes.js";

/** What a budget's circuit card shows: the circuit, its departure day, the rooms, the travellers and the total. */
export interface CircuitBudgetItemCard {
  readonly circuitId: string;
  /** The circuit's name the item carries (its `name` parameter), or null: the item's title names it then. */
  readonly name: string | null;
  readonly departureDate: CalendarDate;
  /** Each room's type, in room order. */
  readonly rooms: readonly CircuitRoomCode[];
  /** The travellers the rooms hold (a single one, a double two, a triple three). */
  readonly travellers: number;
  /** Null when the item has no price. */
  readonly total: Money | null;
}

/**
 * A budget item's circuit card (core's `circuitBudgetItem` read back: the rate id `{circuitId}:{YYYYMMDD}`, the
 * `rooms` parameter), or null for an item that is not a circuit or does not read as one. Never throws.
 *
 * @example circuitBudgetItemCard({ id: "1", product: "circuit", rateId: "C1:20270504", parameters: { rooms: "double", date: "20270504" }, price: { amount: 3100, currency: "USD" } })
 * // { circuitId: "C1", name: null, departureDate: "2027-05-04", rooms: ["double"], travellers: 2, total: 310000 USD }
 */
export const circuitBudgetItemCard = (
  item: Pick<BudgetItem, "product" | "rateId" | "parameters" | "price">,
): CircuitBudgetItemCard | null => {
  if (item.product !== CIRCUIT_BUDGET_PRODUCT) return null;
  const match = /^(.+):(\d{4})(\d{2})(\d{2})$/.exec(item.rateId ?? "");
  const date = match === null ? undefined : parseCalendarDate(`${match[2]}-${match[3]}-${match[4]}`);
  const rooms = circuitRoomsOfBudgetItem(item.parameters ?? {});
  if (match === null || date === undefined || Result.isFailure(date) || Result.isFailure(rooms)) return null;
  const total = item.price === undefined ? undefined : moneyFromDecimal(item.price.amount, item.price.currency);
  return {
    circuitId: match[1] ?? "",
    name: item.parameters?.name || null,
    departureDate: date.success,
    rooms: rooms.success,
    travellers: rooms.success.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0),
    total: total === undefined || Result.isFailure(total) ? null : total.success,
  };
};
