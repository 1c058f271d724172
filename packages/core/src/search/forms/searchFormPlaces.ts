/** A place picked in a multi-select or destination box: the hidden id and the name shown. */
export interface SearchFormPlace {
  readonly id: string;
  readonly name: string;
}

/**
 * The places with each id once, the first of each kept (a city and its airport may share a code, and a chosen place
 * is often suggested again).
 *
 * @example uniqueSearchFormPlaces([{ id: "MAD", name: "Madrid" }, { id: "MAD", name: "Madrid (MAD)" }]) // [{ id: "MAD", name: "Madrid" }]
 */
export const uniqueSearchFormPlaces = (places: readonly SearchFormPlace[]): SearchFormPlace[] => {
  const seen = new Set<string>();
  return places.filter((place) => {
    if (seen.has(place.id)) return false;
    seen.add(place.id);
    return true;
  });
};

/**
 * What a multi-place box (flight origins, bundle destinations and months) lists: for an empty term the chosen places
 * first and then the suggested ones (recent or starred), so a chosen place can be unticked; for a typed term only the
 * matches. Each id once (spec 002 §2 multi-selects; spec 000 §5 "recent locations for an empty term").
 *
 * @example searchFormPlaceOptions([{ id: "BUE", name: "Buenos Aires" }], [{ id: "BUE", name: "Buenos Aires" }, { id: "COR", name: "Córdoba" }], "")
 * // [{ id: "BUE", … }, { id: "COR", … }]
 */
export const searchFormPlaceOptions = (
  chosen: readonly SearchFormPlace[],
  suggested: readonly SearchFormPlace[],
  term: string,
): SearchFormPlace[] => uniqueSearchFormPlaces(term.trim() === "" ? [...chosen, ...suggested] : suggested);

/** A single-place box (destination, accommodation city): the text shown and the hidden id of the chosen place. */
export interface SearchFormPlaceBox {
  /** The text in the box. */
  readonly name: string;
  /** The chosen suggestion's id; "" while the text was typed and not chosen. */
  readonly id: string;
}

/**
 * The box after the visitor types: the text is kept and the chosen place is dropped, so only a suggestion chosen from
 * the list sets the hidden value again (spec 001 §5 "hidden destination value must be set"; spec 002 §5 "Ingrese un
 * destino válido." for a typed destination).
 *
 * @example searchFormPlaceTyped("Madr") // { name: "Madr", id: "" }
 */
export const searchFormPlaceTyped = (text: string): SearchFormPlaceBox => ({ name: text, id: "" });

/**
 * The box after the visitor chooses a suggestion: its name shown, its id held.
 *
 * @example searchFormPlaceChosen({ id: "MAD", name: "Madrid, España" }) // { name: "Madrid, España", id: "MAD" }
 */
export const searchFormPlaceChosen = (place: SearchFormPlace): SearchFormPlaceBox => ({
  name: place.name,
  id: place.id,
});

/** The two events of a single destination box, the same in every form that has one. */
export type SearchFormDestinationEvent =
  | { readonly _tag: "destinationTyped"; readonly text: string }
  | { readonly _tag: "destinationChosen"; readonly place: SearchFormPlace };

/**
 * A form's destination fields after a destination event: typing keeps the text and drops the chosen place, choosing
 * sets both (see {@link searchFormPlaceTyped} and {@link searchFormPlaceChosen}).
 *
 * @example searchFormDestination({ _tag: "destinationTyped", text: "Madr" }) // { destinationName: "Madr", destinationId: "" }
 */
export const searchFormDestination = (
  event: SearchFormDestinationEvent,
): { readonly destinationName: string; readonly destinationId: string } => {
  const box = event._tag === "destinationTyped" ? searchFormPlaceTyped(event.text) : searchFormPlaceChosen(event.place);
  return { destinationName: box.name, destinationId: box.id };
};
