import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnTo('/admin/users?page=2#top')).toBe('/admin/users?page=2#top');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'admin', 42, undefined])(
    'refuses %s and falls back to the admin home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/admin');
    },
  );
});
