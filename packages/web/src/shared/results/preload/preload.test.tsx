import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preload, usePreloaded } from "./preload";

/** Code whose loading the test finishes. */
const deferred = () => {
  let finish: (value: string) => void = () => undefined;
  const code = preload(() => new Promise<string>((resolve) => (finish = resolve)));
  return { code, finish: (value: string) => finish(value) };
};

const Shows = ({ code }: { readonly code: ReturnType<typeof preload<string>> }) => (
  <p>{usePreloaded(code) ?? "cargando"}</p>
);

describe("preload", () => {
  it("asks for the code at once, gives null until it has loaded, then the code", async () => {
    const { code, finish } = deferred();
    render(<Shows code={code} />);
    expect(screen.getByText("cargando")).toBeTruthy();
    await act(async () => finish("tarjetas"));
    expect(screen.getByText("tarjetas")).toBeTruthy();
  });

  it("gives the code at the first render once it has loaded (no stand-in drawn again)", async () => {
    const { code, finish } = deferred();
    finish("lista");
    await code.load();
    render(<Shows code={code} />);
    expect(screen.getByText("lista")).toBeTruthy();
  });

  it("asks again after a failed load, when the code is next read", async () => {
    let attempts = 0;
    const code = preload(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk gone");
      return "segunda vez";
    });
    await expect(code.load()).rejects.toThrow("chunk gone");
    render(<Shows code={code} />);
    expect(await screen.findByText("segunda vez")).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
