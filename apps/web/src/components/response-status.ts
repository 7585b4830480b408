import { createContext, useContext } from 'react';

// The HTTP status of a server-rendered page. A page that finds its subject missing (unknown path, no such fund)
// marks 404 while it renders; the server sends that status. In the browser there is no holder and nothing happens.
export interface ResponseStatus {
  code: number;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

export function useResponseStatus(code: number): void {
  const holder = useContext(ResponseStatusContext);
  if (holder) holder.code = code;
}
