import { act, render, screen } from "@testing-library/react";
import { type CalendarDate, findHashTarget } from "@travesia/core";
import {
  type AllowedProduct,
  type Clock,
  createPortalStores,
  memoryPortalStorage,
  PortalProvider,
} from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import SearchBoxes from "./SearchBoxes";

const TODAY = "2030-01-10" as CalendarDate;
// The boxes' own day (the circuit box offers the months from it) is the hashes' day.
const clock: Clock = {
  now: () => Date.parse(`${TODAY}T12:00:00Z`),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Draws the boxes as the home does for a hash (core's `findHashTarget`), the calls left unanswered. */
const drawFor = async (
  hash: string,
  allowedProducts: readonly AllowedProduct[] = [],
  flags: Readonly<Record<string, boolean>> = {},
) => {
  const target = findHashTarget(hash, TODAY);
  if (target._tag !== "box") throw new Error(`expected a box for ${hash}`);
  const stores = createPortalStores({ config: { status: "ready", flags } });
  if (allowedProducts.length > 0)
    stores.user.setState({
      status: "signedIn",
      user: { id: "1", firstName: "", lastName: "", portalId: null, allowedProducts },
    });
  render(
    <PortalProvider
      fetcher={() => new Promise<Response>(() => {})}
      storage={memoryPortalStorage()}
      stores={stores}
      clock={clock}
    >
      <LanguageProvider language="es">
        <MemoryRouter>
          <SearchBoxes product={target.product} onProductChange={() => {}} restore={{ key: hash, box: target }} />
        </MemoryRouter>
      </LanguageProvider>
    </PortalProvider>,
  );
  await act(async () => {});
  // The box's code loads lazily, as on the home page.
  return screen.findByRole(
    "form",
    {
      name: {
        hotel: "Hoteles",
        flight: "Vuelos",
        flightHotel: "Vuelo + Hotel",
        house: "Casas",
        transfer: "Traslados",
        activity: "Actividades",
        circuit: "Circuitos",
      }[target.product],
    },
    { timeout: 10_000 },
  );
};

const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;

describe("SearchBoxes — find-… hash restore (spec 000 §2)", () => {
  it("a find-hotel hash without rooms fills destination and dates", async () => {
    await drawFor("#find-hotel/BuenosAires/BUE?checkIn=2030-02-01&checkOut=2030-02-05");
    expect(value("hotel-rooms")).toBe("1");
    expect(value("hotel-destinationId")).toBe("Buenos Aires");
    expect(value("hotel-checkIn")).toBe("01/02/2030");
    expect(value("hotel-checkOut")).toBe("05/02/2030");
  });

  it("a find-house hash fills every field it carries", async () => {
    await drawFor("#find-house/MardelPlata/MDQ?checkIn=2030-02-01&passengers=3");
    expect(value("house-destinationId")).toBe("Mardel Plata");
    expect(value("house-checkIn")).toBe("01/02/2030");
    expect(value("house-checkOut")).toBe("");
    expect(value("house-passengers")).toBe("3");
  });

  it("a find-flight hash without passengers fills destination, origin and departure", async () => {
    await drawFor("#find-flight/Cancun/CUN?origins=BUE:Buenos%20Aires&departure=2030-02-01");
    expect(value("flight-origins")).toBe("Buenos Aires");
    expect(value("flight-destinationId")).toBe("Cancun");
    expect(value("flight-departure")).toBe("01/02/2030");
    // A departure without a return is a one-way search, as the complete hash's results would be.
    expect((document.getElementById("flight-oneWay") as HTMLInputElement).checked).toBe(true);
    expect(value("flight-adults")).toBe("1");
  });

  it("a find-flightHotel hash without dates fills origin and destination", async () => {
    await drawFor("#find-flightHotel/Cancun/CUN?origins=BUE:Buenos%20Aires&rooms=2-0,1-1:4");
    expect(value("flightHotel-origins")).toBe("Buenos Aires");
    expect(value("flightHotel-destinationId")).toBe("Cancun");
    expect(value("flightHotel-checkIn")).toBe("");
    expect(value("flightHotel-rooms")).toBe("2");
    expect(value("flightHotel-rooms-1-children")).toBe("1");
  });

  it("a find-transfer hash fills both ends, the day and time, and the party (for a user allowed transfers)", async () => {
    await drawFor(
      "#find-transfer/HotelSol/MADOMNICODE=7?toKind=hotel&origins=airport:MAD:Barajas&departure=2030-02-01T09:30",
      ["trf"],
    );
    expect(value("transfer-from")).toBe("Barajas");
    expect(value("transfer-to")).toBe("Hotel Sol");
    expect(value("transfer-outboundDate")).toBe("01/02/2030");
    expect(value("transfer-outboundTime")).toBe("09:30");
  });

  it("a find-activity hash without its last day fills the destination and the participants (for a user allowed activities)", async () => {
    await drawFor("#find-activity/BuenosAires/BUE?from=2030-02-01&adults=3&children=2:4-9", ["act"]);
    expect(value("activity-destinationId")).toBe("Buenos Aires");
    expect(value("activity-childAge-1")).toBe("9");
  });

  it("a find-circuit hash without travellers fills the region and the month (on a portal offering circuits)", async () => {
    await drawFor("#find-circuit/Europa/europe?month=2030-03&rooms=1", [], { enableCircuits: true });
    expect(value("circuit-region")).toBe("europe");
    expect(value("circuit-month")).toBe("2030-03");
  });
});
