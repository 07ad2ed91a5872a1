// The committed lockfile (docs/decisions/017-tooling.md): every install of a commit gets the same
// versions, on every platform, from whichever registry the machine uses.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { test } from "node:test";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

test("package-lock.json is committed and names no registry host", () => {
  assert.ok(existsSync(new URL("../../package-lock.json", import.meta.url)), "package-lock.json is missing");
  assert.doesNotMatch(read(".gitignore"), /^package-lock\.json$/m);
  assert.match(read(".npmrc"), /^omit-lockfile-registry-resolved=true$/m);
  const lock = JSON.parse(read("package-lock.json"));
  const hosts = Object.entries(lock.packages).filter(([, entry]) => "resolved" in entry);
  assert.deepEqual(
    hosts.map(([name]) => name),
    [],
  );
});

test("the lockfile holds what package.json asks for", () => {
  const manifest = JSON.parse(read("package.json"));
  const root = JSON.parse(read("package-lock.json")).packages[""];
  assert.deepEqual(root.dependencies, manifest.dependencies);
  assert.deepEqual(root.devDependencies, manifest.devDependencies);
});

test("the lockfile installs on macOS and Windows too (their optional native packages are listed)", () => {
  const names = Object.keys(JSON.parse(read("package-lock.json")).packages);
  for (const pkg of ["@cloudflare/workerd-darwin-arm64", "@cloudflare/workerd-windows-64", "@esbuild/darwin-arm64"]) {
    assert.ok(
      names.some((name) => name.endsWith(`node_modules/${pkg}`)),
      `${pkg} is missing from package-lock.json`,
    );
  }
});
