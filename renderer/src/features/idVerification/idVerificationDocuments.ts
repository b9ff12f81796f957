import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * The ID verification operations of 02 §7. The schema has no ID verification section
 * yet (the server is being finished), so these documents are written against the
 * spec's operation and argument names and typed by hand. When the section lands,
 * move them to idVerification.graphql and use the generated types instead; until
 * then a call fails and the review shows its not-found view (02 §8).
 */
export interface PendingVerification {
  _id: string;
  status: string;
  skipped: boolean;
  userId: string;
  userName: string | null;
  firstName: string | null;
  lastName: string | null;
  nationalID: string | null;
  selfieImage: string | null;
  frontIdImage: string | null;
  backIdImage: string | null;
}

export const GetSinglePendingIdVerifyDocument = parse(`
  query IdvGetSinglePendingIDVerify($_id: ID) {
    getSinglePendingIDVerify(_id: $_id) {
      _id status skipped userId userName firstName lastName nationalID selfieImage frontIdImage backIdImage
    }
  }
`) as TypedDocumentNode<{ getSinglePendingIDVerify: PendingVerification | null }, { _id?: string | null }>;

export const GetIdVerificationByIdNumberDocument = parse(`
  query IdvGetIDVerificationByIDNumber($nationalID: String!, $neUserID: ID) {
    getIDVerificationByIDNumber(nationalID: $nationalID, neUserID: $neUserID) { userId }
  }
`) as TypedDocumentNode<{ getIDVerificationByIDNumber: { userId: string } | null }, { nationalID: string; neUserID?: string | null }>;

export const GetDeclineVerificationReasonsDocument = parse(`
  query IdvGetDeclineVerificationReasons { getDeclineVerificationReasons }
`) as TypedDocumentNode<{ getDeclineVerificationReasons: string[] }, Record<string, never>>;

export const IdVerifyCheckDocument = parse(`
  mutation IdvIdVerifyCheck($_id: ID!, $status: String!, $skipped: Boolean, $nationalID: String, $reason: String, $ignoreValidation: Boolean) {
    idVerifyCheck(_id: $_id, status: $status, skipped: $skipped, nationalID: $nationalID, reason: $reason, ignoreValidation: $ignoreValidation) { status }
  }
`) as TypedDocumentNode<
  { idVerifyCheck: { status: string } },
  { _id: string; status: string; skipped?: boolean | null; nationalID?: string | null; reason?: string | null; ignoreValidation?: boolean | null }
>;
