import { decodeWith, RealtimeNotificationsEvent, RealtimeYouEvent } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession, readSseEvents } from "../../internal/accountsTestSupport.js";

describe("real-time events", () => {
  it("opens with a 'you' event and sends 'you' and 'notifications' when a budget is created", async () => {
    const { tab } = await demoSession("agente");
    const stream = await tab.fetch("/api/events", { headers: { accept: "text/event-stream" } });
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const body = stream.body;
    if (body === null) throw new Error("no stream");
    const reading = readSseEvents(body, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await tab.post("/api/budget/create", { budget: { title: "En vivo", firstName: "Ana", lastName: "Paz" } });
    const events = await reading;
    expect(events.map((event) => event.event)).toEqual([
      "you",
      "you",
      "notifications",
      "notifications",
      "notifications",
    ]);
    // 'you': the two unread inbox messages of the agent (newest first), and the header counters.
    expect(events[0]?.data).toMatchObject({
      counters: { budgets: 0, messages: 2 },
      unread: [{ subject: "Confirmación de la reserva TRV-100231" }, { subject: expect.any(String) }],
    });
    expect((events[0]?.data as { unread?: unknown[] } | undefined)?.unread).toHaveLength(2);
    expect(events[1]?.data).toMatchObject({ counters: { budgets: 1 } });
    expect(events.slice(2).map((event) => (event.data as { type: string }).type)).toEqual(["NOT", "ALT", "CRD"]);
    expect(events[2]?.data).toEqual({ type: "NOT", quantity: 3, unread: 2 });
    for (const event of events) {
      const schema = event.event === "you" ? RealtimeYouEvent : RealtimeNotificationsEvent;
      expect(Result.isSuccess(decodeWith(schema)(event.data))).toBe(true);
    }
  });
});
