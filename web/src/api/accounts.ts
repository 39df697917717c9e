import type {
  Customer,
  CustomerPutBody,
  CustomerWithVerification,
  MailSentResponse,
  RefreshAccessResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpWithOAuthBody,
  UserResponse,
} from '@kinloan/domain';
import { callEndpoint } from './call-endpoint';
import type { ApiClient, ApiResult, RequestOptions } from './client';

// The shapes are the domain's, shared with the API.
export type { Customer, CustomerWithVerification, SignInResponse };
export type CustomerAddress = Customer['address'];
export type SignUpRequest = SignUpBody;
export type SignUpWithOAuthRequest = SignUpWithOAuthBody;
/** The PUT body: what the profile form sends (normalized by the shared schema). */
export type CustomerUpdate = Omit<CustomerPutBody, 'middleName' | 'address'> & {
  middleName: string;
  address: CustomerAddress;
};

type Opts = Pick<RequestOptions, 'notify' | 'signal'>;

/** The account calls of spec section 7, and issue 3's password and verification calls. */
export function accountsApi(client: ApiClient) {
  return {
    signUp: (body: SignUpRequest, opts?: Opts): Promise<ApiResult<UserResponse>> => callEndpoint(client, 'account.signUp', { body }, opts),

    signIn: (body: SignInBody, opts?: Opts): Promise<ApiResult<SignInResponse>> => callEndpoint(client, 'account.signIn', { body }, opts),

    signUpWithOAuth: (body: SignUpWithOAuthRequest, opts?: Opts): Promise<ApiResult<UserResponse>> =>
      callEndpoint(client, 'account.signUpWithOAuth', { body }, opts),

    refreshAccess: (refreshToken: string, opts?: Opts): Promise<ApiResult<RefreshAccessResponse>> =>
      callEndpoint(client, 'account.refreshAccess', { body: { refreshToken } }, opts),

    getMe: (opts?: Opts): Promise<ApiResult<CustomerWithVerification>> => callEndpoint(client, 'customer.getMe', {}, opts),

    updateCustomer: (body: CustomerUpdate, opts?: Opts): Promise<ApiResult<Customer>> =>
      callEndpoint(client, 'customer.put', { params: { id: body.id }, body }, opts),

    sendVerificationEmail: (opts?: Opts): Promise<ApiResult<MailSentResponse>> => callEndpoint(client, 'customer.sendVerificationEmail', {}, opts),

    requestPasswordReset: (email: string, opts?: Opts): Promise<ApiResult<MailSentResponse>> =>
      callEndpoint(client, 'account.passwordReset', { body: { email } }, opts),

    changePassword: (body: { currentPassword: string; newPassword: string }, opts?: Opts): Promise<ApiResult<void>> =>
      callEndpoint(client, 'customer.changePassword', { body }, opts),
  };
}

export type AccountsApi = ReturnType<typeof accountsApi>;
