import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useHotelShareEmail } from "./useHotelShareEmail.js";

const target = {
  hotelName: "Hotel Sol",
  hotelId: "100001",
  hotelUrl: "http://127.0.0.1/hotel/details/hotel-sol/100001/2030-03-10/2030-03-14/2-0/BUE",
  tripadvisor: false,
};

const setup = (scenario = "") => {
  const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });
  return { h, ...renderHook(() => useHotelShareEmail(target), { wrapper: h.wrapper }) };
};

describe("useHotelShareEmail against the demo API", () => {
  it("the PDF variant asks for from and to ('Campo requerido') before any call, then sends with the PDF", async () => {
    const { h, result } = setup();
    act(() => result.current.actions.open(true));
    act(() => result.current.actions.submit());
    expect(result.current.data.issues.map((issue) => [issue.path[0], issue.key])).toEqual([
      ["from", "share.fieldRequired"],
      ["to", "share.fieldRequired"],
    ]);
    expect(h.calls.filter((call) => call.includes("/hotel/email"))).toEqual([]);
    act(() => result.current.actions.edit("from", "agente@travesia.example.com"));
    act(() => result.current.actions.edit("to", "cliente@example.com"));
    expect(result.current.data.issues).toEqual([]);
    act(() => result.current.actions.submit());
    expect(result.current.status).toBe("sending");
    await waitFor(() => expect(result.current.status).toBe("sent"));
    expect(h.calls).toContain("POST /hotel/emailPDF");
    const outbox = (await (await h.fetcher("/api/outbox?to=cliente@example.com")).json()) as {
      messages: { hotelname: string; attachment: string | null }[];
    };
    expect(outbox.messages[0]).toMatchObject({ hotelname: "Hotel Sol", attachment: expect.stringMatching(/\.pdf$/) });
  });

  it("a refused mail reads 'No se ha enviado tu correo' and can be sent again", async () => {
    let scenario = "email-fail";
    const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });
    const { result } = renderHook(() => useHotelShareEmail(target), { wrapper: h.wrapper });
    act(() => result.current.actions.open(false));
    act(() => result.current.actions.edit("to", "cliente@example.com"));
    act(() => result.current.actions.submit());
    await waitFor(() => expect(result.current.status).toBe("failed"));
    expect(result.current.error).toEqual({ key: "share.notSent" });
    scenario = "";
    act(() => result.current.actions.submit());
    await waitFor(() => expect(result.current.status).toBe("sent"));
    expect(h.calls.filter((call) => call === "POST /hotel/email")).toHaveLength(2);
  });
});
