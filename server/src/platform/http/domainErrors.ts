import type { DomainError, DomainErrorCode } from '../errors';

/** How a DomainError reads on a REST route: an HTTP status and `{ message, ...details }`. */
const REST_STATUS: Record<DomainErrorCode, number> = {
  REFUSED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

export interface RestRefusal {
  status: number;
  body: Record<string, unknown> & { message: string };
}

/** The one mapping from a domain error to a REST answer. */
export function domainErrorToRest(error: DomainError): RestRefusal {
  return { status: REST_STATUS[error.code], body: { ...error.details, message: error.message } };
}
