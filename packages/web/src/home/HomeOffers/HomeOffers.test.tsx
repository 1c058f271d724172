import { fireEvent, screen, within } from "@testing-library/react";
import type { RecommendedOffer } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { HomeOffers } from "./HomeOffers";

const offer = (title: string, extra: Partial<RecommendedOffer> = {}): RecommendedOffer => ({
  destinationId: "BUE",
  destinationName: "Buenos Aires",
  title,
  link: `/hotel/results/BUE/2027-01-09/2027-01-12/2-0?externalHotelReference=${title.length}`,
  rate: { amount: 578.34, currency: "USD" },
  rating: 4,
  imageFile: "/images/hotels/100026/1.jpg",
  ...extra,
});

describe("HomeOffers", () => {
  it("shows promotions and recommended hotels, each leading to its results", () => {
    renderView(
      <HomeOffers
        loading={false}
        promotions={[offer("Luna Apart", { offer: "Niños gratis" })]}
        recommended={[offer("Alameda Inn")]}
      />,
    );
    const promotions = screen.getByRole("region", { name: "Promociones" });
    const link = within(promotions).getByRole("link", { name: "Ver Luna Apart en Buenos Aires" });
    expect(link.getAttribute("href")).toBe("/hotel/results/BUE/2027-01-09/2027-01-12/2-0?externalHotelReference=10");
    expect(promotions.textContent).toContain("Niños gratis");
    expect(promotions.textContent).toContain("4 estrellas");
    expect(promotions.textContent).toContain("Desde USD 578,34");
    expect(within(screen.getByRole("region", { name: "Hoteles recomendados" })).getByRole("link").textContent).toBe(
      "Alameda Inn",
    );
  });

  it("replaces a broken hotel image with a default one, and leaves out a list that failed", () => {
    renderView(<HomeOffers loading={false} promotions={null} recommended={[offer("Alameda Inn")]} />, "en");
    expect(screen.queryByRole("region", { name: "Promotions" })).toBeNull();
    const image = document.querySelector("img") as HTMLImageElement;
    fireEvent.error(image);
    expect(document.querySelector("picture source")?.getAttribute("type")).toBe("image/webp");
  });

  it("draws neither list until both have settled, so the first to answer is not pushed down by the other", () => {
    const { container } = renderView(<HomeOffers loading promotions={null} recommended={[offer("Alameda Inn")]} />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(container.querySelector("[aria-hidden='true']")).not.toBeNull();
  });
});
