export * from "./toastQueue.js";
