import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { LoginReply, LoginRequest, LogoutRequest } from "./auth.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws(
  "LoginRequest",
  LoginRequest,
  fc.record({ username: fc.string({ minLength: 1 }), password: fc.string({ minLength: 1 }) }),
  [{ username: "agente", password: "demo1234" }],
);
schemaLaws("LoginReply", LoginReply, arbFromSchema(LoginReply), [
  { done: true, user: { id: "2", products: ["htl"], username: "agente", portalId: "2", guest: false } },
]);
schemaLaws("LogoutRequest", LogoutRequest, fc.constant({}), [{}]);
