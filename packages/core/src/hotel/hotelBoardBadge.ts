import type { HotelBoard } from "../api/hotelRate.js";

/** A board's icon and, for known codes, its text key. */
export interface HotelBoardBadge {
  /** Icon name: `room` (room only), `coffee` (breakfast), `half-board`; none for other codes. */
  readonly icon: "room" | "coffee" | "half-board" | undefined;
  /** Key for known codes; other boards show the server's `name`. */
  readonly key: "hotel.boardRoomOnly" | "hotel.boardBreakfast" | "hotel.boardHalf" | undefined;
  readonly name: string;
}

/**
 * The board badge. Spec 001 §4: "Board codes: 1 room only (room icon), 2 breakfast (coffee icon), 5 half board."
 *
 * @example hotelBoardBadge({ code: "2", name: "Desayuno" }) // { icon: "coffee", key: "hotel.boardBreakfast", name: "Desayuno" }
 */
export const hotelBoardBadge = (board: Pick<HotelBoard, "code" | "name">): HotelBoardBadge => {
  const code = board.code.trim();
  if (code === "1") return { icon: "room", key: "hotel.boardRoomOnly", name: board.name };
  if (code === "2") return { icon: "coffee", key: "hotel.boardBreakfast", name: board.name };
  if (code === "5") return { icon: "half-board", key: "hotel.boardHalf", name: board.name };
  return { icon: undefined, key: undefined, name: board.name };
};
