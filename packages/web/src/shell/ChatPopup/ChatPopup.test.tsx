import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { ChatPopupPlaceholder } from "./ChatPopupPlaceholder";

// The popup itself is Headless UI, which this test setup cannot load from source; its button shares this face.
const chat = {
  title: "¿Necesitás ayuda?",
  message: "Escribinos",
  actionLabel: "Chatear",
  actionUrl: "https://wa.me/1",
};

describe("ChatPopup", () => {
  it("names its button in the interface language, whatever the server's title", () => {
    const { unmount } = renderView(<ChatPopupPlaceholder {...chat} />, "en");
    expect(screen.getByRole("button", { name: "Need help?" })).toBeTruthy();
    unmount();
    renderView(<ChatPopupPlaceholder {...chat} />, "pt");
    expect(screen.getByRole("button", { name: "Precisa de ajuda?" })).toBeTruthy();
  });
});
