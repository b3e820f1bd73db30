/** A region proposal is at most the whole folder (today 45 kB): 2 MB leaves room without inviting abuse. */
export const PROPOSAL_BODY_LIMIT = 2 * 1024 * 1024;
