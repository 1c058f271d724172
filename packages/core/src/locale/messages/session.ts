import { defineMessages } from "../internal/defineMessages.js";

/**
 * Session, user and draft texts (spec 000 §4, §8; spec 001 §2 "Session-expired overlay (es, en, pt): 'Your session
 * has expired' with Home and Refresh buttons"). The spec quotes the overlay in English; the English table holds it
 * verbatim and es/pt carry its translation.
 */
export const sessionMessages = defineMessages(
  {
    "session.expired": "Tu sesión ha expirado",
    "session.home": "Inicio",
    "session.refresh": "Actualizar",
    "session.loggedOutElsewhere": "Cerraste tu sesión en otra pestaña.",
    "session.userLoadError": "error al recuperar el usuario",
    "session.draftCreateError": "error al crear draft",
  },
  {
    "session.expired": "Your session has expired",
    "session.home": "Home",
    "session.refresh": "Refresh",
    "session.loggedOutElsewhere": "You logged out in another tab.",
    "session.userLoadError": "error loading the user",
    "session.draftCreateError": "error creating the draft",
  },
  {
    "session.expired": "Sua sessão expirou",
    "session.home": "Início",
    "session.refresh": "Atualizar",
    "session.loggedOutElsewhere": "Você encerrou sua sessão em outra aba.",
    "session.userLoadError": "erro ao recuperar o usuário",
    "session.draftCreateError": "erro ao criar o rascunho",
  },
);
