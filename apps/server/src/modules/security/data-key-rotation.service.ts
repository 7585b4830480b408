import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.ts';
import { createFieldCipher, type FieldCipher } from '../../security/field-cipher.ts';
import {
  idCardDirectory,
  isPrivateFileName,
  openPrivateFile,
  privateFileKey,
  sealPrivateFile,
} from '../account-opening/private-files.public.ts';
import { SEALED_COLUMNS } from './encrypted-columns.ts';
import { sealedRows, updateSealedRow } from './key-rotation.repository.ts';

export interface DataKeyRotation {
  from: Buffer;
  to: Buffer;
  privateDir: string;
}

export interface RotationCounts {
  values: number;
  digests: number;
  files: number;
}

// A value already under the new key is left as it is, so a rotation that stopped half-way is finished by running it again.
function resealer(from: FieldCipher, to: FieldCipher) {
  return (blob: string): { plain: string; sealed: string } => {
    try {
      return { plain: to.decrypt(blob), sealed: blob };
    } catch {
      const plain = from.decrypt(blob);
      return { plain, sealed: to.encrypt(plain) };
    }
  };
}

async function resealFiles(rotation: DataKeyRotation): Promise<number> {
  const dir = idCardDirectory(rotation.privateDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const fromKey = privateFileKey(rotation.from);
  const toKey = privateFileKey(rotation.to);
  let count = 0;
  for (const name of names.filter(isPrivateFileName)) {
    const file = path.join(dir, name);
    const raw = await readFile(file);
    try {
      openPrivateFile(toKey, raw);
      continue;
    } catch {
      // Still under the old key.
    }
    const sealed = sealPrivateFile(toKey, openPrivateFile(fromKey, raw));
    // Written beside and renamed over: a file is never half-written.
    await writeFile(`${file}.rotating`, sealed, { mode: 0o600 });
    await rename(`${file}.rotating`, file);
    count += 1;
  }
  return count;
}

// Re-seals every encrypted column and ID-card image under the new data key and recomputes the keyed digests, the rows in one
// transaction. Run with every server stopped: a server holds the key it started with.
export async function rotateDataKey(database: DatabaseHandle, rotation: DataKeyRotation): Promise<RotationCounts> {
  const from = createFieldCipher(rotation.from);
  const to = createFieldCipher(rotation.to);
  const reseal = resealer(from, to);
  const files = await resealFiles(rotation);
  let values = 0;
  let digests = 0;
  await database.db.transaction(async (tx) => {
    for (const spec of SEALED_COLUMNS) {
      for (const row of await sealedRows(tx, spec)) {
        const changes: Record<string, string> = {};
        const plain = new Map<string, string>();
        for (const column of spec.sealed) {
          const blob = row[column];
          if (!blob) continue;
          const next = reseal(blob);
          plain.set(column, next.plain);
          if (next.sealed !== blob) {
            changes[column] = next.sealed;
            values += 1;
          }
        }
        for (const [digestColumn, sealedColumn] of Object.entries(spec.digests ?? {})) {
          const text = plain.get(sealedColumn);
          if (text === undefined) continue;
          const digest = to.digest(text);
          if (digest !== row[digestColumn]) {
            changes[digestColumn] = digest;
            digests += 1;
          }
        }
        await updateSealedRow(tx, spec, row.row_key, changes);
      }
    }
  });
  return { values, digests, files };
}
