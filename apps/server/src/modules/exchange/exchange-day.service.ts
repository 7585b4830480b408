import type { ExchangeConfig } from '../../config.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { confirmWithBuiltInBatch, type ConfirmDay } from '../ta/ta.public.ts';
import { runBuiltInRegistrar } from './built-in-registrar.service.ts';
import { exportExchangeDay, type ExchangeLogger } from './exchange-export.service.ts';
import { importExchangeDay } from './exchange-import.service.ts';

// In exchange mode a demo day (the scheduler, `ta simulate`, the development simulate route) runs through files
// alone: our applications to the outbox, the built-in registrar's answer to the inbox, and its import. The files
// stay in both boxes to be read.
export function confirmThroughFiles(exchange: ExchangeConfig, fieldCipher: FieldCipher, logger?: ExchangeLogger): ConfirmDay {
  return async (db, date, now) => {
    const deps = { db, exchange, fieldCipher, logger };
    await exportExchangeDay(deps, date, now);
    await runBuiltInRegistrar(deps, date, now);
    return (await importExchangeDay(deps, date, now)).batch;
  };
}

// Who confirms the days the demo runs, as TA_MODE says.
export function demoDayConfirmer(exchange: ExchangeConfig, fieldCipher: FieldCipher, logger?: ExchangeLogger): ConfirmDay {
  return exchange.mode === 'exchange' ? confirmThroughFiles(exchange, fieldCipher, logger) : confirmWithBuiltInBatch;
}
