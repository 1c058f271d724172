import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { NewsletterBox } from "./NewsletterBox";

describe("NewsletterBox", () => {
  it("shows the field's issue, the server's errors and the success", () => {
    const onSubmit = vi.fn();
    const props = {
      email: "ana@",
      serverErrors: [],
      error: null,
      onEmailChange: () => undefined,
      onSubmit,
    };
    const { rerender } = renderView(
      <NewsletterBox {...props} status="idle" issues={[{ path: ["email"], key: "newsletter.emailInvalid" }]} />,
    );
    const input = screen.getByLabelText("Correo electrónico");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Ingrese un correo electrónico válido.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suscribirme" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<NewsletterBox {...props} status="errors" issues={[]} serverErrors={["Ya suscripto"]} error={null} />);
    expect(screen.getByText("Ya suscripto")).toBeTruthy();
    rerender(<NewsletterBox {...props} status="success" issues={[]} />);
    expect(screen.getByText("¡Gracias por suscribirte!")).toBeTruthy();
  });

  it("while its code loads, takes no address and says its button cannot act yet", () => {
    const onSubmit = vi.fn();
    renderView(
      <NewsletterBox
        status="idle"
        email=""
        issues={[]}
        serverErrors={[]}
        error={null}
        onEmailChange={() => undefined}
        onSubmit={onSubmit}
        waiting
      />,
    );
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).readOnly).toBe(true);
    const button = screen.getByRole("button", { name: "Suscribirme" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
