/**
 * The local-storage key of the 'user is logged' flag (spec 000 §3 "a 'user is logged' flag"). Core holds the
 * flag's values and rules (`userLoggedFlagValue`, `userLoggedFlagAction`) but not the key name.
 * RULE TO MOVE TO CORE (session): the key name.
 */
export const USER_LOGGED_KEY = "userIsLogged";
