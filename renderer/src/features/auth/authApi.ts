import { api, op } from '../../app/api';
import {
  ChangePasswordDocument,
  GetMyUserDataDocument,
  GetVerificationCodeDocument,
  LoginUserDocument,
  LogoutUserDocument,
  VerifyCodeDocument,
  type ChangePasswordMutation,
  type ChangePasswordMutationVariables,
  type GetMyUserDataQuery,
  type GetVerificationCodeMutation,
  type GetVerificationCodeMutationVariables,
  type LoginUserMutation,
  type LoginUserMutationVariables,
  type LogoutUserMutation,
  type VerifyCodeMutation,
  type VerifyCodeMutationVariables,
} from '../../generated/graphql';

export type AuthPayload = VerifyCodeMutation['verifyCode'];
export type MyUserData = GetMyUserDataQuery['getMyUserData'];

// Every auth endpoint is quiet: sign-in, OTP, password change and start-up word their own failures.
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginUser: build.mutation<LoginUserMutation['loginUser'], LoginUserMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(LoginUserDocument, vars),
      transformResponse: (r: LoginUserMutation) => r.loginUser,
    }),
    getVerificationCode: build.mutation<
      GetVerificationCodeMutation['getVerificationCode'],
      GetVerificationCodeMutationVariables
    >({
      extraOptions: { quiet: true },
      query: (vars) => op(GetVerificationCodeDocument, vars),
      transformResponse: (r: GetVerificationCodeMutation) => r.getVerificationCode,
    }),
    verifyCode: build.mutation<AuthPayload, VerifyCodeMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(VerifyCodeDocument, vars),
      transformResponse: (r: VerifyCodeMutation) => r.verifyCode,
    }),
    // A mutation-shaped endpoint on purpose: start-up calls it imperatively with its own
    // retry schedule, and its answer must never be served from a stale cache.
    getMyUserData: build.mutation<MyUserData, void>({
      extraOptions: { quiet: true },
      query: () => op(GetMyUserDataDocument),
      transformResponse: (r: GetMyUserDataQuery) => r.getMyUserData,
    }),
    logoutUser: build.mutation<LogoutUserMutation['logoutUser'], void>({
      extraOptions: { quiet: true },
      query: () => op(LogoutUserDocument),
      transformResponse: (r: LogoutUserMutation) => r.logoutUser,
    }),
    changePassword: build.mutation<ChangePasswordMutation['changePassword'], ChangePasswordMutationVariables>(
      {
        extraOptions: { quiet: true },
        query: (vars) => op(ChangePasswordDocument, vars),
        transformResponse: (r: ChangePasswordMutation) => r.changePassword,
      },
    ),
  }),
});

export const {
  useLoginUserMutation,
  useGetVerificationCodeMutation,
  useVerifyCodeMutation,
  useChangePasswordMutation,
} = authApi;
