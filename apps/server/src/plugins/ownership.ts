// What a route's id-like input fields refer to. The authorisation suite (ownership.test.ts) reads these declarations
// from the route table: every id-like field of a customer route must be declared, and every declared reference is
// tried with another customer's id. A new route that takes an id and declares nothing fails that suite.
export const OWNED_KINDS = [
  'order',
  'plan',
  'card',
  'message',
  'todo',
  'session',
  'riskConfirmation',
  'clientRequest',
  'customer',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

// 'public': an id of something everyone may see (a fund, an article); 'input': a new value the customer types (a card
// number to bind), not a reference to anything stored.
export type FieldReference = OwnedKind | 'public' | 'input';

// Field names that look like references to stored things.
export const ID_LIKE_FIELD = /^(id|[a-z][A-Za-z]*Id|[a-z][A-Za-z]*No|[a-z]*[aA]cco|clientid)$/;
