import { type PortalWorld, userLoaded } from "@travesia/hooks";

/**
 * Loads the user's record into the portal's user store from the reply the document holds (the portal's server asked
 * it to choose the shell's header), so that the first render draws the header the shell drew. A module of its own,
 * imported only when the document holds that reply: the home's first load carries neither the user's load nor its
 * Schema.
 */
export const adoptDocumentUser = (world: PortalWorld): Promise<void> => userLoaded(world);
