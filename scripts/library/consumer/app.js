// The front end of the README's example, bundled whole: a validator, a route builder, a formatter and a Schema
// decoder.
import { exerciseCore } from "./exercise.mjs";

document.body.textContent = JSON.stringify(exerciseCore());
