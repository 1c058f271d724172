import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext } from "../resultsFixtures";
import { HotelResultCard } from "./HotelResultCard";

/** A hotel that counts the reads of its fields (the card's, core's and the card's parts'): a measure of the work. */
const counted = (id: string) => {
  const reads = { count: 0 };
  const given = new Proxy(hotel(id), {
    get: (target, key, receiver) => {
      reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { given, reads };
};

const card = (given: ReturnType<typeof hotel>) => (
  <HotelResultCard
    hotel={given}
    priceContext={priceContext}
    layout="abreviada"
    selected={false}
    onSelect={vi.fn()}
    amenityNames={new Map()}
  />
);

describe("HotelResultCard given another hotel by the results list (cards are kept by place)", () => {
  it("runs once for a card nobody changed, as for the same hotel drawn again (twice before: 35 reads against 21)", () => {
    const view = renderView(card(hotel("7")));
    // A filter click: another hotel in the same card, nothing opened in it.
    const next = counted("8");
    view.rerender(card(next.given));
    // The same hotel drawn again (a new object, as a new reply gives): nothing to reset.
    const again = counted("8");
    view.rerender(card(again.given));
    expect(again.reads.count).toBeGreaterThan(0);
    expect(next.reads.count).toBe(again.reads.count);
    // Folded by a person, then another hotel: the card still starts again.
    fireEvent.click(screen.getByRole("button", { name: "Hotel 8" }));
    view.rerender(card(hotel("9")));
    expect(screen.getByRole("button", { name: "Hotel 9" }).getAttribute("aria-expanded")).toBe("true");
  });
});
