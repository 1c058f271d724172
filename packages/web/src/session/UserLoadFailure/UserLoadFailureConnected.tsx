import { useUser } from "@travesia/hooks";
import { UserLoadFailure } from "./UserLoadFailure";

/** The user call's failure notice wired to `useUser`: its button reloads the user. */
export const UserLoadFailureConnected = () => {
  const user = useUser();
  return <UserLoadFailure onRetry={() => void user.actions.reload()} />;
};
