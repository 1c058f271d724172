import { useToasts } from "@travesia/hooks";
import { Toasts } from "./Toasts";

/** The toasts of the portal's queue. */
export const ToastsConnected = () => {
  const { data, actions } = useToasts();
  return <Toasts toasts={data.toasts} onDismiss={actions.dismiss} />;
};
