import { z } from 'zod';

// The answer of calls that return nothing (logout, password changes). A module of its own, so the web shell
// (logout) can parse it without the rest of the auth contracts.
export const emptyResponse = z.object({}).strict();
