// Every repository path the docs, the README and the code's comments name exists: a file moved or
// removed leaves no doc or comment pointing at it. Docs are read for paths in backticks and link
// targets (relative links from the doc's folder); comments for paths as written. A placeholder
// (`<slug>`) or a glob (`*`) matches any name the folder holds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Folders of the repository a path may start with, and files at its root named on their own. */
const topFolders = [
  'src',
  'tools',
  'scripts',
  'tests',
  'docs',
  'content',
  'deploy',
  'functions',
  'public',
  'admin',
  '.ci',
];
const rootFile =
  /^(?:package(?:-lock)?\.json|tsconfig[\w.]*\.json|[\w-]+\.config\.[cm]?[jt]s|README\.md|index\.html|\.env\.example|\.gitignore|\.prettier\w*|\.nvmrc)$/;

// A path as written: starts with a top folder, right after a space, quote, bracket or the line's start.
const barePath = new RegExp(
  `(?<![\\w./:@$\`'-])(?:${topFolders.map((dir) => dir.replace('.', '\\.')).join('|')})/[\\w./<>*{},$-]*`,
  'g',
);

/** A path written in a doc or comment, and where. */
export interface NamedPath {
  path: string;
  file: string;
  line: number;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The path as the repository has it: no trailing punctuation, line number or anchor. */
function cleanPath(token: string): string {
  return token
    .replace(/#.*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:)]+$/, '');
}

/** Paths a Markdown file names: in inline code (each word of it) and as link targets. */
export function pathsInMarkdown(file: string, text: string): NamedPath[] {
  const found: NamedPath[] = [];
  // Fenced blocks are examples and output (a command's, an error's): not read.
  const prose = text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    const start = match.index + 1;
    for (const word of (match[1] ?? '').matchAll(/\S+/g)) {
      const path = cleanPath(word[0]);
      const top = path.split('/')[0] ?? '';
      if ((path.includes('/') && topFolders.includes(top)) || rootFile.test(path))
        found.push({ path, file, line: lineAt(prose, start + word.index) });
    }
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^(?:[a-z]+:|#|\/)/i.test(target)) continue;
    const path = relative(root, join(root, dirname(file), target.replace(/#.*$/, '')));
    found.push({ path, file, line: lineAt(prose, match.index) });
  }
  return found;
}

/** The comments of a TypeScript or JavaScript file, each with where it starts. */
function commentsOf(file: string, text: string): { text: string; pos: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const seen = new Map<number, string>();
  const collect = (pos: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ])
      seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(node.pos);
    collect(node.end);
    ts.forEachChild(node, visit, (nodes) => {
      collect(nodes.end);
      nodes.forEach(visit);
      return undefined;
    });
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({ text: comment, pos }));
}

// A path relative to the file, as an import names it: `../language-words.ts`, `./x.ts`.
const relativePath = /(?<![\w./:@$`'-])\.{1,2}\/[\w./<>*{},$-]*\.\w+/g;

/** Paths the comments of a code file name, as written (relative ones from the file's folder). */
export function pathsInCode(file: string, text: string): NamedPath[] {
  return commentsOf(file, text).flatMap((comment) => [
    ...[...comment.text.matchAll(barePath)].map((match) => ({
      path: cleanPath(match[0]),
      file,
      line: lineAt(text, comment.pos + match.index),
    })),
    ...[...comment.text.matchAll(relativePath)].map((match) => ({
      path: relative(root, join(root, dirname(file), cleanPath(match[0]))),
      file,
      line: lineAt(text, comment.pos + match.index),
    })),
  ]);
}

// Written like a path but not one: the commit status the preview's deploy posts (docs/deploying.md).
const notPaths = new Set(['deploy/cloudflare-pages']);

// A module named as it is imported, without its extension (`src/config/paths`).
const moduleExtensions = ['', '.ts', '.tsx', '.mjs', '.js'];

/** Whether the repository has the path: a file or folder, or for a pattern a name matching it. */
export function pathExists(path: string, base = root): boolean {
  const trimmed = path.replace(/\/$/, '');
  if (notPaths.has(trimmed)) return true;
  if (!/[<>*{]/.test(trimmed))
    return moduleExtensions.some((extension) => existsSync(join(base, `${trimmed}${extension}`)));
  const segments = trimmed.split('/');
  const fixed = segments.findIndex((segment) => /[<>*{]/.test(segment));
  const dir = join(base, ...segments.slice(0, fixed));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
  const pattern = new RegExp(
    `^${segments
      .slice(fixed)
      .map((segment) =>
        segment
          .split(/(<[^>]*>|\*\*|\*|\{[^}]*\})/)
          .map((part) => {
            if (part === '**') return '.*';
            if (part === '*' || /^<.*>$/.test(part)) return '[^/]+';
            if (part.startsWith('{'))
              return `(?:${part
                .slice(1, -1)
                .split(',')
                .map((alt) => alt.replace(/[.+?^$()[\]\\|]/g, '\\$&'))
                .join('|')})`;
            return part.replace(/[.+?^$()[\]\\|]/g, '\\$&');
          })
          .join(''),
      )
      .join('/')}(?:/.*)?$`,
  );
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) =>
    name.replaceAll('\\', '/'),
  );
  return names.some((name) => pattern.test(name));
}

/** Every file of `dir` (recursively) whose name ends with one of `extensions`. */
function filesIn(dir: string, extensions: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).replaceAll('\\', '/'))
    .filter((file) => extensions.test(file) && !file.includes('node_modules'));
}

const missing = (named: readonly NamedPath[], base = root) =>
  named
    .filter(({ path }) => !pathExists(path, base))
    .map(({ path, file, line }) => `${file}:${line}: ${path}`);

describe('paths named in the docs and comments', () => {
  it('reports a path that does not exist with its file and line, and finds one that does', () => {
    const doc = [
      '# A doc',
      '',
      'The outbox is `src/features/booking/outbox/outbox.ts`, each course `content/courses/<slug>.yml`,',
      'the worker `src/sw/no-such-worker.ts` ([testing](testing.md), [gone](gone.md#why)).',
      '```sh',
      'cat src/never-read.ts',
      '```',
    ].join('\n');
    expect(missing(pathsInMarkdown('docs/a-doc.md', doc))).toEqual([
      'docs/a-doc.md:4: src/sw/no-such-worker.ts',
      'docs/a-doc.md:4: docs/gone.md',
    ]);
    const code = [
      "import { x } from './x';",
      '// Read by src/locale/locale-modules.ts and src/locale/no-such-module.ts.',
      "const url = 'src/not-a-comment.ts';",
      '/**',
      ' * As tools/pictures/*.ts, ../src/config/locales.ts and tests/e2e/<name>.spec.ts name them; https://example.com/src/x.ts is not a path.',
      ' */',
      'export const y = { a: 1 /* src/also-missing.ts, ./missing-beside.ts */ };',
    ].join('\n');
    expect(missing(pathsInCode('tests/a-module.ts', code))).toEqual([
      'tests/a-module.ts:2: src/locale/no-such-module.ts',
      'tests/a-module.ts:7: src/also-missing.ts',
      'tests/a-module.ts:7: tests/missing-beside.ts',
    ]);
  });

  it('names only paths the repository has', () => {
    const docs = [...filesIn('docs', /\.md$/), 'README.md'].flatMap((file) =>
      pathsInMarkdown(file, readFileSync(join(root, file), 'utf8')),
    );
    const code = ['src', 'tools', 'scripts', 'tests']
      .flatMap((dir) => filesIn(dir, /\.(?:[cm]?[jt]s|tsx)$/))
      .flatMap((file) => pathsInCode(file, readFileSync(join(root, file), 'utf8')));
    expect(docs.length + code.length).toBeGreaterThan(100);
    expect(missing([...docs, ...code])).toEqual([]);
  });
});
