import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEED_MANAGERS } from '../fund/fund-seed.public.ts';
import { AVATAR_DIR, managerAvatarSvg } from './avatar-svg.ts';

// npx tsx apps/server/src/modules/manager/write-avatars.ts — rewrites the avatar files after the
// seeded managers change (avatar-svg.test.ts fails until then).
await mkdir(AVATAR_DIR, { recursive: true });
for (const manager of SEED_MANAGERS) {
  await writeFile(path.join(AVATAR_DIR, `${manager.manId}.svg`), managerAvatarSvg(manager.name, manager.colour), 'utf8');
}
console.log(`wrote ${SEED_MANAGERS.length} avatars to ${AVATAR_DIR}`);
