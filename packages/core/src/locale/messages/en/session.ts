import type { MessageTable } from "../../internal/defineMessages.js";
import type { sessionMessagesEs } from "../es/session.js";

/** English texts of the session domain. */
export const sessionMessagesEn: MessageTable<keyof typeof sessionMessagesEs> = {
  "session.expired": "Your session has expired",
  "session.home": "Home",
  "session.refresh": "Refresh",
  "session.loggedOutElsewhere": "You logged out in another tab.",
  "session.userLoadError": "error loading the user",
  "session.userLoadRetry": "Load the user again",
  "session.draftCreateError": "error creating the draft",
  "session.loginFailed": "We could not log you in. Check your username and password.",
  "session.loginTitle": "Log in to your account",
  "session.username": "Username",
  "session.password": "Password",
  "session.loginSubmit": "Log in",
  "session.loggingIn": "Logging in…",
  "session.loggingOut": "Logging out…",
  "session.loggedOutTitle": "You have logged out",
  "session.loggedOutMessage": "Thank you for using Travesía. See you soon.",
  "session.expiredMessage": "For your security we closed your session. Log in again to continue.",
  "session.loginAgain": "Log in again",
  "session.greeting": "Hi, {name}",
  "session.alreadyLoggedIn": "You are already logged in as {name}.",
};
