import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testKeys, type TestApp } from '../../../test/support/test-app.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { idCardDirectory, openPrivateFile, privateFileKey, sealPrivateFile } from '../account-opening/private-files.public.ts';
import { rotateDataKey } from './data-key-rotation.service.ts';
import { SEALED_COLUMNS } from './encrypted-columns.ts';

const NEW_KEY = Buffer.alloc(32, 9);
const THIRD_KEY = Buffer.alloc(32, 11);
const IMAGE = Buffer.from('id card image bytes');

interface SealedValue {
  table: string;
  column: string;
  key: string;
  blob: string;
}

describe('data-key rotation', () => {
  let t: TestApp;
  let oldKey: Buffer;
  let privateDir: string;
  let imageFile: string;

  async function sealedValues(): Promise<SealedValue[]> {
    const values: SealedValue[] = [];
    for (const spec of SEALED_COLUMNS) {
      for (const column of spec.sealed) {
        const rows = await t.database.query<{ k: string; v: string }>(
          sql`SELECT ${sql.identifier(spec.key)}::text AS k, ${sql.identifier(column)} AS v FROM ${sql.identifier(spec.table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
        );
        values.push(...rows.map((row) => ({ table: spec.table, column, key: row.k, blob: row.v })));
      }
    }
    return values;
  }

  beforeAll(async () => {
    t = await createTestApp();
    oldKey = (await testKeys()).dataKey;
    privateDir = await mkdtemp(path.join(tmpdir(), 'fd-rotation-'));
    await mkdir(idCardDirectory(privateDir), { recursive: true });
    imageFile = path.join(idCardDirectory(privateDir), `${randomUUID()}.enc`);
    await writeFile(imageFile, sealPrivateFile(privateFileKey(oldKey), IMAGE));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await rm(privateDir, { recursive: true, force: true });
  });

  it('lists every column that holds a sealed value', async () => {
    const columns = await t.database.query<{ table_name: string; column_name: string }>(
      sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type = 'text'`,
    );
    const holding: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await t.database.query<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} ~ ${'^v1\\.[A-Za-z0-9_-]{20,}$'}`,
      );
      if (Number(row?.n) > 0) holding.push(`${table}.${column}`);
    }
    const listed = SEALED_COLUMNS.flatMap((spec) => spec.sealed.map((column) => `${spec.table}.${column}`));
    // The scan finds the seeded ID numbers, cards and TOTP secrets, so it does look.
    expect(holding).toEqual(expect.arrayContaining(['customer.idno_enc', 'bank_card.card_no_enc', 'staff.totp_secret']));
    for (const column of holding) expect(listed).toContain(column);
  });

  it('re-seals every value, digest and ID-card image under the new key; running it again changes nothing', async () => {
    const oldCipher = createFieldCipher(oldKey);
    const newCipher = createFieldCipher(NEW_KEY);
    const before = await sealedValues();
    const plain = new Map(before.map((value) => [`${value.table}.${value.column}.${value.key}`, oldCipher.decrypt(value.blob)]));

    const counts = await rotateDataKey(t.database, { from: oldKey, to: NEW_KEY, privateDir });
    expect(counts.values).toBe(before.length);
    expect(counts.files).toBe(1);
    expect(counts.digests).toBeGreaterThan(0);

    for (const value of await sealedValues()) {
      expect(newCipher.decrypt(value.blob)).toBe(plain.get(`${value.table}.${value.column}.${value.key}`));
      expect(() => oldCipher.decrypt(value.blob)).toThrow();
    }
    const customers = await t.database.query<{ idno_enc: string; idno_hash: string }>(
      sql`SELECT idno_enc, idno_hash FROM customer WHERE idno_enc IS NOT NULL`,
    );
    expect(customers.length).toBeGreaterThan(0);
    for (const row of customers) expect(row.idno_hash).toBe(newCipher.digest(newCipher.decrypt(row.idno_enc)));
    const cards = await t.database.query<{ card_no_enc: string; card_no_hash: string }>(
      sql`SELECT card_no_enc, card_no_hash FROM bank_card`,
    );
    for (const row of cards) expect(row.card_no_hash).toBe(newCipher.digest(newCipher.decrypt(row.card_no_enc)));
    expect(openPrivateFile(privateFileKey(NEW_KEY), await readFile(imageFile))).toEqual(IMAGE);

    expect(await rotateDataKey(t.database, { from: oldKey, to: NEW_KEY, privateDir })).toEqual({ values: 0, digests: 0, files: 0 });
  });

  it('finishes a rotation that stopped half-way: values already under the new key are kept', async () => {
    const third = createFieldCipher(THIRD_KEY);
    const current = createFieldCipher(NEW_KEY);
    const [first] = await t.database.query<{ id: string; idno_enc: string }>(
      sql`SELECT id::text AS id, idno_enc FROM customer WHERE idno_enc IS NOT NULL ORDER BY id LIMIT 1`,
    );
    if (!first) throw new Error('no customer with an ID number');
    const done = third.encrypt(current.decrypt(first.idno_enc));
    await t.database.query(sql`UPDATE customer SET idno_enc = ${done} WHERE id::text = ${first.id}`);
    const total = (await sealedValues()).length;

    const counts = await rotateDataKey(t.database, { from: NEW_KEY, to: THIRD_KEY, privateDir });
    expect(counts.values).toBe(total - 1);
    const [after] = await t.database.query<{ idno_enc: string }>(sql`SELECT idno_enc FROM customer WHERE id::text = ${first.id}`);
    expect(after?.idno_enc).toBe(done);
    for (const value of await sealedValues()) expect(() => third.decrypt(value.blob)).not.toThrow();
  });
});
