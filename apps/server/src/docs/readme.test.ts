import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** A new developer reads the top of the README before `npm install` warns them about engines. */
describe('the README opening', () => {
  const opening = readme.split('\n').slice(0, 15).join('\n');

  it('says which Node comes with the project, as pinned', () => {
    const pinned = rootPackage.devDependencies.node as string;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(opening).toContain(`Node ${pinned}`);
  });

  it('says the EBADENGINE warnings of npm install on an older Node are expected', () => {
    expect(opening).toMatch(/EBADENGINE/);
    expect(opening).toMatch(/expected/i);
  });
});

/** The layout section names exactly the domain folders there are (decision 0053). */
describe('the README layout', () => {
  const layout = readme.slice(readme.indexOf('## Repository layout'));
  const listed = (label: string) => {
    const line = layout.split('\n\n').find((paragraph) => paragraph.startsWith(label)) ?? '';
    return [...line.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]).sort();
  };
  const folders = (dir: string) =>
    readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

  it('lists every server module and nothing else', () => {
    expect(listed('Server modules')).toEqual(folders('apps/server/src/modules'));
  });

  it('lists every web feature and nothing else', () => {
    expect(listed('Web features')).toEqual(folders('apps/web/src/features'));
  });
});
