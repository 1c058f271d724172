import { useCallback, useContext } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";

/** Goes to an absolute path (core builds every URL the portal goes to), optionally replacing the history entry. */
export type StableNavigate = (to: string, options?: { readonly replace?: boolean }) => void;

/**
 * The router's navigate for a widget that navigates but does not draw the location. React Router's `useNavigate`
 * reads the route context, a new value on every navigation, so each component calling it is drawn again whenever
 * the URL changes: a filter click on the flight results page redrew the whole compact search form. The navigation
 * context holds the router's navigator, which keeps its identity while the location changes. Paths are absolute:
 * nothing is resolved against the current route.
 *
 * @example const navigate = useStableNavigate(); navigate(outcome.url);
 */
export const useStableNavigate = (): StableNavigate => {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback<StableNavigate>(
    (to, options) => (options?.replace === true ? navigator.replace(to) : navigator.push(to)),
    [navigator],
  );
};
