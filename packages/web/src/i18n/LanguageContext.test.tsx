import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageProvider, useT } from "./LanguageContext";

const Probe = ({ id }: { readonly id: string }) => {
  const t = useT();
  return <p data-testid={id}>{t(id)}</p>;
};

describe("LanguageProvider and useT", () => {
  it("reads core's catalog of the language, with server overrides laid over it", () => {
    render(
      <LanguageProvider language="en" overrides={{ "home.title": "Where next?", "not.a.key": "ignored" }}>
        <Probe id="home.title" />
        <Probe id="shell.login" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("home.title").textContent).toBe("Where next?");
    expect(screen.getByTestId("shell.login").textContent).toBe("Log in");
  });

  it("shows a key core does not hold as itself, never crashing", () => {
    render(
      <LanguageProvider language="es">
        <Probe id="hooks.pending.key" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId("hooks.pending.key").textContent).toBe("hooks.pending.key");
  });
});
