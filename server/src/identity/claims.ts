/** Custom claims of our API's access tokens (Auth0 requires them namespaced): the same for either provider. */
export function customClaims(namespace: string) {
  return {
    roles: `${namespace}roles`,
    email: `${namespace}email`,
    /** Whether the provider verified that e-mail: a membership is linked by e-mail only when it did. */
    emailVerified: `${namespace}email_verified`,
    name: `${namespace}name`,
    /**
     * The account's token generation when the token was issued (embedded provider only): the verifier
     * refuses a token older than the account's current one (decision 034).
     */
    generation: `${namespace}gen`,
  } as const;
}
