/**
 * The production install of the server bundle: a package.json naming the server's external
 * dependencies and a package-lock.json cut out of the repository's lock, so `npm ci --omit=dev`
 * beside the bundle installs exactly the versions the tests ran with (and nothing of the
 * renderer, Electron or the tools).
 */

/** The folder whose node_modules npm looks in next: the parent package's, or the top. */
function parentOf(base) {
  if (base === '') return null;
  const cut = base.lastIndexOf('/node_modules/');
  return cut === -1 ? '' : base.slice(0, cut);
}

/** Where npm would find `name` for the package installed at `from` (its node_modules, then each parent's). */
function resolveFrom(packages, from, name) {
  for (let base = from; base !== null; base = parentOf(base)) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
  }
  return null;
}

/** The lock path in the bundle's own tree: the server workspace's nested modules move to the top. */
function relocated(lockPath) {
  return lockPath.startsWith('server/node_modules/') ? lockPath.slice('server/'.length) : lockPath;
}

const DROPPED_FLAGS = ['dev', 'devOptional', 'peer', 'optional', 'extraneous'];

export function productionLock(rootLock, serverManifest, external) {
  const packages = rootLock.packages;
  const dependencies = Object.fromEntries(external.map((name) => [name, serverManifest.dependencies[name]]));
  /** lock path → reached by a required (non-optional) edge */
  const reached = new Map();
  const queue = [];
  /** lock path → the lock paths its dependencies resolved to */
  const users = new Map();
  const visit = (from, name, required) => {
    const found = resolveFrom(packages, from, name);
    if (found) users.set(from, (users.get(from) ?? new Set()).add(found));
    if (!found) {
      if (required)
        throw new Error(
          `production lock: ${name} (needed by ${from || 'the server'}) is not in package-lock.json`,
        );
      return;
    }
    const before = reached.get(found);
    if (before === undefined || (required && !before)) {
      reached.set(found, required || before === true);
      queue.push(found);
    }
  };
  for (const name of external) visit('server', name, true);
  while (queue.length > 0) {
    const at = queue.shift();
    const entry = packages[at];
    const required = reached.get(at);
    for (const name of Object.keys(entry.dependencies ?? {})) visit(at, name, required);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) visit(at, name, false);
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[name]?.optional) visit(at, name, required);
    }
  }

  const lockPackages = {
    '': { name: 'ops-server', version: serverManifest.version, dependencies, engines: { node: '>=22.15' } },
  };
  const entryOf = (at) => {
    const entry = Object.fromEntries(
      Object.entries(packages[at]).filter(([key]) => !DROPPED_FLAGS.includes(key)),
    );
    if (!reached.get(at)) entry.optional = true;
    return entry;
  };
  const shadowed = [];
  for (const at of [...reached.keys()].sort()) {
    const target = relocated(at);
    // The server workspace's own copy takes the top place; another version moves under its users.
    if (at !== target || !reached.has(`server/${at}`)) lockPackages[target] = entryOf(at);
    else shadowed.push(at);
  }
  for (const at of shadowed) {
    const name = at.slice('node_modules/'.length);
    for (const [dependent, edges] of users) {
      if (!edges.has(at)) continue;
      const nested = `${relocated(dependent)}/node_modules/${name}`;
      lockPackages[nested] = entryOf(at);
    }
  }
  const manifest = {
    name: 'ops-server',
    version: serverManifest.version,
    private: true,
    type: 'module',
    description:
      'Ops Desktop operations API (bundled): npm ci --omit=dev, then node --enable-source-maps main.js',
    engines: { node: '>=22.15' },
    scripts: {
      start: 'node --enable-source-maps main.js',
      seed: 'node --enable-source-maps seed.js',
      backup: 'node --enable-source-maps backup.js backup',
      restore: 'node --enable-source-maps backup.js restore',
    },
    dependencies,
  };
  return {
    manifest,
    lock: {
      name: 'ops-server',
      version: serverManifest.version,
      lockfileVersion: 3,
      requires: true,
      packages: lockPackages,
    },
  };
}
