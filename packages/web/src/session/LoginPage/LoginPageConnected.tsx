import { ROUTES } from "@travesia/core";
import { useAuth, useUser } from "@travesia/hooks";
import { useNavigate } from "react-router-dom";
import { LoginPage } from "./LoginPage";

/** The login page wired to `POST /api/login`; a successful login goes home. */
export const LoginPageConnected = () => {
  const auth = useAuth();
  const user = useUser();
  const navigate = useNavigate();
  const signedIn = user.status === "signedIn" && user.data.user !== null;
  return (
    <LoginPage
      submitting={auth.status === "submitting"}
      errorKey={auth.error?.key ?? null}
      signedInName={signedIn && auth.status !== "signedIn" ? (user.data.user?.firstName ?? "") : null}
      onSubmit={async (credentials) => {
        if (await auth.actions.login(credentials)) navigate(ROUTES.home);
      }}
    />
  );
};
