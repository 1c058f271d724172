import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, signIn } from "../test/harness.js";
import { useAdminAudit } from "./useAdminAudit.js";
import { useAdminPortals } from "./useAdminPortals.js";
import { useCustomTextEditor } from "./useCustomTextEditor.js";
import { useCustomTexts } from "./useCustomTexts.js";
import { usePortalSettingsEditor } from "./usePortalSettingsEditor.js";

const world = async (username?: string) => {
  const fetcher = inProcessFetcher(createDemoApi());
  if (username !== undefined) await signIn(fetcher, username);
  return harness({ fetcher });
};

const backOffice = () => ({ portals: useAdminPortals(), editor: usePortalSettingsEditor("3"), audit: useAdminAudit() });

describe("the back office's hooks against the demo API", () => {
  it("report the server's refusal: sign in for nobody, forbidden for an agent", async () => {
    const anonymous = renderHook(() => useAdminPortals(), { wrapper: (await world()).wrapper });
    await waitFor(() => expect(anonymous.result.current.status).toBe("signInRequired"));
    const agent = renderHook(() => useAdminAudit(), { wrapper: (await world("agente")).wrapper });
    await waitFor(() => expect(agent.result.current.status).toBe("forbidden"));
  });

  it("edit, validate, save, log and undo a portal's settings", async () => {
    const h = await world("admin");
    const { result } = renderHook(backOffice, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.editor.data.form).not.toBeNull());
    expect(result.current.portals.data.portals.map((portal) => portal.name)).toContain("Travesía GO");
    expect(result.current.editor.data.form?.draft.enableBudgeting).toBe(true);

    // core's rules first: a freeze without a message never reaches the server.
    act(() => result.current.editor.actions.dispatch({ type: "freezingToggled" }));
    await act(() => result.current.editor.actions.save());
    expect(result.current.editor.data.issues).toEqual([
      { field: "maintenanceMessage", key: "admin.issue.freezeNeedsMessage" },
    ]);
    expect(h.calls.filter((call) => call.startsWith("POST /api/admin"))).toEqual([]);
    act(() => result.current.editor.actions.dispatch({ type: "freezingToggled" }));

    act(() => result.current.editor.actions.dispatch({ type: "switchToggled", name: "enableBudgeting" }));
    expect(result.current.editor.data.changed).toBe(1);
    await act(() => result.current.editor.actions.save());
    expect(result.current.editor.data.save).toBe("saved");
    expect(result.current.editor.data.changed).toBe(0);
    await waitFor(() =>
      expect(result.current.audit.data.entries.map((entry) => entry.field)).toEqual(["enableBudgeting"]),
    );

    const [entry] = result.current.audit.data.entries;
    await act(() => result.current.audit.actions.undo(entry?.id ?? ""));
    expect(result.current.audit.data.outcome).toEqual({ entryId: entry?.id, ok: true, key: "admin.audit.undoDone" });
    await waitFor(() => expect(result.current.editor.data.form?.draft.enableBudgeting).toBe(true));
    await act(() => result.current.audit.actions.undo(entry?.id ?? ""));
    expect(result.current.audit.data.outcome).toMatchObject({ ok: false, key: "admin.audit.refused.alreadyUndone" });
  });

  it("find a variant's text, refuse one that drops a placeholder, save one and see it listed", async () => {
    const h = await world("admin");
    const texts = () => {
      const list = useCustomTexts();
      return { list, editor: useCustomTextEditor(list.data.variant) };
    };
    const { result } = renderHook(texts, { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.list.data.texts.map((text) => text.key)).toEqual(["home.title"]));
    expect(result.current.list.data.variant).toBe("es-AR");
    act(() => result.current.list.actions.find(" alojamiento "));
    await waitFor(() => expect(result.current.list.data.texts.map((text) => text.key)).toContain("hotelResults.found"));
    const found = result.current.list.data.texts.find((text) => text.key === "hotelResults.found");
    if (found === undefined) throw new Error("no hotelResults.found");
    act(() => result.current.editor.actions.edit(found));
    expect(result.current.editor.data.draft).toBe(found.base);
    act(() => result.current.editor.actions.setDraft("Alojamientos"));
    await act(() => result.current.editor.actions.save());
    expect(result.current.editor.data.issues).toEqual([
      { field: "text", key: "admin.texts.issue.placeholders", params: { names: "{count}" } },
    ]);
    expect(h.calls.filter((call) => call.startsWith("POST /api/admin/texts"))).toEqual([]);
    act(() => result.current.editor.actions.setDraft("{count, plural, one {# hotel} other {# hoteles}}"));
    await act(() => result.current.editor.actions.save());
    expect(result.current.editor.status).toBe("saved");
    act(() => result.current.list.actions.find(""));
    await waitFor(() =>
      expect(result.current.list.data.texts.map((text) => text.key)).toEqual(["home.title", "hotelResults.found"]),
    );
  });
});
