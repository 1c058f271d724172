// @ts-check
// Node, worker thread: the package loads and runs off the main thread (as in a web worker of a front end).
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { exerciseCore } from "./exercise.mjs";

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));
  worker.once("message", (result) => console.log(JSON.stringify(result)));
  worker.once("error", (error) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  parentPort?.postMessage(exerciseCore());
}
