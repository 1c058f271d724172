import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServerHtml } from "./ServerHtml";

describe("ServerHtml", () => {
  it("shows plain text as text", () => {
    const { container } = render(<ServerHtml html="Check-in desde las 14 h & sin mascotas" />);
    expect(container.textContent).toBe("Check-in desde las 14 h & sin mascotas");
  });

  it("keeps safe markup and removes scripts and handlers once DOMPurify is there", async () => {
    const { container } = render(
      <ServerHtml html={'<p>Desayuno <b>incluido</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect((await screen.findByText("incluido")).tagName).toBe("B");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
  });
});
