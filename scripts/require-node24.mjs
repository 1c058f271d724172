// npm scripts find the `node` package's Node 24 first on PATH; this guards against running them another way.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `Travesía needs Node 24 LTS; this is Node ${process.versions.node}.\n` +
      "Run the scripts through npm (`npm install && npm test`): the root devDependency `node@24` provides it.",
  );
  process.exit(1);
}
