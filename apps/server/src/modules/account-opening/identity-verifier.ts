import { ID_TYPE_ID_CARD } from '@fund-direct/domain/codes';

// The id-name verification call (§7 Account: POST id-name verification): does this name belong to this ID number?
export interface IdentityQuery {
  custname: string;
  idtype: string;
  idno: string;
}

export interface IdentityVerifier {
  verify(query: IdentityQuery): Promise<{ verified: boolean }>;
}

export interface SimulatedVerifierOptions {
  // ID numbers refused whatever the name (configured test identities, ID_VERIFY_REFUSE).
  refusedIdnos?: readonly string[];
  // Name and ID number pairs refused together (a name that does not match its number).
  refusedPairs?: readonly { custname: string; idno: string }[];
}

const pairKey = (custname: string, idno: string) => `${custname.trim()}\u0000${idno.trim().toUpperCase()}`;

// Stands in for the national citizen-identity check: refuses what it was told to, accepts the rest.
// Documents other than the resident ID card are not covered by that check and pass unless listed.
export function createSimulatedIdentityVerifier(options: SimulatedVerifierOptions = {}): IdentityVerifier {
  const refused = new Set((options.refusedIdnos ?? []).map((idno) => idno.trim().toUpperCase()));
  const pairs = new Set((options.refusedPairs ?? []).map((pair) => pairKey(pair.custname, pair.idno)));
  return {
    async verify({ custname, idtype, idno }) {
      const number = idno.trim().toUpperCase();
      if (refused.has(number)) return { verified: false };
      if (pairs.has(pairKey(custname, number))) return { verified: false };
      return { verified: idtype === ID_TYPE_ID_CARD ? number.length === 18 : true };
    },
  };
}
