import { fakeApi, json } from "./fakeApi.js";

const agent = {
  id: "2001",
  firstName: "Martín",
  lastName: "Gómez",
  portalId: "2",
  portalType: "B2B",
  products: ["air", "htl"],
};

/** A scripted API whose login state the test flips. */
export const sessionApi = () => {
  const state = { loggedIn: false, userFails: false };
  const fetcher = fakeApi({
    "POST /api/login": (body) => {
      const { password } = body as { password: string };
      if (password !== "demo1234") return json({ done: false, error: "Usuario o contraseña incorrectos." }, 401);
      state.loggedIn = true;
      return json({ done: true, user: agent });
    },
    "POST /api/logout": () => {
      state.loggedIn = false;
      return json({ done: true });
    },
    "GET /api/session-status": () => json({ loggedIn: state.loggedIn }),
    "GET /api/user": () =>
      state.userFails ? json({ error: "boom" }, 500) : state.loggedIn ? json(agent) : json({}, 401),
  });
  return { state, fetcher };
};
