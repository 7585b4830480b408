import { deflateSync, crc32 } from 'node:zlib';
import { DICT_NAMES } from '@fund-direct/domain/codes';
import { COMMON_PARAMS, SIGN_HEADERS, signRequest } from '@fund-direct/domain/signing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../src/db/database.ts';
import { bankCard, dictionaryItem } from '../../../src/db/schema/account.ts';
import { customer } from '../../../src/db/schema/customer.ts';
import { areaList } from '../../../src/modules/content/static/static-data.service.ts';

// Shared steps of the account-opening API tests.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A real PNG of the given size (grey pixels), built in code.
export function pngImage(width = 2, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A minimal baseline JPEG (1×1): SOI, quantisation and Huffman tables, frame, scan, EOI.
export function jpegImage(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

export interface UploadPart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

// A signed multipart upload as the web client sends it: only text fields would be signed, and there are none.
export function signedUpload(
  app: FastifyInstance,
  url: string,
  parts: readonly UploadPart[],
  token?: string,
): Promise<LightMyRequestResponse> {
  const boundary = `----fd${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const timestamp = String(app.now().getTime());
  const path = url.replace(/^\/api/, '');
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
      [SIGN_HEADERS.version]: COMMON_PARAMS.version,
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.sign]: signRequest({ method: 'POST', path, params: undefined, timestamp }),
      ...(token ? { [SIGN_HEADERS.token]: token } : {}),
    },
  });
}

export const frontAndBack = (front = pngImage(), back = jpegImage()): UploadPart[] => [
  { name: 'front', filename: 'front.png', contentType: 'image/png', bytes: front },
  { name: 'back', filename: 'back.jpg', contentType: 'image/jpeg', bytes: back },
];

async function firstCode(db: Database, dictName: string): Promise<string> {
  const [row] = await db
    .select({ code: dictionaryItem.code })
    .from(dictionaryItem)
    .where(eq(dictionaryItem.dictName, dictName))
    .orderBy(asc(dictionaryItem.sort))
    .limit(1);
  if (!row) throw new Error(`dictionary ${dictName} is empty`);
  return row.code;
}

// Valid profile fields from the seeded dictionaries and the served area data.
export async function validProfile(db: Database): Promise<Record<string, string>> {
  const [province] = await areaList();
  const city = province!.cities[0]!;
  const county = city.counties[0]!;
  return {
    invalidate: '长期',
    liveNation: '156',
    workcode: await firstCode(db, DICT_NAMES.occupation),
    annualsalary: await firstCode(db, DICT_NAMES.annualIncome),
    educational: await firstCode(db, DICT_NAMES.education),
    provincecode: province!.provincecode,
    cityno: city.cityno,
    countyno: county.countyno,
    address: '世纪大道200号国际金融中心',
    taxResident: '1',
    myselfIsContorler: '1',
    myselfIsBfcy: '1',
    badintegrity: '01',
  };
}

// The steps other modules own (bank card, trade password, risk), written straight into the tables.
export async function finishOtherSteps(db: Database, customerId: string, now: Date): Promise<void> {
  await db.insert(bankCard).values({
    customerId,
    tradeacco: `T${customerId.slice(0, 8)}`,
    bankCode: '002',
    cardNoEnc: 'x',
    cardNoHash: `h${customerId}`,
    cardHead: '622202',
    cardTail: '1234',
    reservedMobile: '13900000000',
    status: 'signed',
    signedAt: now,
  });
  const nextYear = new Date(now.getTime() + 31536e6).toISOString().slice(0, 10).replace(/-/g, '');
  await db
    .update(customer)
    .set({ tradePasswordHash: 'scrypt$test', riskability: '3', riskexpired: '0', riskinvalidate: nextYear })
    .where(eq(customer.id, customerId));
}
