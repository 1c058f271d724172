import { post } from "../internal/endpointBuilders.js";
import { RESULTS_LIST_LIMIT } from "../listLimits.js";
import { TransferOption, TransferSearchReply, TransferSearchRequest } from "../transferSearchReply.js";

/** `POST /api/v1/transfers/search` with `{url}` (ours: the specs name no transfer search call). */
export const transferSearchEndpoint = post(
  () => "/api/v1/transfers/search",
  TransferSearchRequest,
  TransferSearchReply,
  {
    path: ["options"],
    element: TransferOption,
    limit: RESULTS_LIST_LIMIT,
  },
);
