import type { MessageTable } from "../../internal/defineMessages.js";
import type { sessionMessagesEs } from "../es/session.js";

/** Brazilian Portuguese texts of the session domain. */
export const sessionMessagesPt: MessageTable<keyof typeof sessionMessagesEs> = {
  "session.expired": "Sua sessão expirou",
  "session.home": "Início",
  "session.refresh": "Atualizar",
  "session.loggedOutElsewhere": "Você encerrou sua sessão em outra aba.",
  "session.userLoadError": "erro ao recuperar o usuário",
  "session.userLoadRetry": "Carregar o usuário de novo",
  "session.draftCreateError": "erro ao criar o rascunho",
  "session.loginFailed": "Não foi possível entrar. Confira o usuário e a senha.",
  "session.loginTitle": "Entre na sua conta",
  "session.username": "Usuário",
  "session.password": "Senha",
  "session.loginSubmit": "Entrar",
  "session.loggingIn": "Entrando…",
  "session.loggingOut": "Saindo…",
  "session.loggedOutTitle": "Você saiu da sua conta",
  "session.loggedOutMessage": "Obrigado por usar a Travesía. Até breve.",
  "session.expiredMessage": "Por segurança encerramos sua sessão. Entre novamente para continuar.",
  "session.loginAgain": "Entrar novamente",
  "session.greeting": "Olá, {name}",
  "session.alreadyLoggedIn": "Você já entrou como {name}.",
};
