import { resolve } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadsOf, routeScreens } from '../../scripts/route-preloads';

const features = resolve('src/renderer/features');

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    moduleIds,
    isEntry: facadeModuleId?.endsWith('index.html') ?? false,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;

describe("the build's list of each route's screen chunks", () => {
  it("reads every route's lazy screen from the features' route tables", () => {
    const auth = routeScreens(`${features}/auth/routes.ts`);
    expect(auth).toContainEqual({ path: '/login', module: `${features}/auth/Login.tsx`, member: false });
    expect(auth).toContainEqual({
      path: '/selectCountry',
      module: `${features}/auth/SelectCountry.tsx`,
      member: false,
    });
    expect(routeScreens(`${features}/feed/routes.ts`)).toContainEqual({
      path: '/',
      module: `${features}/feed/Home.tsx`,
      member: true,
    });
  });

  it("names a screen's chunks and styles that the entry does not already load, and nothing for an unknown module", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', '/x/src/renderer/index.html', ['assets/shell-1.js'], ['assets/index-1.css']),
        chunk('assets/shell-1.js', null, []),
        chunk(
          'assets/Login-1.js',
          `${features}/auth/Login.tsx`,
          ['assets/shell-1.js', 'assets/draft-1.js'],
          ['assets/auth-1.css'],
        ),
        chunk('assets/draft-1.js', null, ['assets/shell-1.js']),
      ].map((c) => [c.fileName, c]),
    );
    const preloads = preloadsOf(bundle, [`${features}/auth/routes.ts`]);
    expect(preloads['/login']).toEqual({
      scripts: ['/assets/Login-1.js', '/assets/draft-1.js'],
      styles: ['/assets/auth-1.css'],
    });
    // Screens the bundle has no chunk for are left out, not guessed.
    expect(preloads['/joinEmail']).toBeUndefined();
  });

  it('finds a screen the bundler put in a chunk made by hand, which has no facade', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', '/x/src/renderer/index.html', []),
        chunk(
          'assets/first-visit-1.js',
          null,
          ['assets/texts-1.js'],
          [],
          [`${features}/auth/SelectCountry.tsx`, `${features}/auth/draft.ts`],
        ),
        chunk('assets/texts-1.js', null, []),
      ].map((c) => [c.fileName, c]),
    );
    expect(preloadsOf(bundle, [`${features}/auth/routes.ts`])['/selectCountry']).toEqual({
      scripts: ['/assets/first-visit-1.js', '/assets/texts-1.js'],
      styles: [],
    });
  });
  it("adds what a signed-in member's entry loads at once to a member's route only", () => {
    const saved = '/x/src/renderer/lib/offline/saved-answers.ts';
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', '/x/src/renderer/index.html', []),
        chunk('assets/Home-1.js', `${features}/feed/Home.tsx`, []),
        chunk('assets/Share-1.js', `${features}/feed/ShareFeedDetail.tsx`, []),
        chunk('assets/saved-answers-1.js', null, ['assets/idb-1.js'], [], [saved]),
        chunk('assets/idb-1.js', null, []),
      ].map((c) => [c.fileName, c]),
    );
    const preloads = preloadsOf(bundle, [`${features}/feed/routes.ts`], [saved]);
    expect(preloads['/']!.scripts).toEqual(['/assets/Home-1.js', '/assets/saved-answers-1.js', '/assets/idb-1.js']);
    expect(preloads['/shareFeedDetail']!.scripts).toEqual(['/assets/Share-1.js']);
  });
});
