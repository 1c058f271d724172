import { pageFirstCalls } from "@travesia/core";
import { startPageCalls } from "./pageCallsStart";

/**
 * The page's first calls, sent as soon as this script arrives: it is the shell's first script (a classic
 * `<script async>` first in the head of index.html and of the plain prerendered shell; the home, which has no such
 * call, leaves it out). The address is read with core's `pageFirstCalls`, every page's reader, the same builders as
 * the page's hooks. A route's own shell carries a script with its address segment's reader alone
 * (`pageCallBundle.ts`'s `pageCallScriptEntry`).
 */
startPageCalls(pageFirstCalls);
