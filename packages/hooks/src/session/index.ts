export * from "./useAuth.js";
export * from "./useCrossTabSession.js";
export * from "./useSessionStatus.js";
export * from "./useUser.js";
