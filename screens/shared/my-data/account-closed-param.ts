/** The login page's query parameter saying the account was just closed (/my-data sends the person there; it shows a notice). */
export const ACCOUNT_CLOSED_PARAM = 'closed';
