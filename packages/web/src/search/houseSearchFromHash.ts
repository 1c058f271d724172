import { HOUSE_SEARCH_FORM_DEFAULTS, type HouseSearchFormValues, parseFindHash } from "@travesia/core";

/**
 * LOCAL ADAPTER (hooks' `houseSearchTarget` writes `#find-house/{name}/{id}?checkIn&checkOut&passengers`; nothing
 * reads it back yet): the house search a `find-house` hash restores (spec 001 §2 "Pages find-hotel and find-house
 * restore the search from the URL"), or undefined for any other hash. The values go through the house form's
 * validator like typed ones.
 */
export const houseSearchFromHash = (hash: string): HouseSearchFormValues | undefined => {
  const [path = "", query = ""] = hash.replace(/^#/, "").split("?", 2);
  const route = parseFindHash(path);
  if (route._tag === "Failure" || route.success.product !== "house") return undefined;
  const params = new URLSearchParams(query);
  const passengers = Number(params.get("passengers") ?? HOUSE_SEARCH_FORM_DEFAULTS.passengers);
  return {
    destinationId: route.success.destinationId,
    destinationName: route.success.destinationName,
    checkIn: params.get("checkIn") ?? "",
    checkOut: params.get("checkOut") ?? "",
    passengers: Number.isInteger(passengers) ? passengers : HOUSE_SEARCH_FORM_DEFAULTS.passengers,
  };
};
