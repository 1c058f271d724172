import { useMutation } from "@tanstack/react-query";
import {
  HOTEL_SHARE_EMAIL_INITIAL,
  type HotelShareEmailField,
  type HotelShareTarget,
  hotelEmailEndpoint,
  hotelEmailPdfEndpoint,
  hotelShareEmailRequest,
  hotelShareEmailTransition,
  type ShareEmailFormValues,
  type ValidationIssue,
} from "@travesia/core";
import { useCallback, useReducer } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useHotelShareEmail} returns: the dialog's values, core's issues and the send verbs. */
export type HotelShareEmailResult = HookResult<
  "editing" | "sending" | "sent" | "failed",
  { readonly values: ShareEmailFormValues; readonly issues: readonly ValidationIssue[] },
  {
    /** Starts the dialog in a variant: the plain mail or the one with the hotel's PDF. */
    readonly open: (withPdf: boolean) => void;
    readonly edit: (field: HotelShareEmailField, value: string) => void;
    /** Checks with core ('Campo requerido' on from and to for the PDF variant), then sends. */
    readonly submit: () => void;
  }
>;

/**
 * Sharing a hotel by e-mail (spec 001 §3, §5, §7, §8): core's `hotelShareEmailTransition` holds the dialog, and a
 * valid form posts `POST /hotel/email` or `POST /hotel/emailPDF` (core's `hotelShareEmailRequest`); the reply's
 * `done` gives `sent` ('Se ha enviado tu correo.'), anything else `failed` ('No se ha enviado tu correo').
 *
 * @example const mail = useHotelShareEmail(target); mail.actions.open(true); mail.actions.submit();
 */
export const useHotelShareEmail = (target: HotelShareTarget): HotelShareEmailResult => {
  const { world, client } = usePortalQuery();
  const [state, dispatch] = useReducer(hotelShareEmailTransition, HOTEL_SHARE_EMAIL_INITIAL);
  const { mutate } = useMutation(
    {
      mutationFn: async (values: ShareEmailFormValues) => {
        const endpoint = values.withPdf ? hotelEmailPdfEndpoint : hotelEmailEndpoint;
        const reply = await fetchEndpoint(world.api, endpoint, [], { body: hotelShareEmailRequest(values, target) });
        if (!reply.done) throw new Error("not sent");
      },
      onSuccess: () => dispatch({ type: "sent" }),
      onError: () => dispatch({ type: "failed" }),
    },
    client,
  );
  const submit = useCallback(() => {
    const next = hotelShareEmailTransition(state, { type: "submitted" });
    dispatch({ type: "submitted" });
    if (next.status === "sending" && state.status !== "sending") mutate(next.values);
  }, [mutate, state]);
  return {
    status: state.status,
    data: { values: state.values, issues: state.issues },
    error: state.status === "failed" ? { key: hookMessageKeys.shareNotSent } : null,
    actions: {
      open: useCallback((withPdf: boolean) => dispatch({ type: "opened", withPdf }), []),
      edit: useCallback(
        (field: HotelShareEmailField, value: string) => dispatch({ type: "fieldEdited", field, value }),
        [],
      ),
      submit,
    },
  };
};
