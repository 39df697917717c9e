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
    signUp: (body: SignUpRequest, opts?: Opts): Promise<ApiResult<UserResponse>> =>
      client.request('POST', '/v1/signUp', { ...opts, body, auth: false }),

    signIn: (body: SignInBody, opts?: Opts): Promise<ApiResult<SignInResponse>> =>
      client.request('POST', '/v1/signIn', { ...opts, body, auth: false }),

    signUpWithOAuth: (body: SignUpWithOAuthRequest, opts?: Opts): Promise<ApiResult<UserResponse>> =>
      client.request('POST', '/v1/signUpWithOAuth', { ...opts, body, auth: false }),

    refreshAccess: (refreshToken: string, opts?: Opts): Promise<ApiResult<RefreshAccessResponse>> =>
      client.request('POST', '/v1/refreshAccess', { ...opts, body: { refreshToken }, auth: false }),

    getMe: (opts?: Opts): Promise<ApiResult<CustomerWithVerification>> =>
      client.request('GET', '/v1/customers/me', opts),

    updateCustomer: (body: CustomerUpdate, opts?: Opts): Promise<ApiResult<Customer>> =>
      client.request('PUT', `/v1/customers/${encodeURIComponent(body.id)}`, { ...opts, body }),

    sendVerificationEmail: (opts?: Opts): Promise<ApiResult<MailSentResponse>> =>
      client.request('POST', '/v1/customers/me/verificationEmail', opts),

    requestPasswordReset: (email: string, opts?: Opts): Promise<ApiResult<MailSentResponse>> =>
      client.request('POST', '/v1/passwordReset', { ...opts, body: { email }, auth: false }),

    changePassword: (body: { currentPassword: string; newPassword: string }, opts?: Opts): Promise<ApiResult<void>> =>
      client.request('POST', '/v1/customers/me/password', { ...opts, body }),
  };
}

export type AccountsApi = ReturnType<typeof accountsApi>;
