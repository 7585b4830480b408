import { defaultShouldDehydrateQuery, dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from './http.ts';

interface ApiErrorFields {
  apiError: { kind: ApiErrorKind; code: string; msg: string; status?: number };
}

function isApiErrorFields(value: unknown): value is ApiErrorFields {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

// The server's query cache as a page's HTML carries it: the results, and the API's answers that something does not
// exist (a fund code, an article) as plain fields, so the browser's page heads and pages know them without asking again.
export function dehydratePageQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.error instanceof ApiError,
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const fields: ApiErrorFields = { apiError: { kind: error.kind, code: error.code, msg: error.message, status: error.status } };
      return { ...query, state: { ...query.state, error: fields as unknown as Error } };
    }),
  };
}

// In the browser, the errors become ApiErrors again.
export function revivePageQueries(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isApiErrorFields(error)) return query;
      const { kind, code, msg, status } = error.apiError;
      return { ...query, state: { ...query.state, error: new ApiError(kind, code, msg, status) } };
    }),
  };
}
