// Every column that holds a value sealed by the field cipher (`v1.…`, AES-256-GCM under the data key), and the keyed
// digests computed from them: what a data-key rotation must re-seal. A test scans the whole database for sealed values,
// so a new encrypted column that is not listed here fails it.
export interface SealedColumns {
  table: string;
  key: string;
  sealed: readonly string[];
  // digest column → the sealed column whose plaintext it digests (lookups and uniqueness on encrypted values).
  digests?: Readonly<Record<string, string>>;
}

export const SEALED_COLUMNS: readonly SealedColumns[] = [
  { table: 'customer', key: 'id', sealed: ['idno_enc', 'tax_id_enc'], digests: { idno_hash: 'idno_enc' } },
  { table: 'enterprise_profile', key: 'customer_id', sealed: ['transactor_idno_enc', 'legal_idno_enc'] },
  { table: 'bank_card', key: 'id', sealed: ['card_no_enc'], digests: { card_no_hash: 'card_no_enc' } },
  { table: 'staff', key: 'id', sealed: ['totp_secret', 'totp_pending_secret'] },
];
