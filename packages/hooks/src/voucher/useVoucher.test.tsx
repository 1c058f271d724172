import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, signIn, withScenario } from "../test/harness.js";
import { useVoucher } from "./useVoucher.js";

const CLIENT_EMAIL = "lucia.fernandez@example.com";
const page = (type: string, reference: string, email?: string) =>
  `/bookingAdmin/generateVoucher/${type}/${reference}${email === undefined ? "" : `?email=${encodeURIComponent(email)}`}`;

describe("useVoucher against the demo API", () => {
  it("prints a B2C customer's voucher from the e-mail in the link", async () => {
    const h = harness();
    const { result } = renderHook(() => useVoucher(page("hotel", "TRV-100240", CLIENT_EMAIL)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.file).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(result.current.data.offline).toBe(false);
    expect(h.calls.filter((call) => call === "POST /bookingAdmin/printVoucher")).toHaveLength(1);
  });

  it("asks a visitor without a link e-mail for one, and says when it is not the booking's", async () => {
    const { result } = renderHook(() => useVoucher(page("hotel", "TRV-100240")), { wrapper: harness().wrapper });
    await waitFor(() => expect(result.current.status).toBe("emailRequired"));
    act(() => result.current.actions.giveEmail("otra@example.com"));
    await waitFor(() => expect(result.current.error).toEqual({ key: "voucher.signIn" }));
    expect(result.current.status).toBe("emailRequired");
    act(() => result.current.actions.giveEmail(CLIENT_EMAIL));
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });

  it("marks an offline booking, and refuses another user's booking and flights", async () => {
    const fetcher = inProcessFetcher(createDemoApi());
    await signIn(fetcher, "agente");
    const h = harness({ fetcher });
    const offline = renderHook(() => useVoucher(page("hotel", "TRV-099870")), { wrapper: h.wrapper });
    await waitFor(() => expect(offline.result.current.status).toBe("ready"));
    expect(offline.result.current.data.offline).toBe(true);
    const other = renderHook(() => useVoucher(page("hotel", "TRV-100240")), { wrapper: h.wrapper });
    await waitFor(() => expect(other.result.current.status).toBe("failed"));
    expect(other.result.current.error).toEqual({ key: "voucher.forbidden" });
    const flight = renderHook(() => useVoucher(page("flight", "TRV-100231")), { wrapper: h.wrapper });
    await waitFor(() => expect(flight.result.current.status).toBe("noVoucherType"));
  });

  it("gives the Download failure when the print fails, and prints again on retry", async () => {
    let scenario = "pdf-fail";
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });
    const { result } = renderHook(() => useVoucher(page("hotel", "TRV-100240", CLIENT_EMAIL)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toEqual({ key: "documents.failure" });
    scenario = "";
    act(() => result.current.actions.retry());
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });

  it("says when the address does not read", () => {
    const { result } = renderHook(() => useVoucher("/bookingAdmin/generateVoucher/hotel"), {
      wrapper: harness().wrapper,
    });
    expect(result.current.status).toBe("invalid");
  });
});
