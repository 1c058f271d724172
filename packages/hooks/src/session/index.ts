export * from "./useAuth.js";
export * from "./useCrossTabSession.js";
export * from "./useHeaderAccount.js";
export * from "./useSessionStatus.js";
export * from "./useUser.js";
