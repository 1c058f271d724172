import type { PortalSettings } from "./adminApi.js";
import { type SettingsChange, settingsChanges } from "./adminAudit.js";
import type { PortalSwitch } from "./portalSettings.js";

/** The portal settings form: what the server last answered (`saved`) and what the administrator is editing. */
export interface PortalSettingsFormState {
  readonly saved: PortalSettings;
  readonly draft: PortalSettings;
}

/** What can happen to the form, named after what the administrator (or the server) did. */
export type PortalSettingsFormEvent =
  | { readonly type: "loaded"; readonly settings: PortalSettings }
  | { readonly type: "switchToggled"; readonly name: PortalSwitch }
  | { readonly type: "audienceChosen"; readonly audience: PortalSettings["audience"] }
  | { readonly type: "messageEdited"; readonly text: string }
  | { readonly type: "freezingToggled" }
  | { readonly type: "saved"; readonly settings: PortalSettings };

/**
 * The form's reducer. `loaded` takes the server's settings and, unless the administrator has unsaved edits, shows
 * them (a reload after an undo elsewhere must not throw away what is being typed); `saved` makes the answer of a
 * save both the saved and the edited version.
 *
 * @example portalSettingsFormTransition(state, { type: "switchToggled", name: "enableBudgeting" }).draft.enableBudgeting
 */
export const portalSettingsFormTransition = (
  state: PortalSettingsFormState | null,
  event: PortalSettingsFormEvent,
): PortalSettingsFormState | null => {
  if (event.type === "loaded") {
    const dirty = state !== null && settingsChanges(state.saved, state.draft).length > 0;
    return { saved: event.settings, draft: dirty ? state.draft : event.settings };
  }
  if (event.type === "saved") return { saved: event.settings, draft: event.settings };
  if (state === null) return null;
  const { draft } = state;
  switch (event.type) {
    case "switchToggled":
      return { ...state, draft: { ...draft, [event.name]: !draft[event.name] } };
    case "audienceChosen":
      return { ...state, draft: { ...draft, audience: event.audience } };
    case "messageEdited":
      return { ...state, draft: { ...draft, maintenanceMessage: event.text } };
    case "freezingToggled":
      return { ...state, draft: { ...draft, freezing: !draft.freezing } };
  }
};

/** The edits a save would send, field by field (empty: nothing to save). */
export const portalSettingsFormChanges = (state: PortalSettingsFormState | null): SettingsChange[] =>
  state === null
    ? []
    : settingsChanges(state.saved, { ...state.draft, maintenanceMessage: state.draft.maintenanceMessage.trim() });
