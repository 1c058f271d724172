// @ts-check
// Node, ES module: `import` of the package.
import { exerciseCore } from "./exercise.mjs";

console.log(JSON.stringify(exerciseCore()));
