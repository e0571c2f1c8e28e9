import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../src/shared/route-preloads';

/**
 * Each route of a feature's route table and the module its lazy screen imports:
 * `{ path: '/login', component: lazy(() => import('./Login')) }` gives `/login` and `.../Login.tsx`.
 * A screen chosen some other way (a helper that imports) is left out: it is only not preloaded.
 */
export function routeScreens(routesFile: string): Array<{ path: string; module: string; member: boolean }> {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ path: string; module: string; member: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
        );
      const path = property('path');
      const access = property('access');
      const specifier = path && ts.isStringLiteral(path.initializer) ? firstDynamicImport(node) : undefined;
      const module = specifier && moduleFile(resolve(dirname(routesFile), specifier));
      const member =
        access !== undefined && ts.isStringLiteral(access.initializer) && access.initializer.text === 'protected';
      if (path && ts.isStringLiteral(path.initializer) && module)
        found.push({ path: path.initializer.text, module, member });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function firstDynamicImport(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [specifier] = node.arguments;
    return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
  }
  return ts.forEachChild(node, firstDynamicImport);
}

const moduleFile = (base: string) => ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file));

/** A chunk and every chunk it imports statically: what the browser fetches before it runs. */
function closure(
  chunk: Rollup.OutputChunk,
  byFile: Map<string, Rollup.OutputChunk>,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, seen);
  }
  return seen;
}

/**
 * For every route, the chunks and styles of its screen the page's own script does not already
 * bring; for a member's route (`access: 'protected'`) also those of `memberModules`, which the
 * entry loads at once for a signed-in member (a member's saved answers, which the first screen
 * waits for: decision 137).
 */
export function preloadsOf(
  bundle: Rollup.OutputBundle,
  routesFiles: string[],
  memberModules: string[] = [],
): RoutePreloads {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A screen is its chunk's facade, or one of the modules of a chunk made by hand (vite.web.config.ts).
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  const loaded = entry ? closure(entry, byFile) : new Set<string>();
  const stylesOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  const loadedStyles = stylesOf(loaded);
  const preloads: RoutePreloads = {};
  for (const routesFile of routesFiles) {
    for (const { path, module, member } of routeScreens(routesFile)) {
      const screen = byModule.get(module);
      if (!screen) continue;
      const memberChunks = member ? memberModules.flatMap((id) => byModule.get(id) ?? []) : [];
      const reached = new Set<string>();
      for (const start of [screen, ...memberChunks]) closure(start, byFile, reached);
      const scripts = [...reached].filter((file) => !loaded.has(file));
      const styles = [...stylesOf(scripts)].filter((file) => !loadedStyles.has(file));
      preloads[path] = { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
    }
  }
  return preloads;
}

/**
 * Writes ROUTE_PRELOADS_FILE: the server names a route's screen chunks in the page it serves for
 * that route, so they download beside the entry script instead of after it (decision 047).
 */
export function routePreloads(featuresDir: string, memberModules: string[] = []): Plugin {
  return {
    name: 'tabi-route-preloads',
    apply: 'build',
    // After writing, not while generating: the build drops chunks that only carried a screen's CSS
    // after the plugins' generateBundle, and a preload of one of those answered 404.
    writeBundle(options, bundle) {
      const routesFiles = readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(featuresDir, entry.name, 'routes.ts'))
        .filter((file) => existsSync(file));
      writeFileSync(
        join(options.dir ?? '.', ROUTE_PRELOADS_FILE),
        JSON.stringify(preloadsOf(bundle, routesFiles, memberModules)),
      );
    },
  };
}
