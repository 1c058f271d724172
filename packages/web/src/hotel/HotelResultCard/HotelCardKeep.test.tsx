import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelCardKeep } from "./HotelCardKeep";

describe("HotelCardKeep (spec 001 §4)", () => {
  it("draws nothing where the page offers neither favourites nor the comparison", () => {
    const view = renderView(<HotelCardKeep hotelName="Hotel 1" favourite={undefined} compare={undefined} />);
    expect(view.container.textContent).toBe("");
  });

  it("picks the hotel for the comparison, and cannot once four others are picked", () => {
    const onToggle = vi.fn();
    const view = renderView(
      <HotelCardKeep
        hotelName="Hotel 1"
        favourite={undefined}
        compare={{ checked: false, disabled: false, onToggle }}
      />,
    );
    const pick = screen.getByRole("checkbox");
    fireEvent.click(pick);
    expect(onToggle).toHaveBeenCalledOnce();
    view.rerender(
      <HotelCardKeep
        hotelName="Hotel 1"
        favourite={undefined}
        compare={{ checked: false, disabled: true, onToggle }}
      />,
    );
    expect((screen.getByRole("checkbox") as HTMLInputElement).disabled).toBe(true);
  });
});
