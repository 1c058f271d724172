import {
  cookiesMayHoldSession,
  fillPageStandInReplies,
  type Language,
  type PageFirstCall,
  type PageFirstReply,
  pageFirstCallBody,
  pageFirstCalls,
  pageFirstRepliesElement,
  pageFirstRepliesUserValues,
  pageFollowUpCalls,
  pageStandInReplyValues,
  withPageUserCall,
} from "@travesia/core";

/**
 * Answers a request inside the server: the portal's API app's own `fetch` (the demo's, or the forwarding to the
 * booking API), given the navigation's environment (the forwarding reads the visitor's address from it).
 */
export type AnswerInProcess = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * How long a page's document waits for its first calls answered in process. The demo answers a detail page's calls
 * in 20–40 ms; a booking API slower than this (or stuck) costs the page no more than this: the document goes without
 * them and the browser sends the calls itself, as from a plain static host.
 */
const FIRST_REPLIES_WAIT_MS = 300;

/**
 * The calls the server answers for a page navigation: the page's first calls (core's `pageFirstCalls`) when its shell
 * shows values of their replies (`withReplySlots`), and the user's record when the navigation's cookies may hold a
 * session (core's `cookiesMayHoldSession`), so that a signed-in user's shell can be sent. Such a navigation counts as
 * a signed-in session's: the pages only a user's record can offer (activities, transfers) are answered with the
 * user's record first, as the browser's first script would ask them.
 */
export const firstCallsToAnswer = (
  pageUrl: URL,
  cookie: string | undefined,
  withReplySlots: boolean,
): readonly PageFirstCall[] => {
  const session = cookiesMayHoldSession(cookie);
  const pageCalls = withReplySlots
    ? pageFirstCalls(pageUrl.pathname + pageUrl.search, { userLogged: session ? "true" : null })
    : [];
  return session ? withPageUserCall(pageCalls) : pageCalls;
};

/**
 * `calls` answered in process as the browser would send them (its cookie, the portal transport's headers and body),
 * then the calls their replies lead the page to (core's `pageFollowUpCalls`: a circuit page's portal configuration),
 * all within `waitMs`; undefined when there are none, or one is not answered in time or the answering throws. The
 * navigation's `cookie` goes with them: a signed-in agent's reply is the agent's.
 */
export const answerFirstCalls = async (
  answer: (request: Request) => Response | Promise<Response>,
  pageUrl: URL,
  calls: readonly PageFirstCall[],
  cookie: string | undefined,
  waitMs: number = FIRST_REPLIES_WAIT_MS,
): Promise<readonly PageFirstReply[] | undefined> => {
  if (calls.length === 0) return undefined;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(undefined);
    }, waitMs);
  });
  const answerAll = (some: readonly PageFirstCall[]) =>
    Promise.all(
      some.map(async (call): Promise<PageFirstReply> => {
        const body = pageFirstCallBody(call);
        const response = await answer(
          new Request(new URL(call.path, pageUrl), {
            method: call.method,
            headers: {
              accept: "application/json",
              ...(body === undefined ? {} : { "content-type": "application/json" }),
              ...(cookie === undefined ? {} : { cookie }),
            },
            ...(body === undefined ? {} : { body }),
            signal: abort.signal,
          }),
        );
        return {
          method: call.method,
          path: call.path,
          ...(body === undefined ? {} : { body }),
          status: response.status,
          contentType: response.headers.get("content-type") ?? "application/json",
          text: await response.text(),
        };
      }),
    );
  const answered = answerAll(calls)
    .then(async (first) => [
      ...first,
      ...(await answerAll(pageFollowUpCalls(pageUrl.pathname + pageUrl.search, first))),
    ])
    .catch(() => undefined);
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A route shell whose stand-in shows values of the page's first replies (an accommodation's header, core's
 * `pageStandInReplyValues`; a signed-in user's shell's header: core's `pageFirstRepliesUserValues`), filled from
 * `replies` (none when undefined) in the shell's `language`; null when they
 * give the stand-in no values (the page's shell without its stand-in is sent instead). A shell without such values comes back as it is.
 */
export const withFirstReplyValues = (
  shell: string,
  pageUrl: URL,
  replies: readonly PageFirstReply[] | undefined,
  language: Language,
): string | null =>
  // Without replies (none asked, or late) a stand-in may still have a form to show (a budget's page, loading).
  fillPageStandInReplies(shell, {
    ...pageStandInReplyValues(pageUrl.pathname + pageUrl.search, replies ?? [], language),
    ...pageFirstRepliesUserValues(replies ?? []),
  });

/**
 * `html` with `replies` written right after its `<head>` tag, before the shell's first script (which adopts them); as
 * it is when there are none or it has no head.
 */
export const embedFirstReplies = (html: string, replies: readonly PageFirstReply[]): string => {
  const head = /<head[^>]*>/i.exec(html);
  if (head === null || replies.length === 0) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${pageFirstRepliesElement(replies)}${html.slice(at)}`;
};
