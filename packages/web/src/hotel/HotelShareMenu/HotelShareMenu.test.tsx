import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hotelShareLinks } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { HotelShareMenu } from "./HotelShareMenu";
import type { HotelShareMenuProps } from "./HotelShareMenuPlaceholder";

const url = "https://t.example/hotel/details/sol/1/2030-03-10/2030-03-14/2-0/BUE";
const props = (over: Partial<HotelShareMenuProps> = {}): HotelShareMenuProps => ({
  hotelName: "Hotel Sol",
  links: hotelShareLinks({ url, hotelName: "Hotel Sol", viewportWidth: 1280 }),
  onEmail: vi.fn(),
  emailWithPdf: true,
  ...over,
});

const button = () => screen.getByRole("button", { name: "Compartir: Hotel Sol" });
const menu = () => screen.queryByRole("menu");
/** The item Headless UI marks as the one the arrows are on. */
const current = () => document.querySelector("[role=menuitem][data-focus]");
const key = (target: Element, name: string) => {
  fireEvent.keyDown(target, { key: name });
  fireEvent.keyUp(target, { key: name });
};

describe("HotelShareMenu", () => {
  it("opens from the keyboard on the first item, moves with the arrows, and Escape gives the focus back", async () => {
    const { container } = renderView(<HotelShareMenu {...props()} />);
    expect(menu()).toBeNull();
    expect(screen.queryAllByRole("menuitem")).toHaveLength(0);
    button().focus();
    key(button(), "Enter");
    const opened = await screen.findByRole("menu");
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("menuitem").map((item) => item.getAttribute("aria-label"))).toEqual([
      "Enviar por correo: Hotel Sol",
      "Enviar por correo con PDF: Hotel Sol",
      "Compartir en Facebook: Hotel Sol (se abre en una pestaña nueva)",
      "Compartir en Twitter: Hotel Sol (se abre en una pestaña nueva)",
    ]);
    await waitFor(() => expect(current()?.textContent).toBe("Enviar por correo"));
    key(opened, "ArrowDown");
    await waitFor(() => expect(current()?.textContent).toBe("Enviar por correo con PDF"));
    key(opened, "End");
    await waitFor(() => expect(current()?.textContent).toBe("Compartir en Twitter"));
    await expectNoAxeViolations(container);
    key(opened, "Escape");
    await waitFor(() => expect(menu()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it("Space opens it too; Enter on an e-mail variant chooses it, closes the menu and refocuses 'Compartir'", async () => {
    const given = props();
    renderView(<HotelShareMenu {...given} />);
    button().focus();
    key(button(), " ");
    const opened = await screen.findByRole("menu");
    key(opened, "ArrowDown");
    await waitFor(() => expect(current()?.textContent).toBe("Enviar por correo con PDF"));
    key(opened, "Enter");
    expect(given.onEmail).toHaveBeenCalledWith(true);
    await waitFor(() => expect(menu()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it("a click opens it and a click outside closes it; the networks open in a new tab", async () => {
    renderView(
      <>
        <HotelShareMenu {...props({ links: hotelShareLinks({ url, hotelName: "Hotel Sol", viewportWidth: 390 }) })} />
        <p>fuera</p>
      </>,
    );
    fireEvent.click(button());
    await screen.findByRole("menu");
    const facebook = screen.getByRole("menuitem", { name: /^Compartir en Facebook/ });
    expect(facebook.getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(facebook.getAttribute("target")).toBe("_blank");
    expect(facebook.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("menuitem", { name: /^Compartir por WhatsApp/ })).toBeTruthy();
    const outside = screen.getByText("fuera");
    act(() => {
      fireEvent.pointerDown(outside);
      fireEvent.mouseDown(outside);
      fireEvent.pointerUp(outside);
      fireEvent.mouseUp(outside);
      fireEvent.click(outside);
    });
    await waitFor(() => expect(menu()).toBeNull());
  });

  it("without the portal's mailIncludesPDF it offers the plain mail only", async () => {
    renderView(<HotelShareMenu {...props({ emailWithPdf: false })} />);
    fireEvent.click(button());
    await screen.findByRole("menu");
    expect(screen.getByRole("menuitem", { name: "Enviar por correo: Hotel Sol" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Enviar por correo con PDF: Hotel Sol" })).toBeNull();
  });
});
