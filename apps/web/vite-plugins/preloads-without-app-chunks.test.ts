import { describe, expect, it } from 'vitest';
import { preloadsWithoutAppChunks } from './preloads-without-app-chunks.ts';

const chunk = (imports: string[], dynamicImports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  isEntry,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('a lazy part’s preload list without the app’s own chunks', () => {
  const { plugin, resolveDependencies } = preloadsWithoutAppChunks();
  const bundle = {
    'assets/index-a.js': chunk(['assets/shell-b.js'], ['assets/start-c.js', 'assets/client-d.js'], [], true),
    'assets/shell-b.js': chunk([]),
    'assets/start-c.js': chunk(
      ['assets/shell-b.js', 'assets/call-e.js'],
      ['assets/Page-f.js'],
      ['assets/start-c.css'],
    ),
    'assets/client-d.js': chunk(['assets/shell-b.js']),
    'assets/call-e.js': chunk([]),
    'assets/Page-f.js': chunk(['assets/call-e.js', 'assets/tag-g.js'], [], ['assets/Page-f.css']),
    'assets/tag-g.js': chunk([]),
    'assets/index-a.css': { type: 'asset' as const },
  };
  (plugin.generateBundle as (o: unknown, b: unknown) => void).call({}, {}, bundle);

  it('leaves out the entry, what it starts and what those import, with their CSS', () => {
    const deps = [
      'assets/Page-f.js',
      'assets/shell-b.js',
      'assets/call-e.js',
      'assets/tag-g.js',
      'assets/start-c.css',
      'assets/Page-f.css',
    ];
    expect(
      resolveDependencies('assets/Page-f.js', deps, { hostId: 'assets/start-c.js', hostType: 'js' }),
    ).toEqual(['assets/Page-f.js', 'assets/tag-g.js', 'assets/Page-f.css']);
  });

  it('gives the entry’s own imports no list, and an HTML host its list whole', () => {
    expect(
      resolveDependencies('assets/start-c.js', ['assets/start-c.js', 'assets/call-e.js'], {
        hostId: 'assets/index-a.js',
        hostType: 'js',
      }),
    ).toEqual([]);
    expect(
      resolveDependencies('assets/index-a.js', ['assets/tag-g.js'], {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(['assets/tag-g.js']);
  });
});
