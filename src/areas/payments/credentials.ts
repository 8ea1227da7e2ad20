// What PayPal accepts as REST app credentials: a client id of `A` and 79 letters, digits, `_` or `-`, and a
// secret of `E` and 79 more. Anything else fails to get an access token, as it would at PayPal.
const CLIENT_ID = /^A[\w-]{79}$/;
const CLIENT_SECRET = /^E[\w-]{79}$/;

export const isPayPalCredentialPair = (clientId: string, secret: string): boolean => CLIENT_ID.test(clientId) && CLIENT_SECRET.test(secret);

/** PayPalBearer's message when PayPal refuses the credentials. */
export const TOKEN_REFUSED = 'Could not create token.';
