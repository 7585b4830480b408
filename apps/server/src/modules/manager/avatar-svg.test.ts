import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_MANAGERS } from '../fund/seed/managers.data.ts';
import { AVATAR_DIR, managerAvatarSvg } from './avatar-svg.ts';

describe('manager avatars', () => {
  it('has an up-to-date SVG file for every seeded manager', async () => {
    for (const manager of SEED_MANAGERS) {
      const file = await readFile(path.join(AVATAR_DIR, `${manager.manId}.svg`), 'utf8');
      expect(file).toBe(managerAvatarSvg(manager.name, manager.colour));
    }
  });

  it('escapes the name', () => {
    expect(managerAvatarSvg('<a>', '#000')).not.toContain('<a>');
  });
});
