import { useQuery } from "@tanstack/react-query";
import {
  parseVoucherUrl,
  printVoucherEndpoint,
  type VoucherStatus,
  voucherPageStatus,
  voucherRequest,
} from "@travesia/core";
import { Result } from "effect";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { useUser } from "../session/useUser.js";

/** What {@link useVoucher} returns. `file`: the generated PDF's address; `offline`: rebuilt from history. */
export type VoucherResult = HookResult<
  VoucherStatus,
  {
    readonly voucherType: string | null;
    readonly bookingReferenceId: string | null;
    readonly file: string | null;
    readonly offline: boolean;
  },
  { readonly giveEmail: (email: string) => void; readonly retry: () => void }
>;

/**
 * The voucher page (spec 002 §2 `/bookingAdmin/generateVoucher/{voucherType}/{bookingReferenceId}?email=…`): core's
 * `voucherRequest` on the address, the portal's `voucherNewFlow` and type, and the visitor; then
 * `POST /bookingAdmin/printVoucher` once (spec 002 §7), `printing` while it runs (the progress notice), the file and
 * the offline flag when it answers. A B2C visitor whose link has no e-mail gives it with `giveEmail`.
 *
 * @example const voucher = useVoucher(location.pathname + location.search);
 */
export const useVoucher = (url: string): VoucherResult => {
  const { world, client } = usePortalQuery();
  const config = usePortalConfig();
  const user = useUser();
  const [typedEmail, giveEmail] = useState("");
  const route = parseVoucherUrl(url);
  const known = config.status === "ready" && (user.status === "anonymous" || user.status === "signedIn");
  const request = Result.isSuccess(route)
    ? voucherRequest(route.success, {
        newFlowAllowed: config.data.flags.voucherNewFlow === true,
        b2c: config.data.portalType === "B2C",
        signedIn: user.status === "signedIn",
        typedEmail,
      })
    : null;
  const body = request !== null && Result.isSuccess(request) ? request.success : null;
  const print = useQuery(
    {
      queryKey: ["printVoucher", body, user.data.user?.id ?? null],
      enabled: known && body !== null,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: ({ signal }) => fetchEndpoint(world.api, printVoucherEndpoint, [], { body, signal }),
    },
    client,
  );
  const printed = print.isSuccess && print.data.done && print.data.file !== undefined;
  const { status, errorKey } = voucherPageStatus({
    routeValid: Result.isSuccess(route),
    known,
    refusal: request !== null && Result.isFailure(request) ? request.failure : null,
    print: printed
      ? { _tag: "printed" }
      : print.isError || print.isSuccess
        ? { _tag: "failed", httpStatus: httpStatusOf(print.error) ?? null }
        : { _tag: "pending" },
    b2c: config.data.portalType === "B2C",
    typedEmail,
  });
  return {
    status,
    data: {
      voucherType: Result.isSuccess(route) ? route.success.voucherType : null,
      bookingReferenceId: Result.isSuccess(route) ? route.success.bookingReferenceId : null,
      file: status === "ready" ? (print.data?.file ?? null) : null,
      offline: status === "ready" && print.data?.offline === true,
    },
    error: errorKey === null ? null : { key: errorKey },
    actions: { giveEmail, retry: () => void print.refetch() },
  };
};
