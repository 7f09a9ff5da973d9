/** Custom claims of our API's access tokens (Auth0 requires them namespaced): the same for either provider. */
export function customClaims(namespace: string) {
  return { roles: `${namespace}roles`, email: `${namespace}email`, name: `${namespace}name` } as const;
}
