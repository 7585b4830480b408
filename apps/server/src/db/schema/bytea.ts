import { customType } from 'drizzle-orm/pg-core';

// Binary columns as Buffers whichever driver (PGlite gives Uint8Array) read them.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
